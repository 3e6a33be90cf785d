package dev.objectid.spring.boot.jdbc;

import dev.objectid.jdbc.ColumnFormat;
import dev.objectid.jdbc.ObjectIdDataSource;
import javax.sql.DataSource;
import org.springframework.beans.factory.config.BeanPostProcessor;

/**
 * Wraps each {@code DataSource} bean, once it is initialised (its pool configured from the {@code spring.datasource.*}
 * properties), so that its connections come through an {@link ObjectIdDataSource} ({@link IdPassingDataSource}).
 * Spring Boot's own users of the pool (metrics, health, JMX, a data source derived for Flyway's user) reach it as they
 * do behind any of Spring's {@code DelegatingDataSource}s. A bean that is an {@code ObjectIdDataSource} already is left
 * as it is.
 */
final class IdDataSources implements BeanPostProcessor {

    private final ColumnFormat format;

    IdDataSources(ColumnFormat format) {
        this.format = format;
    }

    @Override
    public Object postProcessAfterInitialization(Object bean, String beanName) {
        return bean instanceof DataSource
                        && !(bean instanceof ObjectIdDataSource)
                        && !(bean instanceof IdPassingDataSource)
                ? new IdPassingDataSource((DataSource) bean, format)
                : bean;
    }
}
