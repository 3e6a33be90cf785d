package dev.objectid.starter;

import org.springframework.boot.http.converter.autoconfigure.HttpMessageConvertersAutoConfiguration;
import org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration;
import org.springframework.boot.webmvc.autoconfigure.WebMvcAutoConfiguration;

/** Spring Boot 4's auto-configurations of Spring MVC with JSON, for tests that start only these. */
final class SpringMvc {

    static final Class<?>[] AUTO_CONFIGURATIONS = {
        WebMvcAutoConfiguration.class, HttpMessageConvertersAutoConfiguration.class, JacksonAutoConfiguration.class
    };

    private SpringMvc() {}
}
