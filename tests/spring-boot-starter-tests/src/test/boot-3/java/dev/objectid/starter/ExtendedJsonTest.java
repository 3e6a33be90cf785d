package dev.objectid.starter;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.objectid.jackson.ObjectIdExtendedJsonJackson2Module;
import java.io.UncheckedIOException;
import org.springframework.context.ApplicationContext;

/** {@link ExtendedJsonContract} with Spring Boot 3.5's auto-configured Jackson 2 {@link ObjectMapper}. */
class ExtendedJsonTest extends ExtendedJsonContract {

    @Override
    Class<?> moduleOfThisLine() {
        return ObjectIdExtendedJsonJackson2Module.class;
    }

    @Override
    String write(ApplicationContext context, Object value) {
        try {
            return context.getBean(ObjectMapper.class).writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    <T> T read(ApplicationContext context, String json, Class<T> type) {
        try {
            return context.getBean(ObjectMapper.class).readValue(json, type);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
