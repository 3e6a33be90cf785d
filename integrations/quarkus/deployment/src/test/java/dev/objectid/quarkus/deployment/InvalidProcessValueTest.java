package dev.objectid.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.quarkus.test.shop.ShopApp;
import io.quarkus.test.QuarkusUnitTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A process value that is not 10 hexadecimal digits stops the start, with a message naming it. */
class InvalidProcessValueTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = ShopApp.create()
            .overrideRuntimeConfigKey("quarkus.objectid.generator.process-value", "0x2a")
            .assertException(failure -> assertThat(rootCause(failure))
                    .hasMessageContaining(
                            "Invalid ObjectId process value \"0x2a\" in quarkus.objectid.generator.process-value; accepted: exactly 10 "
                                    + "hexadecimal digits, 0000000000 .. ffffffffff")
                    .hasMessageEndingWith("a different value for each running instance; or no value, to let "
                            + "the generator draw one at random"));

    @Test
    void theApplicationDoesNotStart() {
        // the assertion is in assertException: the start failed as expected
    }

    static Throwable rootCause(Throwable failure) {
        Throwable cause = failure;
        while (cause.getCause() != null && cause.getCause() != cause) {
            cause = cause.getCause();
        }
        return cause;
    }
}
