package dev.objectid.spring.boot.graphql;

import dev.objectid.spring.boot.ObjectIdProperties;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.graphql.execution.DataFetcherExceptionResolver;

/**
 * Malformed ids in Spring for GraphQL: an argument (or a field of an input argument, or an element of a list) that
 * should hold an ObjectId or a typed id but does not is a {@code BAD_REQUEST} error naming the argument, the parser's
 * message and what is accepted, instead of an {@code INTERNAL_ERROR}. Spring Boot hands every
 * {@link DataFetcherExceptionResolver} bean to GraphQL; the application's own resolvers and
 * {@code @GraphQlExceptionHandler}s come first. Off with {@code objectid.graphql.enabled=false}.
 */
// after Spring Boot's: its resolver of the application's @GraphQlExceptionHandler methods is asked before ours
@AutoConfiguration(
        afterName = {
            "org.springframework.boot.autoconfigure.graphql.GraphQlAutoConfiguration", // Spring Boot 3.5
            "org.springframework.boot.graphql.autoconfigure.GraphQlAutoConfiguration"
        }) // Spring Boot 4
@ConditionalOnClass(name = {"graphql.GraphQL", "org.springframework.graphql.execution.DataFetcherExceptionResolver"})
@ConditionalOnBooleanProperty(name = "objectid.graphql.enabled", matchIfMissing = true)
@EnableConfigurationProperties(ObjectIdProperties.class)
public class ObjectIdGraphQlAutoConfiguration {

    /** Created by Spring Boot. */
    public ObjectIdGraphQlAutoConfiguration() {}

    @Bean
    DataFetcherExceptionResolver objectIdGraphQlExceptionResolver() {
        return new InvalidIdArguments();
    }
}
