package dev.objectid.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.objectid.ObjectId;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import org.junit.jupiter.api.Test;

/**
 * The jar as the build packaged it is the whole tool: {@code java -jar objectid-cli-<version>.jar} with no class path
 * of its own runs every command, with the JDBC drivers inside. {@code generate} prints ids and nothing else.
 */
class RunnableJarIT {

    static final Path JAR = Path.of(System.getProperty("cli.jar", "target/objectid-cli.jar"));

    @Test
    void javaDashJarRunsTheCommandLineWithNothingElseOnTheClassPath() throws Exception {
        ObjectId id = ObjectId.parse("66322ec0a1b2c3d4e50f1e2d");

        Result inspect = run("inspect", id.toHexString());
        Result generate = run("generate", "3");

        assertThat(inspect.status()).isZero();
        assertThat(inspect.out()).contains("timestamp      " + id.timestamp(), "process value  a1b2c3d4e5");
        assertThat(generate.status()).isZero();
        assertThat(generate.err())
                .as("ids only: the generator's trace line is not printed")
                .isEmpty();
        List<String> ids = generate.out().lines().toList();
        assertThat(ids).hasSize(3).allMatch(ObjectId::isValid).isSorted();
        assertThat(ObjectId.parse(ids.get(0)).timestamp()).isAfter(Instant.now().minusSeconds(60));
    }

    @Test
    void theDriversAreInsideTheJar() throws Exception {
        Path dump = Files.createTempDirectory("objectid-import").resolve("notes.json");
        Files.writeString(dump, "{\"_id\":{\"$oid\":\"66322ec0a1b2c3d4e50f1e2d\"},\"text\":\"hello\"}\n");
        String url = "jdbc:h2:" + dump.getParent().resolve("db")
                + ";INIT=create table notes (id binary(12) primary key, " + "text varchar(20))";

        Result imported = run("import", "--url", url, dump.toString());

        assertThat(imported.status()).as(imported.err()).isZero();
        assertThat(imported.out()).contains("notes", "1");
    }

    @Test
    void eachCommandHasItsOwnHelpAndTheJarItsVersion() throws Exception {
        Result help = run("seed", "--help");
        Result version = run("--version");

        assertThat(help.status()).isZero();
        assertThat(help.out())
                .contains("Usage: java -jar objectid-cli.jar seed ")
                .doesNotContain(" import ");
        assertThat(version.out().strip()).isEqualTo("objectid-cli " + System.getProperty("project.version"));
    }

    /**
     * {@code --password} without a value asks for it on the terminal, without echo: {@code script} gives the jar a
     * terminal of its own, whose input is what this test writes.
     */
    @Test
    void aPasswordAskedForIsReadFromTheTerminal() throws Exception {
        Path script = Path.of("/usr/bin/script");
        assumeTrue(Files.isExecutable(script), "util-linux script gives the process a terminal");
        Path folder = Files.createTempDirectory("objectid-password");
        String url = "jdbc:h2:" + folder.resolve("db");
        try (Connection connection = DriverManager.getConnection(url, "sa", "secret")) {
            connection.createStatement().execute("create table notes (id binary(12) primary key, text varchar(20))");
        }
        Path dump = folder.resolve("notes.json");
        Files.writeString(dump, "{\"_id\":{\"$oid\":\"66322ec0a1b2c3d4e50f1e2d\"},\"text\":\"hello\"}\n");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String command = String.join(
                " ",
                java,
                "-jar",
                JAR.toAbsolutePath().toString(),
                "import",
                "--url",
                url,
                "--user",
                "sa",
                dump.toString(),
                "--password");

        Process process = new ProcessBuilder(script.toString(), "-qec", command, "/dev/null")
                .redirectErrorStream(true)
                .start();
        process.getOutputStream().write("secret\n".getBytes(StandardCharsets.UTF_8));
        process.getOutputStream().close();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();

        assertThat(process.exitValue()).as(out).isZero();
        assertThat(out).contains("Password: ", "committed: 1 row into 1 table");
    }

    @Test
    void theJarNamesItsMainClassAndNoClassPath() throws IOException {
        try (JarFile jar = new JarFile(JAR.toFile())) {
            var attributes = jar.getManifest().getMainAttributes();

            assertThat(attributes.getValue("Main-Class")).isEqualTo("dev.objectid.cli.ObjectIdCli");
            assertThat(attributes.getValue("Class-Path")).isNull();
            assertThat(attributes.getValue("Automatic-Module-Name")).isEqualTo("dev.objectid.cli");
            assertThat(jar.getEntry("org/postgresql/Driver.class")).isNotNull();
            assertThat(jar.getEntry("org/mariadb/jdbc/Driver.class")).isNotNull();
            assertThat(jar.getEntry("org/h2/Driver.class")).isNotNull();
            assertThat(jar.getEntry("picocli/CommandLine.class")).isNotNull();
        }
    }

    /** Runs the jar in a JVM of its own and returns what it printed. */
    static Result run(String... args) throws Exception {
        List<String> command = new ArrayList<>(
                List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", JAR.toString()));
        command.addAll(List.of(args));
        Path err = Files.createTempFile("objectid-err", ".txt");
        try {
            Process process =
                    new ProcessBuilder(command).redirectError(err.toFile()).start();
            String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
            return new Result(process.exitValue(), out, Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            Files.delete(err);
        }
    }

    /**
     * What a command did.
     *
     * @param status its exit status
     * @param out    its standard output
     * @param err    its standard error
     */
    record Result(int status, String out, String err) {}
}
