package dev.objectid.starter;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.UncheckedIOException;
import org.springframework.beans.factory.annotation.Autowired;

/** {@link JacksonContract} with Spring Boot 3.5's auto-configured Jackson 2 {@link ObjectMapper}. */
class JacksonTest extends JacksonContract {

    @Autowired
    ObjectMapper mapper;

    @Override
    String write(Object value) {
        try {
            return mapper.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    <T> T read(String json, Class<T> type) {
        try {
            return mapper.readValue(json, type);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
