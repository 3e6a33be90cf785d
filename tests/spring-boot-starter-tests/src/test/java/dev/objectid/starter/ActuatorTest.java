package dev.objectid.starter;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import dev.objectid.spring.boot.actuate.ObjectIdInfoAutoConfiguration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.actuate.info.Info;
import org.springframework.boot.actuate.info.InfoContributor;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.ApplicationContext;

/**
 * Actuator's {@code info} endpoint shows which process made which ids, and the metrics endpoint the generator's
 * meters: both read from the generator this test JVM (the application's process) generates with. By default the info
 * endpoint shows nothing that an id does not show as well.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class ActuatorTest {

    @Value("${local.server.port}")
    int port;

    Http http;

    @BeforeEach
    void connect() {
        http = new Http(port);
    }

    @Test
    void infoTellsTheProcessValueOfTheIdsThisProcessMakesAndNothingMore() {
        ObjectId id = ObjectId.generate();
        Http.Response info = http.get("/actuator/info");
        assertThat(info.status()).isEqualTo(200);
        Map<String, Object> objectid = info.read("$.objectid");
        assertThat(objectid)
                .containsExactly(Map.entry("processValue", id.toHexString().substring(8, 18)));
    }

    @Test
    void hostPidAndStartTimeOnlyWhenAskedFor() {
        ApplicationContextRunner runner = new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(ObjectIdInfoAutoConfiguration.class));
        ObjectId id = ObjectId.generate();
        runner.run(context -> assertThat(objectIdSection(context)).containsOnlyKeys("processValue"));
        runner.withPropertyValues("objectid.info.show-process=true").run(context -> {
            Map<String, Object> objectid = objectIdSection(context);
            ProcessHandle self = ProcessHandle.current();
            assertThat(objectid)
                    .containsEntry("processValue", id.toHexString().substring(8, 18))
                    .containsEntry("pid", self.pid())
                    .containsEntry(
                            "started", self.info().startInstant().orElseThrow().toString());
            String host = System.getenv("HOSTNAME");
            if (host != null && !host.isBlank()) {
                assertThat(objectid).containsEntry("host", host.strip());
            }
        });
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> objectIdSection(ApplicationContext context) {
        Info.Builder info = new Info.Builder();
        context.getBean(InfoContributor.class).contribute(info);
        return (Map<String, Object>) info.build().get("objectid");
    }

    @Test
    void theCounterCountsEveryIdAndTheGaugeIsZeroWithASteadyClock() {
        double before = measurement("objectid.ids.generated", "COUNT");
        for (int i = 0; i < 25; i++) {
            ObjectId.generate();
        }
        assertThat(measurement("objectid.ids.generated", "COUNT")).isEqualTo(before + 25);

        Http.Response ahead = http.get("/actuator/metrics/objectid.generator.ahead");
        assertThat(ahead.<String>read("$.baseUnit")).isEqualTo("seconds");
        assertThat(measurement("objectid.generator.ahead", "VALUE")).isBetween(0.0, 1.0);
    }

    private double measurement(String meter, String statistic) {
        Http.Response response = http.get("/actuator/metrics/" + meter);
        assertThat(response.status()).as(response.toString()).isEqualTo(200);
        List<Number> values = response.read("$.measurements[?(@.statistic == '" + statistic + "')].value");
        assertThat(values).hasSize(1);
        return values.get(0).doubleValue();
    }
}
