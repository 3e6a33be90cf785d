package dev.objectid.spring.boot.actuate;

import dev.objectid.spring.boot.ObjectIdProperties;
import org.springframework.boot.actuate.info.InfoContributor;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;

/**
 * The {@code objectid} section of Actuator's {@code info} endpoint: the process value of this process's ObjectId
 * generator; its host, pid and start time too with {@code objectid.info.show-process=true}. Off with
 * {@code objectid.info.enabled=false}; an application's own bean named {@code objectIdInfoContributor} replaces it.
 */
@AutoConfiguration
@ConditionalOnClass(name = "org.springframework.boot.actuate.info.InfoContributor")
@ConditionalOnBooleanProperty(name = "objectid.info.enabled", matchIfMissing = true)
@EnableConfigurationProperties(ObjectIdProperties.class)
public class ObjectIdInfoAutoConfiguration {

    /** Created by Spring Boot. */
    public ObjectIdInfoAutoConfiguration() {}

    @Bean
    @ConditionalOnMissingBean(name = "objectIdInfoContributor")
    InfoContributor objectIdInfoContributor(ObjectIdProperties properties) {
        return new ObjectIdInfoContributor(properties.info().showProcess());
    }
}
