package dev.objectid.ledger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.objectid.ObjectId;
import dev.objectid.spring.data.jdbc.ObjectIdJdbcConverters;
import dev.objectid.starter.shop.CustomerId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.annotation.AnnotatedBeanDefinition;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.assertj.AssertableApplicationContext;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.annotation.Bean;
import org.springframework.core.NestedExceptionUtils;
import org.springframework.data.jdbc.core.convert.JdbcCustomConversions;

/**
 * When the starter configures Spring Data JDBC, and what happens when the application configures it itself: the
 * ledger application started whole (all of Spring Boot's auto-configuration) on embedded H2.
 */
@ExtendWith(OutputCaptureExtension.class)
class SpringDataJdbcAutoConfigurationTest {

    private final ApplicationContextRunner runner =
            new ApplicationContextRunner().withUserConfiguration(LedgerApplication.class);

    @Test
    void theStartersConversionsWriteObjectIdsListedAndNamedTypedIds() {
        runner.run(context -> {
            assertThat(context).hasNotFailed().hasBean("objectIdGeneratingCallback");
            assertThat(declaringClassOf(context)).endsWith("ObjectIdSpringDataJdbcAutoConfiguration");
            JdbcCustomConversions conversions = context.getBean(JdbcCustomConversions.class);
            assertThat(conversions.hasCustomWriteTarget(ObjectId.class)).isTrue();
            assertThat(conversions.hasCustomWriteTarget(EntryId.class))
                    .as("named in a property")
                    .isTrue();
            assertThat(conversions.hasCustomWriteTarget(CustomerId.class))
                    .as("listed by the processor")
                    .isTrue();
            assertThat(conversions.isSimpleType(EntryId.class)).isTrue();
        });
    }

    @Test
    void anOwnConversionsBeanWithTheObjectIdConvertersWins() {
        runner.withUserConfiguration(OwnConversions.class).run(context -> {
            assertThat(context).hasNotFailed().hasBean("objectIdGeneratingCallback");
            assertThat(declaringClassOf(context)).isEqualTo(OwnConversions.class.getName());
        });
    }

    @Test
    void anOwnConversionsBeanWithoutThemStopsTheStartNamingEveryIdItCannotWrite() {
        runner.withUserConfiguration(ConversionsWithoutObjectIds.class).run(context -> {
            assertThat(context).hasFailed();
            assertThat(NestedExceptionUtils.getMostSpecificCause(context.getStartupFailure()))
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("Spring Data JDBC cannot write these ObjectIds and typed ids: "
                            + "dev.objectid.ledger.Account.id (dev.objectid.ObjectId), "
                            + "dev.objectid.ledger.Entry.account (dev.objectid.ObjectId), "
                            + "dev.objectid.ledger.Entry.customer (dev.objectid.starter.shop.CustomerId), "
                            + "dev.objectid.ledger.Entry.id (dev.objectid.ledger.EntryId).");
        });
    }

    @Test
    void springBootExplainsTheFailure(CapturedOutput output) {
        assertThatThrownBy(
                        () -> new SpringApplicationBuilder(LedgerApplication.class, ConversionsWithoutObjectIds.class)
                                .web(WebApplicationType.NONE)
                                .run()
                                .close())
                .hasRootCauseInstanceOf(IllegalStateException.class);
        assertThat(output)
                .contains(
                        "APPLICATION FAILED TO START",
                        "Spring Data JDBC cannot write these ObjectIds",
                        "JdbcCustomConversions.of(dialect, ObjectIdJdbcConverters.converters())",
                        "objectid.spring-data-jdbc.enabled=false");
    }

    @Test
    void switchedOffOrWithoutTheModuleTheStarterLeavesSpringDataJdbcAlone() {
        runner.withUserConfiguration(OwnConversions.class)
                .withPropertyValues("objectid.spring-data-jdbc.enabled=false")
                .run(context -> assertThat(context)
                        .hasNotFailed()
                        .doesNotHaveBean("objectIdGeneratingCallback")
                        .doesNotHaveBean("objectIdJdbcConversionsCheck"));
        // without objectid-spring-data-jdbc the ledger cannot map its ids: only the template, no repositories
        runner.withClassLoader(new FilteredClassLoader(ObjectIdJdbcConverters.class))
                .withPropertyValues("spring.data.jdbc.repositories.enabled=false")
                .run(context -> assertThat(context)
                        .hasNotFailed()
                        .doesNotHaveBean("objectIdGeneratingCallback")
                        .doesNotHaveBean("objectIdJdbcConversionsCheck"));
    }

    private static String declaringClassOf(AssertableApplicationContext context) {
        String name = context.getBeanNamesForType(JdbcCustomConversions.class)[0];
        return ((AnnotatedBeanDefinition) context.getBeanFactory().getBeanDefinition(name))
                .getFactoryMethodMetadata()
                .getDeclaringClassName();
    }

    /** Not a {@code @Configuration}: the ledger's component scan must not find it. */
    static class OwnConversions {
        @Bean
        JdbcCustomConversions jdbcCustomConversions() {
            return new JdbcCustomConversions(ObjectIdJdbcConverters.converters(EntryId.class));
        }
    }

    /** Not a {@code @Configuration}: the ledger's component scan must not find it. */
    static class ConversionsWithoutObjectIds {
        @Bean
        JdbcCustomConversions jdbcCustomConversions() {
            return new JdbcCustomConversions();
        }
    }
}
