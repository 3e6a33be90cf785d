package dev.objectid.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectIdGenerator;
import dev.objectid.quarkus.test.shop.ShopApp;
import io.quarkus.test.QuarkusUnitTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The operator assigned another process value (system property) than the configuration: the start stops, naming both.
 */
class ConflictingProcessValueTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = ShopApp.create()
            .overrideRuntimeConfigKey("quarkus.objectid.generator.process-value", "00000000ff")
            .setBeforeAllCustomizer(() -> System.setProperty(ObjectIdGenerator.PROCESS_VALUE_PROPERTY, "42"))
            .setAfterAllCustomizer(() -> System.clearProperty(ObjectIdGenerator.PROCESS_VALUE_PROPERTY))
            .assertException(failure -> assertThat(InvalidProcessValueTest.rootCause(failure))
                    .hasMessageContaining("The ObjectId process value is assigned twice, differently: "
                            + "quarkus.objectid.generator.process-value=\"00000000ff\" and system property "
                            + "objectid.processValue=\"42\""));

    @Test
    void theApplicationDoesNotStart() {
        // the assertion is in assertException: the start failed as expected
    }
}
