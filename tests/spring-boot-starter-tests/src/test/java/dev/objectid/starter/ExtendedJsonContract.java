package dev.objectid.starter;

import static org.assertj.core.api.Assertions.assertThat;

import com.jayway.jsonpath.JsonPath;
import dev.objectid.ObjectId;
import dev.objectid.spring.boot.ObjectIdStartupException;
import dev.objectid.spring.boot.jackson.ObjectIdJacksonAutoConfiguration;
import dev.objectid.starter.shop.CustomerId;
import dev.objectid.starter.shop.OrderView;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.ApplicationContext;
import org.springframework.core.io.ClassPathResource;
import org.springframework.core.io.support.PropertiesLoaderUtils;

/**
 * {@code objectid.jackson.extended-json}: on, the JSON mapper Spring Boot auto-configures (Jackson 3 on Spring Boot 4,
 * Jackson 2 on 3.5; each line's {@code ExtendedJsonTest} reads and writes with its own) writes ids as
 * {@code {"$oid": "…"}} and reads them back; off or unset, as hex strings; on without objectid-jackson, the start fails
 * naming the dependency to add.
 */
abstract class ExtendedJsonContract {

    static final String A = "6740c5e1a3f29b04c7000001";
    static final String B = "6740c5e1a3f29b04c7000002";
    static final String C = "66322ec0a1b2c3d4e50f1e2d";
    static final OrderView ORDER = new OrderView(
            ObjectId.parse(A), CustomerId.valueOf(B), List.of(ObjectId.parse(C)), Map.of(CustomerId.valueOf(C), 2));

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(SpringMvc.AUTO_CONFIGURATIONS))
            .withConfiguration(AutoConfigurations.of(ObjectIdJacksonAutoConfiguration.class));

    /** The module class objectid-jackson has for this line's Jackson, which the starter registers as a bean. */
    abstract Class<?> moduleOfThisLine();

    abstract String write(ApplicationContext context, Object value);

    abstract <T> T read(ApplicationContext context, String json, Class<T> type);

    @Test
    void switchedOnIdsAreWrittenAsExtendedJsonAndReadBack() throws IOException {
        runner.withPropertyValues(documentedProperties()).run(context -> {
            assertThat(context).hasNotFailed().hasSingleBean(moduleOfThisLine());
            String json = write(context, ORDER);
            assertThat(JsonPath.parse(json).<Map<String, Object>>read("$"))
                    .isEqualTo(Map.of(
                            "id",
                            Map.of("$oid", A),
                            "customerId",
                            Map.of("$oid", B),
                            "related",
                            List.of(Map.of("$oid", C)),
                            "referrals",
                            Map.of(C, 2)));
            assertThat(read(context, json, OrderView.class)).isEqualTo(ORDER);
            assertThat(write(context, CustomerId.valueOf(B))).isEqualTo("{\"$oid\":\"" + B + "\"}");
            assertThat(write(context, ObjectId.parse(A))).isEqualTo("{\"$oid\":\"" + A + "\"}");
            String hex = "{\"id\":\"" + A + "\",\"customerId\":\"" + B + "\"}";
            assertThat(read(context, hex, OrderView.class).customerId())
                    .as("hex strings are still read")
                    .isEqualTo(CustomerId.valueOf(B));
        });
    }

    @Test
    void switchedOffOrUnsetIdsAreHexStrings() {
        for (String[] properties : List.of(new String[0], new String[] {"objectid.jackson.extended-json=false"})) {
            runner.withPropertyValues(properties).run(context -> {
                assertThat(context).hasNotFailed().doesNotHaveBean(moduleOfThisLine());
                String json = write(context, ORDER);
                assertThat(JsonPath.parse(json).<Map<String, Object>>read("$"))
                        .isEqualTo(Map.of("id", A, "customerId", B, "related", List.of(C), "referrals", Map.of(C, 2)));
                assertThat(read(context, json, OrderView.class)).isEqualTo(ORDER);
            });
        }
    }

    @Test
    void switchedOnWithoutObjectIdJacksonTheStartFailsNamingTheDependency() {
        runner.withPropertyValues("objectid.jackson.extended-json=true")
                .withClassLoader(new FilteredClassLoader("dev.objectid.jackson"))
                .run(context -> {
                    assertThat(context).hasFailed();
                    assertThat(context.getStartupFailure())
                            .isInstanceOf(ObjectIdStartupException.class)
                            .hasMessage("objectid.jackson.extended-json is true, but objectid-jackson, whose modules "
                                    + "write ids as MongoDB Extended JSON ({\"$oid\": \"...\"}), is not on the class "
                                    + "path (or no Jackson is: its module for Jackson 3 or for Jackson 2 loads only "
                                    + "beside that Jackson)")
                            .extracting(failure -> ((ObjectIdStartupException) failure).action())
                            .asString()
                            .startsWith("Add the dependency dev.objectid:objectid-jackson");
                });
        runner.withClassLoader(new FilteredClassLoader("dev.objectid.jackson"))
                .run(context -> assertThat(context)
                        .as("switched off, objectid-jackson is not needed")
                        .hasNotFailed());
    }

    /** An application's own module bean of the same type replaces the starter's. */
    @Test
    void theApplicationsOwnModuleWins() {
        runner.withPropertyValues("objectid.jackson.extended-json=true")
                .withBean("applicationsModule", moduleOfThisLine())
                .run(context ->
                        assertThat(context).hasSingleBean(moduleOfThisLine()).hasBean("applicationsModule"));
    }

    /** The lines docs/from-mongodb.md shows, as {@code key=value} pairs. */
    private static String[] documentedProperties() throws IOException {
        Properties documented = PropertiesLoaderUtils.loadProperties(new ClassPathResource("extended-json.properties"));
        assertThat(documented).isNotEmpty();
        return documented.entrySet().stream()
                .map(entry -> entry.getKey() + "=" + entry.getValue())
                .toArray(String[]::new);
    }
}
