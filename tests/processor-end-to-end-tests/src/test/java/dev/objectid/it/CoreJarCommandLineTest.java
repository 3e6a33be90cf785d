package dev.objectid.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import java.io.IOException;
import java.time.Instant;
import java.util.List;
import java.util.jar.JarFile;
import org.junit.jupiter.api.Test;

/**
 * The objectid-core jar as the reactor packaged it is a command line that needs nothing else: {@code java -jar} with
 * no class path of its own. {@code generate} prints ids and nothing else, on standard output.
 */
class CoreJarCommandLineTest {

    @Test
    void javaDashJarRunsTheCommandLineWithNothingElseOnTheClassPath() throws Exception {
        ObjectId id = ObjectId.parse("66322ec0a1b2c3d4e50f1e2d");

        CoreJar.Result inspect = CoreJar.run("inspect", id.toHexString());
        CoreJar.Result generate = CoreJar.run("generate", "3");

        assertThat(inspect.status()).isZero();
        assertThat(inspect.out()).contains("timestamp      " + id.timestamp(), "process value  a1b2c3d4e5");
        assertThat(generate.status()).isZero();
        assertThat(generate.err()).as("ids only: the generator's trace line is not printed").isEmpty();
        List<String> ids = generate.out().lines().toList();
        assertThat(ids).hasSize(3).allMatch(ObjectId::isValid).isSorted();
        assertThat(ObjectId.parse(ids.get(0)).timestamp()).isAfter(Instant.now().minusSeconds(60));
    }

    @Test
    void theJarNamesItsMainClassAndNoClassPath() throws IOException {
        try (JarFile jar = new JarFile(CoreJar.JAR.toFile())) {
            var attributes = jar.getManifest().getMainAttributes();

            assertThat(attributes.getValue("Main-Class")).isEqualTo("dev.objectid.cli.ObjectIdCli");
            assertThat(attributes.getValue("Class-Path")).isNull();
            assertThat(attributes.getValue("Automatic-Module-Name")).isEqualTo("dev.objectid");
        }
    }
}
