package dev.objectid.starter;

import dev.objectid.jackson.ObjectIdExtendedJsonModule;
import org.springframework.context.ApplicationContext;
import tools.jackson.databind.json.JsonMapper;

/** {@link ExtendedJsonContract} with Spring Boot 4's auto-configured Jackson 3 {@link JsonMapper}. */
class ExtendedJsonTest extends ExtendedJsonContract {

    @Override
    Class<?> moduleOfThisLine() {
        return ObjectIdExtendedJsonModule.class;
    }

    @Override
    String write(ApplicationContext context, Object value) {
        return context.getBean(JsonMapper.class).writeValueAsString(value);
    }

    @Override
    <T> T read(ApplicationContext context, String json, Class<T> type) {
        return context.getBean(JsonMapper.class).readValue(json, type);
    }
}
