package dev.objectid.sample.demo;

import org.hibernate.cfg.AvailableSettings;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Role;
import org.springframework.orm.jpa.LocalContainerEntityManagerFactoryBean;

/**
 * Registers the {@link SqlRecorder} with Hibernate as its statement inspector
 * ({@code hibernate.session_factory.statement_inspector}). The setting takes an instance here, so the recorder is a
 * Spring bean like any other; this works the same on Spring Boot 3.5 and 4.
 */
@Configuration(proxyBeanMethods = false)
class SqlRecording {

    @Bean
    @Role(BeanDefinition.ROLE_INFRASTRUCTURE) // created early, for a BeanPostProcessor, and that is all right
    static SqlRecorder sqlRecorder() {
        return new SqlRecorder();
    }

    @Bean
    @Role(BeanDefinition.ROLE_INFRASTRUCTURE) // created early, for a BeanPostProcessor, and that is all right
    static BeanPostProcessor statementInspectorRegistration(SqlRecorder sqlRecorder) {
        return new BeanPostProcessor() {
            @Override
            public Object postProcessBeforeInitialization(Object bean, String beanName) {
                // tag::register[]
                if (bean instanceof LocalContainerEntityManagerFactoryBean factory) {
                    factory.getJpaPropertyMap().put(AvailableSettings.STATEMENT_INSPECTOR, sqlRecorder);
                }
                // end::register[]
                return bean;
            }
        };
    }
}
