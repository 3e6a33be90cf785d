package dev.objectid.spring.boot.openapi;

import dev.objectid.spring.boot.ObjectIdProperties;
import io.swagger.v3.core.converter.ModelConverter;
import org.springdoc.core.customizers.ParameterCustomizer;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;

/**
 * ObjectIds and typed ids in springdoc-openapi's description ({@code /v3/api-docs}, Swagger UI): each id type is a
 * schema of its own, a string of 24 hexadecimal digits with a format, a pattern, an example and a short description,
 * and every id refers to it, as a path variable, request parameter, body or response field and map key; an id
 * parameter also gets a description with the pattern, which Swagger UI shows. springdoc registers every
 * {@link ModelConverter} bean with swagger-core and applies every {@link ParameterCustomizer} bean. Off with
 * {@code objectid.openapi.enabled=false}.
 */
@AutoConfiguration
@ConditionalOnClass(
        name = {"io.swagger.v3.core.converter.ModelConverter", "org.springdoc.core.configuration.SpringDocConfiguration"
        })
@ConditionalOnBooleanProperty(name = "objectid.openapi.enabled", matchIfMissing = true)
@EnableConfigurationProperties(ObjectIdProperties.class)
public class ObjectIdOpenApiAutoConfiguration {

    /** Created by Spring Boot. */
    public ObjectIdOpenApiAutoConfiguration() {}

    @Bean
    ModelConverter objectIdModelConverter() {
        return new ObjectIdModelConverter();
    }

    @Bean
    ParameterCustomizer objectIdParameterCustomizer() {
        return new IdParameterCustomizer();
    }
}
