package dev.objectid.starter;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * Actuator's {@code info} endpoint shows which process made which ids, and the metrics endpoint the generator's
 * meters: both read from the generator this test JVM (the application's process) generates with.
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
    void infoTellsTheProcessValueOfTheIdsThisProcessMakes() {
        ObjectId id = ObjectId.generate();
        Http.Response info = http.get("/actuator/info");
        assertThat(info.status()).isEqualTo(200);
        Map<String, Object> objectid = info.read("$.objectid");
        ProcessHandle self = ProcessHandle.current();
        assertThat(objectid).containsEntry("processValue", id.toHexString().substring(8, 18))
                .containsEntry("pid", (int) self.pid())
                .containsEntry("started", self.info().startInstant().orElseThrow().toString());
        String host = System.getenv("HOSTNAME");
        if (host != null && !host.isBlank()) {
            assertThat(objectid).containsEntry("host", host.strip());
        }
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
