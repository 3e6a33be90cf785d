package dev.objectid.spring.boot.data.jdbc;

import dev.objectid.spring.boot.ObjectIdProperties;
import dev.objectid.spring.data.jdbc.ObjectIdGeneratingCallback;
import dev.objectid.spring.data.jdbc.ObjectIdJdbcConverters;
import java.util.List;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.ApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Lazy;
import org.springframework.data.jdbc.core.convert.JdbcConverter;
import org.springframework.data.jdbc.core.convert.JdbcCustomConversions;
import org.springframework.data.jdbc.core.mapping.JdbcMappingContext;
import org.springframework.data.jdbc.repository.config.AbstractJdbcConfiguration;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcOperations;
import org.springframework.transaction.PlatformTransactionManager;

/**
 * Spring Data JDBC with ObjectIds, with nothing to configure: when objectid-spring-data-jdbc and Spring Data JDBC are
 * on the class path, the {@code JdbcCustomConversions} Spring Boot would create carries the converters of
 * {@link ObjectIdJdbcConverters} ({@code ObjectId}, every typed id objectid-processor listed, and those named in
 * {@code objectid.spring-data-jdbc.typed-ids}), and {@link ObjectIdGeneratingCallback} gives new aggregates their ids.
 *
 * <p>An application's own {@code JdbcCustomConversions} bean wins; if an aggregate then has an ObjectId or a typed id
 * that it cannot write, the application does not start ({@link JdbcConversionsCheck}). Off with
 * {@code objectid.spring-data-jdbc.enabled=false}.
 */
// before Spring Boot's, whose JdbcCustomConversions backs off when ours is there; after what it needs
@AutoConfiguration(
        beforeName = {
            "org.springframework.boot.autoconfigure.data.jdbc.JdbcRepositoriesAutoConfiguration", // Spring Boot 3.5
            "org.springframework.boot.data.jdbc.autoconfigure.DataJdbcRepositoriesAutoConfiguration"
        }, // Boot 4
        afterName = {
            "org.springframework.boot.autoconfigure.jdbc.JdbcTemplateAutoConfiguration",
            "org.springframework.boot.autoconfigure.jdbc.DataSourceTransactionManagerAutoConfiguration",
            "org.springframework.boot.jdbc.autoconfigure.JdbcTemplateAutoConfiguration",
            "org.springframework.boot.jdbc.autoconfigure.DataSourceTransactionManagerAutoConfiguration"
        })
@ConditionalOnClass({AbstractJdbcConfiguration.class, ObjectIdJdbcConverters.class})
// the conditions of Spring Boot's Data JDBC auto-configuration
@ConditionalOnBean({NamedParameterJdbcOperations.class, PlatformTransactionManager.class})
@ConditionalOnBooleanProperty(name = "objectid.spring-data-jdbc.enabled", matchIfMissing = true)
@EnableConfigurationProperties(ObjectIdProperties.class)
public class ObjectIdSpringDataJdbcAutoConfiguration {

    /** Created by Spring Boot. */
    public ObjectIdSpringDataJdbcAutoConfiguration() {}

    /*
     * Both beans are lazy: created only when Spring Data JDBC asks for them. Spring Boot 4 switches Data JDBC off
     * entirely with spring.data.jdbc.repositories.enabled=false (then nothing asks), Spring Boot 3.5 only its
     * repositories (then the template still needs them).
     */

    /**
     * What Spring Boot's own would be (the dialect's conversions, built by Spring Data JDBC itself), with the ObjectId
     * converters as the user converters.
     */
    @Bean
    @Lazy
    @ConditionalOnMissingBean
    JdbcCustomConversions jdbcCustomConversions(ApplicationContext context, ObjectIdProperties properties) {
        List<Object> converters = ObjectIdJdbcConverters.converters(
                context.getClassLoader(), properties.springDataJdbc().typedIds().toArray(Class<?>[]::new));
        AbstractJdbcConfiguration springData = new AbstractJdbcConfiguration() {
            @Override
            protected List<?> userConverters() {
                return converters;
            }
        };
        springData.setApplicationContext(context);
        return springData.jdbcCustomConversions();
    }

    @Bean
    @Lazy
    @ConditionalOnMissingBean
    ObjectIdGeneratingCallback objectIdGeneratingCallback(JdbcConverter converter) {
        return new ObjectIdGeneratingCallback(converter);
    }

    @Bean
    static JdbcConversionsCheck objectIdJdbcConversionsCheck(
            ObjectProvider<JdbcMappingContext> mappingContext, ObjectProvider<JdbcCustomConversions> conversions) {
        return new JdbcConversionsCheck(mappingContext, conversions);
    }
}
