package dev.objectid.starter;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringBootVersion;

/** The build runs these tests on the Spring Boot line it says (default: 4.1; -Pspring-boot-4.0: 4.0; -Pspring-boot-3.5: 3.5). */
class VersionsTest {

    @Test
    void runsOnTheSpringBootTheBuildChose() {
        assertThat(SpringBootVersion.getVersion()).isEqualTo(System.getProperty("expected.spring-boot.version"));
    }
}
