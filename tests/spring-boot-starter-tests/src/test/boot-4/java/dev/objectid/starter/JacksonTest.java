package dev.objectid.starter;

import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.json.JsonMapper;

/** {@link JacksonContract} with Spring Boot 4's auto-configured Jackson 3 {@link JsonMapper}. */
class JacksonTest extends JacksonContract {

    @Autowired
    JsonMapper mapper;

    @Override
    String write(Object value) {
        return mapper.writeValueAsString(value);
    }

    @Override
    <T> T read(String json, Class<T> type) {
        return mapper.readValue(json, type);
    }
}
