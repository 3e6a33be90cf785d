package dev.objectid.stacks.springdata;

import dev.objectid.spring.data.jdbc.ObjectIdGeneratingCallback;
import dev.objectid.spring.data.jdbc.ObjectIdJdbcConverters;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.data.jdbc.core.convert.JdbcConverter;
import org.springframework.data.jdbc.core.convert.JdbcCustomConversions;
import org.springframework.data.jdbc.core.dialect.JdbcDialect;

/**
 * What an application registers for objectid-spring-data-jdbc: the converters, and the callback that generates ids.
 * Spring Boot's Spring Data JDBC auto-configuration takes both (its own {@code JdbcCustomConversions} backs off).
 */
// tag::setup[]
@Configuration(proxyBeanMethods = false)
public class ObjectIdJdbcSetup {

    @Bean
    JdbcCustomConversions jdbcCustomConversions(JdbcDialect dialect) {
        // ObjectId and every typed id objectid-processor listed; hand-written typed ids by name
        return JdbcCustomConversions.of(dialect, ObjectIdJdbcConverters.converters(InvoiceId.class));
    }

    @Bean
    ObjectIdGeneratingCallback objectIdGeneratingCallback(JdbcConverter converter) {
        return new ObjectIdGeneratingCallback(converter);
    }
}
// end::setup[]
