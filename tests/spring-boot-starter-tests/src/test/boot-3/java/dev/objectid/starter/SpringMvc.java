package dev.objectid.starter;

import org.springframework.boot.autoconfigure.http.HttpMessageConvertersAutoConfiguration;
import org.springframework.boot.autoconfigure.jackson.JacksonAutoConfiguration;
import org.springframework.boot.autoconfigure.web.servlet.WebMvcAutoConfiguration;

/** Spring Boot 3.5's auto-configurations of Spring MVC with JSON, for tests that start only these. */
final class SpringMvc {

    static final Class<?>[] AUTO_CONFIGURATIONS = {
        WebMvcAutoConfiguration.class, HttpMessageConvertersAutoConfiguration.class, JacksonAutoConfiguration.class
    };

    private SpringMvc() {}
}
