package dev.objectid.jackson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Both modules report the version of the artifact they ship in, as the build resolved it (the surefire configuration
 * passes the project's coordinates), not {@code Version.unknownVersion()}.
 */
class ModuleVersionTest {

    private static final Pattern VERSION = Pattern.compile("(\\d+)\\.(\\d+)\\.(\\d+)(?:-(.+))?");

    private static String groupId;
    private static String artifactId;
    private static Matcher version;

    @BeforeAll
    static void readTheBuildsCoordinates() {
        groupId = System.getProperty("objectid.groupId");
        artifactId = System.getProperty("objectid.artifactId");
        String projectVersion = System.getProperty("objectid.version");
        assertThat(projectVersion)
                .as("objectid.version, set by the build")
                .isNotNull()
                .doesNotContain("${");
        version = VERSION.matcher(projectVersion);
        assertThat(version.matches())
                .as("the project version %s", projectVersion)
                .isTrue();
    }

    @Test
    void jackson3ModuleReportsTheArtifactsVersion() {
        tools.jackson.core.Version reported = new ObjectIdExtendedJsonModule().version();

        assertThat(reported.isUnknownVersion()).isFalse();
        assertThat(reported.getGroupId()).isEqualTo(groupId);
        assertThat(reported.getArtifactId()).isEqualTo(artifactId);
        assertThat(reported.getMajorVersion()).isEqualTo(Integer.parseInt(version.group(1)));
        assertThat(reported.getMinorVersion()).isEqualTo(Integer.parseInt(version.group(2)));
        assertThat(reported.getPatchLevel()).isEqualTo(Integer.parseInt(version.group(3)));
        assertThat(reported.isSnapshot()).isEqualTo("SNAPSHOT".equals(version.group(4)));
        assertThat(reported.toString()).isEqualTo(version.group());
    }

    @Test
    void jackson2ModuleReportsTheArtifactsVersion() {
        com.fasterxml.jackson.core.Version reported = new ObjectIdExtendedJsonJackson2Module().version();

        assertThat(reported.isUnknownVersion()).isFalse();
        assertThat(reported.getGroupId()).isEqualTo(groupId);
        assertThat(reported.getArtifactId()).isEqualTo(artifactId);
        assertThat(reported.getMajorVersion()).isEqualTo(Integer.parseInt(version.group(1)));
        assertThat(reported.getMinorVersion()).isEqualTo(Integer.parseInt(version.group(2)));
        assertThat(reported.getPatchLevel()).isEqualTo(Integer.parseInt(version.group(3)));
        assertThat(reported.isSnapshot()).isEqualTo("SNAPSHOT".equals(version.group(4)));
        assertThat(reported.toString()).isEqualTo(version.group());
    }
}
