package dev.objectid.micronaut.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import dev.objectid.ObjectIdGenerator;
import io.micrometer.core.instrument.MeterRegistry;
import io.micronaut.context.annotation.Property;
import io.micronaut.core.type.Argument;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.client.HttpClient;
import io.micronaut.http.client.annotation.Client;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What objectid-micronaut tells operators, with the names the Spring Boot starter and the Quarkus extension use: the
 * process value from {@code objectid.generator.process-value}, in every id and in the {@code objectid} health
 * indicator; the meters {@code objectid.ids.generated} and {@code objectid.generator.ahead}.
 */
@MicronautTest(transactional = false)
// tag::process-value[]
@Property(name = "objectid.generator.process-value", value = "00000000fe")
// end::process-value[]
@Property(name = "endpoints.health.details-visible", value = "ANONYMOUS")
class ObservabilityTest {

    @Inject
    @Client("/")
    HttpClient http;

    @Inject
    MeterRegistry meters;

    @Test
    void idsCarryTheConfiguredProcessValue() {
        assertThat(ObjectId.generate().toHexString().substring(8, 18)).isEqualTo("00000000fe");
        assertThat(ObjectIdGenerator.shared().processTrace().assigned()).isTrue();
    }

    @Test
    void theHealthIndicatorShowsWhatIdsShow() {
        Map<String, Object> health =
                http.toBlocking().retrieve(HttpRequest.GET("/health"), Argument.mapOf(String.class, Object.class));
        @SuppressWarnings("unchecked")
        Map<String, Object> objectid =
                (Map<String, Object>) ((Map<String, Object>) health.get("details")).get("objectid");
        assertThat(objectid)
                .containsEntry("status", "UP")
                .containsEntry(
                        "details", Map.of("processValue", "00000000fe", "assigned", true, "secondsAheadOfClock", 0));
    }

    @Test
    void theMetersReadTheGenerator() {
        long before =
                (long) meters.get("objectid.ids.generated").functionCounter().count();
        ObjectId.generate();
        ObjectId.generate();
        assertThat(meters.get("objectid.ids.generated").functionCounter().count())
                .isEqualTo(before + 2.0);
        assertThat(meters.get("objectid.ids.generated")
                        .functionCounter()
                        .getId()
                        .getBaseUnit())
                .isEqualTo("ids");
        assertThat(meters.get("objectid.generator.ahead").gauge().value()).isZero();
        assertThat(meters.get("objectid.generator.ahead").gauge().getId().getBaseUnit())
                .isEqualTo("seconds");
    }
}
