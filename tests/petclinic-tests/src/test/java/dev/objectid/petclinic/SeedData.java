package dev.objectid.petclinic;

import dev.objectid.ObjectId;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The seed data as docs/spring-boot.md tells a PetClinic user to make it: PetClinic's integer-keyed
 * {@code data-integer-keys.sql} rewritten for one database by objectid-cli, run as
 * {@code java -jar objectid-cli.jar seed}. Key {@code n} of the {@code k}-th table of {@link #KEYS} becomes
 * {@code ObjectId.of(AT, k, n)}, which {@link #id} gives the tests.
 */
final class SeedData {

    /** The creation time of every seed row. */
    static final Instant AT = Instant.parse("2026-01-01T00:00:00Z");

    // tag::seed-command[]
    static final List<String> KEYS = List.of("vets.id", "specialties.id", "types.id", "owners.id", "pets.id");
    static final String REFS = "vet_specialties.vet_id=vets,vet_specialties.specialty_id=specialties,"
            + "pets.type_id=types,pets.owner_id=owners";
    // end::seed-command[]

    private SeedData() {
    }

    /** Writes the seed file for {@code database} (h2, postgresql, mariadb) into target/ and returns it. */
    static Path write(String database) throws IOException, InterruptedException {
        Path source = Path.of("src/main/resources/db/data-integer-keys.sql");
        Path target = Path.of("target", "seed-" + database + ".sql").toAbsolutePath();
        Path errors = Path.of("target", "seed-" + database + ".err");
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process cli = new ProcessBuilder(java.toString(), "-jar", System.getProperty("cli.jar"), "seed",
                source.toString(), "--dialect", database, "--at", AT.toString(), "--keys", String.join(",", KEYS),
                "--refs", REFS)
                .redirectOutput(target.toFile()).redirectError(errors.toFile()).start();
        if (!cli.waitFor(60, TimeUnit.SECONDS) || cli.exitValue() != 0) {
            cli.destroyForcibly();
            throw new IllegalStateException("objectid-cli seed failed: " + Files.readString(errors,
                    StandardCharsets.UTF_8));
        }
        return target;
    }

    /** The id the seed file gives key {@code n} of {@code table}. */
    static ObjectId id(String table, int n) {
        int k = KEYS.indexOf(table + ".id") + 1;
        return ObjectId.of(AT, k, n);
    }
}
