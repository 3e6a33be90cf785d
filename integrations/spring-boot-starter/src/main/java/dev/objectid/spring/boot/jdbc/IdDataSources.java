package dev.objectid.spring.boot.jdbc;

import dev.objectid.jdbc.ColumnFormat;
import dev.objectid.jdbc.ObjectIdDataSource;
import javax.sql.DataSource;
import org.springframework.beans.factory.config.BeanPostProcessor;

/**
 * Wraps each {@code DataSource} bean in an {@link ObjectIdDataSource}, once it is initialised (its pool configured
 * from the {@code spring.datasource.*} properties). Spring Boot's own users of the pool (metrics, health, JMX) reach
 * it through {@code unwrap}, as they do through any proxy of a data source.
 */
final class IdDataSources implements BeanPostProcessor {

    private final ColumnFormat format;

    IdDataSources(ColumnFormat format) {
        this.format = format;
    }

    @Override
    public Object postProcessAfterInitialization(Object bean, String beanName) {
        return bean instanceof DataSource && !(bean instanceof ObjectIdDataSource)
                ? ObjectIdDataSource.wrap((DataSource) bean, format)
                : bean;
    }
}
