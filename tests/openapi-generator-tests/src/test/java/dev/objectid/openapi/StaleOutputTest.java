package dev.objectid.openapi;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.util.FileSystemUtils;

/**
 * What docs/spring-boot.md says of openapi-generator's Maven plugin, run as Maven runs it: a project with the plugin
 * configured as this module's {@code pom.xml} configures it (its {@code openapi-generator} region, the documented
 * one), built three times offline. The format mapped with {@code typeMappings} gets the model suffix
 * ({@code ObjectIdDto}, which no class is); with {@code skipIfSpecIsUnchanged}, which compares a hash of the spec
 * alone, fixing the mapping changes nothing generated; without it, the next build generates from the configuration.
 */
class StaleOutputTest {

    private static final Path PROJECT = Path.of("target", "stale-output");
    private static final Path PET =
            PROJECT.resolve("target/generated-sources/openapi/src/main/java/dev/objectid/openapi/rest/dto/PetDto.java");
    private static final String SCHEMA_MAPPINGS = "<schemaMappings>";
    private static final String POM = """
            <project xmlns="http://maven.apache.org/POM/4.0.0">
                <modelVersion>4.0.0</modelVersion>
                <groupId>dev.objectid.it</groupId>
                <artifactId>stale-output</artifactId>
                <version>1</version>
                <properties>
                    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
                    <openapi-generator.version>%s</openapi-generator.version>
                </properties>
                <build>
                    <plugins>
            %s
                    </plugins>
                </build>
            </project>
            """;

    private static String documented;

    @BeforeAll
    static void project() throws IOException {
        FileSystemUtils.deleteRecursively(PROJECT);
        Files.createDirectories(PROJECT.resolve("src/main/resources"));
        Files.copy(Path.of("src/main/resources/openapi.yaml"), PROJECT.resolve("src/main/resources/openapi.yaml"));
        documented = region(Path.of("pom.xml"), "openapi-generator");
        assertThat(documented).contains(SCHEMA_MAPPINGS).doesNotContain("skipIfSpecIsUnchanged");
    }

    @Test
    void skipIfSpecIsUnchangedKeepsTheClassesOfTheLastConfiguration() throws Exception {
        // the first attempt: the id format mapped with typeMappings, to which the model suffix is added
        String typeMapped = documented.substring(0, documented.indexOf(SCHEMA_MAPPINGS))
                + "<typeMappings><typeMapping>string+objectid=ObjectId</typeMapping></typeMappings>"
                + "<importMappings><importMapping>ObjectId=dev.objectid.ObjectId</importMapping></importMappings>"
                + documented.substring(documented.indexOf("</schemaMappings>") + "</schemaMappings>".length());
        build(skippingIfSpecIsUnchanged(typeMapped));
        assertThat(Files.readString(PET)).contains("private ObjectIdDto id;", "private ObjectIdDto ownerId;");

        // the mapping fixed, the spec unchanged: nothing is generated, the classes of the first attempt stay
        assertThat(build(skippingIfSpecIsUnchanged(documented)))
                .contains("Code generation is skipped because input was unchanged");
        assertThat(Files.readString(PET)).contains("private ObjectIdDto id;");

        // without skipIfSpecIsUnchanged (the documented configuration): generated from the configuration again
        build(documented);
        assertThat(Files.readString(PET))
                .contains("private dev.objectid.ObjectId id;", "private dev.objectid.openapi.owner.OwnerId ownerId;")
                .doesNotContain("ObjectIdDto");
    }

    private static String skippingIfSpecIsUnchanged(String plugin) {
        return plugin.replace("<inputSpec>", "<skipIfSpecIsUnchanged>true</skipIfSpecIsUnchanged><inputSpec>");
    }

    /** Runs {@code mvn generate-sources} on the project with {@code plugin}, offline; its output. */
    private static String build(String plugin) throws IOException, InterruptedException {
        Files.writeString(
                PROJECT.resolve("pom.xml"), POM.formatted(System.getProperty("openapi-generator.version"), plugin));
        Path log = PROJECT.resolve("build.log");
        ProcessBuilder maven = new ProcessBuilder(List.of(
                        Path.of(System.getProperty("maven.home"), "bin", "mvn").toString(),
                        "-B",
                        "-o",
                        "-Dmaven.repo.local=" + System.getProperty("maven.repo.local"),
                        "generate-sources"))
                .directory(PROJECT.toFile())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile());
        maven.environment().put("JAVA_HOME", System.getProperty("java.home"));
        // a short build: the JIT's first tier alone takes a third of the processor time
        maven.environment().put("MAVEN_OPTS", "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC");
        Process build = maven.start();
        if (!build.waitFor(5, TimeUnit.MINUTES)) {
            build.destroyForcibly();
            throw new AssertionError("mvn generate-sources did not end within 5 minutes: " + Files.readString(log));
        }
        String output = Files.readString(log);
        assertThat(build.exitValue()).as(output).isZero();
        return output;
    }

    /** The lines between {@code <!-- tag::name[] -->} and {@code <!-- end::name[] -->} in {@code file}. */
    private static String region(Path file, String name) throws IOException {
        String text = Files.readString(file);
        int start = text.indexOf('\n', text.indexOf("<!-- tag::" + name + "[] -->")) + 1;
        int end = text.lastIndexOf('\n', text.indexOf("<!-- end::" + name + "[] -->"));
        return text.substring(start, end);
    }
}
