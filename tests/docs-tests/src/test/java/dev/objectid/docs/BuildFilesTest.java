package dev.objectid.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The build files the guide shows: the consumer project's {@code pom.xml}, which {@code .ci/consumer-check} builds and
 * tests, and its Gradle equivalent {@code build.gradle.kts}, which no test can run here (there is no Gradle on the CI
 * machines) and is therefore held to declaring the same artifacts of ours, in the same roles, as the POM; and the
 * table of published modules in docs/releasing.md, held to the BOM.
 */
class BuildFilesTest {

    private static final Path ROOT =
            Path.of(System.getProperty("project.root", "..")).toAbsolutePath().normalize();
    private static final Path CONSUMER = ROOT.resolve(".ci/consumer");

    @Test
    void theGradleBuildDeclaresWhatTheMavenBuildDeclares() throws IOException {
        String pom = Files.readString(CONSUMER.resolve("pom.xml"));
        String gradle = Files.readString(CONSUMER.resolve("build.gradle.kts"));

        assertThat(pom).contains("<artifactId>objectid-bom</artifactId>", "<scope>import</scope>");
        assertThat(gradle)
                .contains(
                        "implementation(platform(\"dev.objectid:objectid-bom:$objectidVersion\"))",
                        "annotationProcessor(platform(\"dev.objectid:objectid-bom:$objectidVersion\"))");
        assertThat(gradleArtifacts(gradle, "implementation")).containsExactlyElementsOf(mavenDependencies(pom));
        assertThat(gradleArtifacts(gradle, "annotationProcessor")).containsExactly("objectid-processor");
        assertThat(versionOf(gradle, "val objectidVersion = \"([^\"]+)\""))
                .isEqualTo(versionOf(pom, "<objectid.version>([^<]+)</objectid.version>"))
                .isEqualTo(versionOf(Files.readString(ROOT.resolve("pom.xml")), "<revision>([^<]+)</revision>"));
    }

    @Test
    void theMavenBuildTakesTheProcessorFromTheProcessorPathOnly() throws IOException {
        String pom = Files.readString(CONSUMER.resolve("pom.xml"));
        String paths =
                pom.substring(pom.indexOf("<annotationProcessorPaths>"), pom.indexOf("</annotationProcessorPaths>"));

        assertThat(paths)
                .contains("<artifactId>objectid-processor</artifactId>")
                .doesNotContain("<version>");
        assertThat(mavenDependencies(pom)).doesNotContain("objectid-processor");
    }

    @Test
    void theReleasingPageListsWhatTheBomPublishes() throws IOException {
        String bom = Files.readString(ROOT.resolve("bom/pom.xml"));
        String managed = bom.substring(bom.indexOf("<dependencyManagement>"), bom.indexOf("</dependencyManagement>"));
        Set<String> published = matches(managed, "<artifactId>(objectid-[a-z0-9-]+)</artifactId>");
        published.add("objectid-bom");

        String page = Files.readString(ROOT.resolve("docs/releasing.md"));
        int start = page.indexOf("| module | artifact |");
        String table = page.substring(start, page.indexOf("\n\n", start));

        assertThat(matches(table, "\\| `[^`]+` \\| `(objectid-[a-z0-9-]+)`")).isEqualTo(published);
    }

    /** The first group of every match, sorted. */
    private static Set<String> matches(String text, String regex) {
        Set<String> found = new TreeSet<>();
        Matcher m = Pattern.compile(regex).matcher(text);
        while (m.find()) {
            found.add(m.group(1));
        }
        return found;
    }

    /** Our artifacts in the POM's {@code <dependencies>}, without versions (they come from the BOM). */
    private static Set<String> mavenDependencies(String pom) {
        int start = pom.indexOf("<dependencies>", pom.indexOf("</dependencyManagement>"));
        String dependencies = pom.substring(start, pom.indexOf("</dependencies>", start));
        Set<String> artifacts = new TreeSet<>();
        Matcher ours = Pattern.compile(
                        "<groupId>dev\\.objectid</groupId>\\s*<artifactId>([^<]+)</artifactId>\\s*" + "(<version>)?")
                .matcher(dependencies);
        while (ours.find()) {
            assertThat(ours.group(2))
                    .as("version of " + ours.group(1) + ": the BOM sets it")
                    .isNull();
            artifacts.add(ours.group(1));
        }
        return artifacts;
    }

    private static Set<String> gradleArtifacts(String gradle, String configuration) {
        return matches(gradle, configuration + "\\(\"dev\\.objectid:([^\":]+)\"\\)");
    }

    private static String versionOf(String text, String regex) {
        Matcher matcher = Pattern.compile(regex).matcher(text);
        assertThat(matcher.find()).as(regex).isTrue();
        return matcher.group(1);
    }
}
