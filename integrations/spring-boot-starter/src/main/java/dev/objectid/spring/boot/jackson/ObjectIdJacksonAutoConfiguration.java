package dev.objectid.spring.boot.jackson;

import dev.objectid.jackson.ObjectIdExtendedJsonJackson2Module;
import dev.objectid.jackson.ObjectIdExtendedJsonModule;
import dev.objectid.spring.boot.ObjectIdProperties;
import dev.objectid.spring.boot.ObjectIdStartupException;
import org.springframework.beans.factory.config.BeanFactoryPostProcessor;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingClass;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * MongoDB Extended JSON for ids, on request: with {@code objectid.jackson.extended-json=true}, Spring Boot's JSON mapper
 * writes {@code ObjectId} and every typed id as {@code {"$oid": "…"}} rather than as its hex string, through
 * objectid-jackson's module for the Jackson the application has: {@link ObjectIdExtendedJsonModule} for Jackson 3
 * (Spring Boot 4), {@link ObjectIdExtendedJsonJackson2Module} for Jackson 2 (Spring Boot 3.5). Spring Boot adds module
 * beans to the mapper it configures; an application's own bean of the module's type wins. Without objectid-jackson on
 * the class path the application does not start, with a message that names the dependency to add.
 */
@AutoConfiguration
@ConditionalOnBooleanProperty(ObjectIdJacksonAutoConfiguration.PROPERTY)
@EnableConfigurationProperties(ObjectIdProperties.class)
public class ObjectIdJacksonAutoConfiguration {

    static final String PROPERTY = "objectid.jackson.extended-json";
    private static final String EXTENDED_JSON_MODULE = "dev.objectid.jackson.ObjectIdExtendedJsonModule";
    private static final String EXTENDED_JSON_JACKSON_2_MODULE =
            "dev.objectid.jackson.ObjectIdExtendedJsonJackson2Module";

    /** Created by Spring Boot. */
    public ObjectIdJacksonAutoConfiguration() {}

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = {"tools.jackson.databind.JacksonModule", EXTENDED_JSON_MODULE})
    static class Jackson3 {

        @Bean
        @ConditionalOnMissingBean
        ObjectIdExtendedJsonModule objectIdExtendedJsonModule() {
            return new ObjectIdExtendedJsonModule();
        }
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = {"com.fasterxml.jackson.databind.Module", EXTENDED_JSON_JACKSON_2_MODULE})
    static class Jackson2 {

        @Bean
        @ConditionalOnMissingBean
        ObjectIdExtendedJsonJackson2Module objectIdExtendedJsonJackson2Module() {
            return new ObjectIdExtendedJsonJackson2Module();
        }
    }

    /**
     * The property asks for what is not there: stop before any bean is created, naming the dependency. A module class
     * loads only beside its Jackson, so objectid-jackson is missing when neither does (or the application has no
     * Jackson at all).
     */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnMissingClass({EXTENDED_JSON_MODULE, EXTENDED_JSON_JACKSON_2_MODULE})
    static class Missing {

        @Bean
        static BeanFactoryPostProcessor objectIdExtendedJsonMissing() {
            return beanFactory -> {
                throw new ObjectIdStartupException(
                        PROPERTY + " is true, but objectid-jackson, whose modules write "
                                + "ids as MongoDB Extended JSON ({\"$oid\": \"...\"}), is not on the class path (or no "
                                + "Jackson is: its module for Jackson 3 or for Jackson 2 loads only beside that Jackson)",
                        "Add the dependency dev.objectid:objectid-jackson (its version is in objectid-bom), or "
                                + "remove " + PROPERTY + " to keep writing ids as hex strings.");
            };
        }
    }
}
