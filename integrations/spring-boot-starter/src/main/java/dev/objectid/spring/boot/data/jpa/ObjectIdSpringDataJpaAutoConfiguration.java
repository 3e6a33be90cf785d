package dev.objectid.spring.boot.data.jpa;

import dev.objectid.spring.boot.ObjectIdProperties;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;

/**
 * Spring Data JPA with {@code @ObjectIdGenerated} ids: {@code save()} of a new entity whose generated id the application
 * set fails with an {@link AssignedIdNotFoundException} that says so and names the fix, in place of Spring's
 * "Row was updated or deleted by another transaction". Off with {@code objectid.spring-data-jpa.enabled=false}.
 */
@AutoConfiguration
@ConditionalOnClass(
        name = {
            "org.springframework.data.jpa.repository.JpaRepository",
            "org.hibernate.StaleObjectStateException",
            "org.springframework.orm.ObjectOptimisticLockingFailureException"
        })
@ConditionalOnBooleanProperty(name = "objectid.spring-data-jpa.enabled", matchIfMissing = true)
@EnableConfigurationProperties(ObjectIdProperties.class)
public class ObjectIdSpringDataJpaAutoConfiguration {

    /** Created by Spring Boot. */
    public ObjectIdSpringDataJpaAutoConfiguration() {}

    @Bean
    static AssignedIdNotFoundTranslator objectIdAssignedIdNotFoundTranslator() {
        return new AssignedIdNotFoundTranslator();
    }
}
