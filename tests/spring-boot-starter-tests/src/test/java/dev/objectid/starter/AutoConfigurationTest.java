package dev.objectid.starter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import com.jayway.jsonpath.JsonPath;
import dev.objectid.spring.boot.actuate.ObjectIdInfoAutoConfiguration;
import dev.objectid.spring.boot.actuate.ObjectIdMetricsAutoConfiguration;
import dev.objectid.spring.boot.data.jdbc.ObjectIdSpringDataJdbcAutoConfiguration;
import dev.objectid.spring.boot.data.jpa.ObjectIdSpringDataJpaAutoConfiguration;
import dev.objectid.spring.boot.generator.ObjectIdGeneratorAutoConfiguration;
import dev.objectid.spring.boot.graphql.ObjectIdGraphQlAutoConfiguration;
import dev.objectid.spring.boot.jackson.ObjectIdJacksonAutoConfiguration;
import dev.objectid.spring.boot.jdbc.ObjectIdJdbcAutoConfiguration;
import dev.objectid.spring.boot.openapi.ObjectIdOpenApiAutoConfiguration;
import dev.objectid.spring.boot.webmvc.ObjectIdWebMvcAutoConfiguration;
import io.micrometer.core.instrument.binder.MeterBinder;
import io.swagger.v3.core.converter.ModelConverter;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.actuate.info.InfoContributor;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.context.annotation.ImportCandidates;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;

/** When each part of the starter switches on, and what it tells Spring Boot and the IDE about itself. */
class AutoConfigurationTest {

    @Test
    void springBootFindsEveryAutoConfiguration() {
        List<String> candidates = ImportCandidates.load(
                        AutoConfiguration.class, getClass().getClassLoader())
                .getCandidates();
        assertThat(candidates)
                .contains(
                        ObjectIdWebMvcAutoConfiguration.class.getName(),
                        ObjectIdOpenApiAutoConfiguration.class.getName(),
                        ObjectIdInfoAutoConfiguration.class.getName(),
                        ObjectIdMetricsAutoConfiguration.class.getName(),
                        ObjectIdGeneratorAutoConfiguration.class.getName(),
                        ObjectIdSpringDataJdbcAutoConfiguration.class.getName(),
                        ObjectIdSpringDataJpaAutoConfiguration.class.getName(),
                        ObjectIdGraphQlAutoConfiguration.class.getName(),
                        ObjectIdJacksonAutoConfiguration.class.getName(),
                        ObjectIdJdbcAutoConfiguration.class.getName());
    }

    @Test
    void infoAndMetricsUnlessSwitchedOffOrReplaced() {
        ApplicationContextRunner runner = new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(
                        ObjectIdInfoAutoConfiguration.class, ObjectIdMetricsAutoConfiguration.class));
        runner.run(context ->
                assertThat(context).hasSingleBean(InfoContributor.class).hasSingleBean(MeterBinder.class));
        runner.withPropertyValues("objectid.info.enabled=false", "objectid.metrics.enabled=false")
                .run(context -> assertThat(context)
                        .doesNotHaveBean(InfoContributor.class)
                        .doesNotHaveBean(MeterBinder.class));
        runner.withBean("objectIdInfoContributor", InfoContributor.class, () -> builder -> {})
                .run(context -> assertThat(context)
                        .hasSingleBean(InfoContributor.class)
                        .getBean(InfoContributor.class)
                        .extracting(bean -> bean.getClass().getName())
                        .isNotEqualTo("dev.objectid.spring.boot.actuate.ObjectIdInfoContributor"));
        runner.withClassLoader(new FilteredClassLoader("org.springframework.boot.actuate", "io.micrometer"))
                .run(context -> assertThat(context)
                        .hasNotFailed()
                        .doesNotHaveBean("objectIdInfoContributor")
                        .doesNotHaveBean("objectIdMeters"));
    }

    @Test
    void problemDetailsOnlyInAServletWebApplication() {
        new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(SpringMvc.AUTO_CONFIGURATIONS))
                .withConfiguration(AutoConfigurations.of(ObjectIdWebMvcAutoConfiguration.class))
                .run(context -> assertThat(context).hasNotFailed().doesNotHaveBean("objectIdProblemDetailsResolver"));
        new WebApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(SpringMvc.AUTO_CONFIGURATIONS))
                .withConfiguration(AutoConfigurations.of(ObjectIdWebMvcAutoConfiguration.class))
                .run(context -> assertThat(context)
                        .hasBean("objectIdProblemDetailsResolver")
                        .hasBean("objectIdProblemDetailsAdvice"));
    }

    @Test
    void theModelConverterOnlyWithSpringdocAndNotSwitchedOff() {
        ApplicationContextRunner runner = new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(ObjectIdOpenApiAutoConfiguration.class));
        runner.run(context -> assertThat(context).hasSingleBean(ModelConverter.class));
        runner.withPropertyValues("objectid.openapi.enabled=false")
                .run(context -> assertThat(context).doesNotHaveBean(ModelConverter.class));
        runner.withClassLoader(new FilteredClassLoader("org.springdoc"))
                .run(context -> assertThat(context).hasNotFailed().doesNotHaveBean("objectIdModelConverter"));
    }

    @Test
    void everyPropertyHasMetadataForTheIde() throws IOException {
        Map<String, Object> starter = null;
        for (URL resource : Collections.list(
                getClass().getClassLoader().getResources("META-INF/spring-configuration-metadata.json"))) {
            try (InputStream in = resource.openStream()) {
                Map<String, Object> metadata = JsonPath.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8))
                        .read("$");
                if (resource.toString().contains("objectid-spring-boot-starter")) {
                    starter = metadata;
                }
            }
        }
        assertThat(starter).as("the starter's metadata").isNotNull();
        List<Map<String, Object>> properties = JsonPath.parse(starter).read("$.properties");
        assertThat(properties)
                .extracting(property -> property.get("name"))
                .containsExactlyInAnyOrder(
                        "objectid.problem-details.enabled",
                        "objectid.data-binding.enabled",
                        "objectid.graphql.enabled",
                        "objectid.openapi.enabled",
                        "objectid.info.enabled",
                        "objectid.info.show-process",
                        "objectid.metrics.enabled",
                        "objectid.jdbc.enabled",
                        "objectid.jdbc.column-format",
                        "objectid.spring-data-jdbc.enabled",
                        "objectid.spring-data-jdbc.typed-ids",
                        "objectid.spring-data-jpa.enabled",
                        "objectid.generator.process-value",
                        "objectid.jackson.extended-json");
        assertThat(properties)
                .filteredOn(property -> property.get("name").toString().endsWith(".enabled"))
                .hasSize(9)
                .allSatisfy(property -> {
                    assertThat(property)
                            .containsEntry("type", "java.lang.Boolean")
                            .containsEntry("defaultValue", true);
                    assertThat((String) property.get("description"))
                            .startsWith("Whether ")
                            .endsWith(".");
                });
        assertThat(properties)
                .filteredOn(property -> !property.get("name").toString().endsWith(".enabled"))
                .allSatisfy(property -> assertThat((String) property.get("description"))
                        .isNotBlank()
                        .endsWith("."))
                .extracting(property -> property.get("type"), property -> property.get("defaultValue"))
                .containsExactlyInAnyOrder(
                        tuple("java.util.List<java.lang.Class<?>>", null),
                        tuple("java.lang.String", null),
                        tuple("dev.objectid.jdbc.ColumnFormat", "binary"),
                        tuple("java.lang.Boolean", false),
                        tuple("java.lang.Boolean", false));
    }
}
