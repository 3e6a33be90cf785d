package dev.objectid.micronaut.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.data.annotation.MappedEntity;
import org.junit.jupiter.api.Test;

/**
 * objectid-processor's tests of {@code @MappedEntity} compile against micronaut-data-model at the version the root POM
 * names ({@code micronaut-data.version}), since importing the Micronaut platform there would change their other
 * versions: that version must stay the one the platform manages, which this module runs with.
 */
class PlatformVersionsTest {

    @Test
    void theProcessorTestsCompileAgainstThePlatformsMicronautData() {
        assertThat(MappedEntity.class.getPackage().getImplementationVersion())
                .isEqualTo(System.getProperty("objectid.micronaut-data.version"));
    }
}
