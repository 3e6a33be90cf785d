package dev.objectid.spring.boot.jdbc;

import dev.objectid.jdbc.ColumnFormat;
import dev.objectid.jdbc.ObjectIdDataSource;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.context.annotation.Bean;
import org.springframework.core.env.Environment;

/**
 * Spring's plain JDBC with ObjectIds, with nothing to write per call: the connections of every {@code DataSource} bean
 * come through an {@link ObjectIdDataSource}, so that {@code JdbcTemplate}, {@code NamedParameterJdbcTemplate}, {@code JdbcClient},
 * {@code SimpleJdbcInsert} and the row mappers bind ObjectIds and typed ids as their 12 bytes and read them back,
 * including the templates the application builds itself from the {@code DataSource} bean. Id columns that hold the
 * 24 hexadecimal digits instead: {@code objectid.jdbc.column-format=hex}. Off with
 * {@code objectid.jdbc.enabled=false}.
 */
@AutoConfiguration
@ConditionalOnClass(name = "org.springframework.jdbc.core.JdbcOperations")
@ConditionalOnBooleanProperty(name = "objectid.jdbc.enabled", matchIfMissing = true)
public class ObjectIdJdbcAutoConfiguration {

    /** Created by Spring Boot. */
    public ObjectIdJdbcAutoConfiguration() {}

    /**
     * Static, as a post-processor must be: it reads its one setting from the environment, not from the properties
     * bean, which would be created too early.
     */
    @Bean
    static BeanPostProcessor objectIdDataSources(Environment environment) {
        ColumnFormat format = Binder.get(environment)
                .bind("objectid.jdbc.column-format", ColumnFormat.class)
                .orElse(ColumnFormat.BINARY);
        return new IdDataSources(format);
    }
}
