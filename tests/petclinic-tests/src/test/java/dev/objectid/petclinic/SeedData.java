package dev.objectid.petclinic;

import dev.objectid.ObjectId;
import dev.objectid.it.DocumentedCommand;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The seed data as docs/spring-boot.md tells a PetClinic user to make it: the database's PetClinic-shaped
 * {@code data.sql} (PostgreSQL's for PostgreSQL, MySQL's for MariaDB, H2's for H2) rewritten by the command the
 * documentation shows ({@code src/test/resources/seed-commands.txt}), run as it is written, with
 * {@code java -jar objectid-cli.jar}, from this module's folder. Key {@code n} of the {@code k}-th table of
 * {@code --keys} becomes {@code ObjectId.of(AT, k, n)}, which {@link #id} gives the tests.
 */
final class SeedData {

    /** The creation time of every seed row, the {@code --at} of every command. */
    static final Instant AT = Instant.parse("2026-01-01T00:00:00Z");

    /** The tables of {@code --keys}, in the order of every command. */
    static final List<String> KEY_TABLES = List.of("vets", "specialties", "types", "owners", "pets", "visits");

    private SeedData() {}

    /** Writes the seed file for {@code database} (h2, postgresql, mariadb) into target/ and returns it. */
    static Path write(String database) throws IOException, InterruptedException {
        List<String> command = command(database);
        Path target = Path.of("target", "seed-" + database + ".sql").toAbsolutePath();
        Path errors = Path.of("target", "seed-" + database + ".err");
        Process cli = new ProcessBuilder(command)
                .redirectOutput(target.toFile())
                .redirectError(errors.toFile())
                .start();
        if (!cli.waitFor(60, TimeUnit.SECONDS) || cli.exitValue() != 0) {
            cli.destroyForcibly();
            throw new IllegalStateException(
                    String.join(" ", command) + " failed: " + Files.readString(errors, StandardCharsets.UTF_8));
        }
        return target;
    }

    /**
     * The documented command for {@code database}, its words as a shell splits them, with this build's java and jar
     * for {@code java} and {@code objectid-cli.jar}; it must name {@link #AT} and {@link #KEY_TABLES} as the tests do.
     */
    static List<String> command(String database) throws IOException {
        List<String> words = DocumentedCommand.read(
                Path.of("src/test/resources/seed-commands.txt"), database, Path.of(System.getProperty("cli.jar")));
        String at = words.get(words.indexOf("--at") + 1);
        String keys = words.get(words.indexOf("--keys") + 1);
        List<String> tables = Arrays.stream(keys.split(","))
                .map(key -> key.substring(0, key.indexOf('.')))
                .toList();
        if (!Instant.parse(at).equals(AT) || !tables.equals(KEY_TABLES)) {
            throw new IllegalStateException("the " + database + " command's --at or --keys differ from SeedData's");
        }
        return words;
    }

    /** The id the seed file gives key {@code n} of {@code table}. */
    static ObjectId id(String table, int n) {
        return ObjectId.of(AT, KEY_TABLES.indexOf(table) + 1, n);
    }
}
