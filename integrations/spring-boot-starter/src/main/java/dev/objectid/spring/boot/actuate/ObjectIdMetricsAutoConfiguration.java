package dev.objectid.spring.boot.actuate;

import dev.objectid.spring.boot.ObjectIdProperties;
import io.micrometer.core.instrument.binder.MeterBinder;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;

/**
 * Micrometer meters of this process's ObjectId generator, bound to every registry Spring Boot configures:
 * {@code objectid.ids.generated} (a counter of the ids generated) and {@code objectid.generator.ahead} (a gauge, in
 * seconds, of how far the ids' timestamps run ahead of the wall clock). Both are read from the generator's state when
 * the registry is read; generating an id costs nothing more. The counter is sensitive ({@link ObjectIdMeters}): keep
 * it off public endpoints. Off with {@code objectid.metrics.enabled=false}; an application's own bean named
 * {@code objectIdMeters} replaces them.
 */
@AutoConfiguration
@ConditionalOnClass(name = "io.micrometer.core.instrument.binder.MeterBinder")
@ConditionalOnBooleanProperty(name = "objectid.metrics.enabled", matchIfMissing = true)
@EnableConfigurationProperties(ObjectIdProperties.class)
public class ObjectIdMetricsAutoConfiguration {

    /** Created by Spring Boot. */
    public ObjectIdMetricsAutoConfiguration() {}

    @Bean
    @ConditionalOnMissingBean(name = "objectIdMeters")
    MeterBinder objectIdMeters() {
        return new ObjectIdMeters();
    }
}
