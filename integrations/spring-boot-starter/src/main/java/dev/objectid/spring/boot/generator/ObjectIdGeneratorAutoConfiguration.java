package dev.objectid.spring.boot.generator;

import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.core.env.Environment;

/**
 * The shared ObjectId generator: {@code objectid.generator.process-value} assigns its process value before any bean is
 * created ({@link ProcessValueAssignment}); without the property, nothing changes.
 */
@AutoConfiguration
public class ObjectIdGeneratorAutoConfiguration {

    /** Created by Spring Boot. */
    public ObjectIdGeneratorAutoConfiguration() {}

    @Bean
    static ProcessValueAssignment objectIdProcessValueAssignment(Environment environment) {
        return new ProcessValueAssignment(environment);
    }
}
