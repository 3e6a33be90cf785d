package dev.objectid.micronaut.it;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.micronaut.context.ApplicationContext;
import io.micronaut.context.exceptions.ConfigurationException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A process value that is not 10 hexadecimal digits stops the start, naming the value and what is accepted. */
class ProcessValueErrorTest {

    @Test
    void anInvalidProcessValueStopsTheStart() {
        assertThatThrownBy(() -> {
                    try (ApplicationContext context =
                            ApplicationContext.run(Map.of("objectid.generator.process-value", "node-7"))) {
                        context.getEnvironment();
                    }
                })
                .hasRootCauseInstanceOf(ConfigurationException.class)
                .rootCause()
                .hasMessageStartingWith("Invalid ObjectId process value \"node-7\" in objectid.generator.process-value")
                .hasMessageContaining("accepted: exactly 10 hexadecimal digits")
                .hasMessageEndingWith("a different value for each running instance; or no value, to let the"
                        + " generator draw one at random");
    }
}
