package dev.objectid.sample;

import static org.assertj.core.api.Assertions.assertThat;

import org.hibernate.Version;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringBootVersion;
import org.springframework.util.ClassUtils;

/**
 * The tests run on the versions the build names: Spring Boot 4.1 with Hibernate 7 and Jackson 3 by default, Spring
 * Boot 3.5 with Hibernate 6.6 and Jackson 2 with {@code -Pspring-boot-3.5}. Guards the profile against switching less
 * than it says.
 */
class VersionsTest {

    @Test
    void runsOnTheSpringBootAndHibernateTheBuildNames() {
        assertThat(SpringBootVersion.getVersion()).isEqualTo(System.getProperty("expected.spring-boot.version"));
        assertThat(Version.getVersionString()).isEqualTo(System.getProperty("expected.hibernate.version"));
    }

    @Test
    void runsOnTheJacksonOfThatSpringBoot() {
        boolean boot4 = SpringBootVersion.getVersion().startsWith("4.");
        ClassLoader loader = getClass().getClassLoader();
        assertThat(ClassUtils.isPresent("tools.jackson.databind.json.JsonMapper", loader))
                .isEqualTo(boot4);
        // Jackson 2 is there on Spring Boot 4 as well, for springdoc's swagger-core only: the API speaks Jackson 3
        assertThat(ClassUtils.isPresent("com.fasterxml.jackson.databind.json.JsonMapper", loader))
                .isTrue();
    }
}
