package dev.objectid.migration.seed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.objectid.ObjectId;
import dev.objectid.it.DocumentedCommand;
import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import dev.objectid.migration.importer.CliProcess;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code seed} on files shaped like Spring PetClinic REST's ({@code src/test/resources/seed/petclinic-rest}): the
 * commands docs/getting-started.md shows, run as written next to the files, print SQL the database runs, with its
 * foreign keys, twice where the file guards its rows; the PostgreSQL file on the PostgreSQL server, the HSQLDB file
 * on HSQLDB. The {@code --ids} file names each row's id by its integer key.
 */
class SeedLoadTest {

    private static final Path FILES = Path.of("src/test/resources/seed/petclinic-rest");
    private static final Instant AT = Instant.parse("2024-01-01T00:00:00Z");

    @TempDir
    Path folder;

    @Test
    void petClinicRestsPostgreSqlSeedFileLoadsOnPostgreSqlTwice() throws Exception {
        assumeTrue(TestDatabases.current().equals("postgresql"), "the PostgreSQL file, on the PostgreSQL run");
        TestDatabase database = TestDatabases.create();
        String seed = seed("postgresql");

        try (Connection connection = database.dataSource().getConnection();
                Statement statement = connection.createStatement()) {
            execute(statement, Files.readString(FILES.resolve("schema-postgresql.sql")));
            execute(statement, seed);
            execute(statement, seed);

            assertThat(rows(statement, "select count(*) from vets")).containsExactly("3");
            assertThat(rows(statement, "select role from roles order by id"))
                    .containsExactly("ROLE_OWNER_ADMIN", "ROLE_VET_ADMIN", "ROLE_ADMIN");
            assertThat(rows(
                            statement,
                            "select p.name, o.last_name, t.name from pets p join owners o on o.id ="
                                    + " p.owner_id join types t on t.id = p.type_id order by p.id"))
                    .containsExactly("Leo Franklin cat", "Basil Davis dog", "Rosy Davis dog");
            assertThat(rows(
                            statement,
                            "select v.last_name, s.name from vet_specialties vs join vets v on v.id ="
                                    + " vs.vet_id join specialties s on s.id = vs.specialty_id order by v.id, s.id"))
                    .containsExactly("Leary radiology", "Douglas radiology", "Douglas surgery");

            // tag::seed-ids[]
            Properties ids = new Properties();
            try (Reader in = Files.newBufferedReader(folder.resolve("seed-ids.properties"))) {
                ids.load(in);
            }
            ObjectId rosy = ObjectId.valueOf(ids.getProperty("pets.3"));
            // end::seed-ids[]
            assertThat(rosy).isEqualTo(ObjectId.of(AT, 5, 3));
            try (PreparedStatement pets = connection.prepareStatement("select name from pets where id = ?")) {
                pets.setBytes(1, rosy.toByteArray());
                try (ResultSet row = pets.executeQuery()) {
                    assertThat(row.next()).isTrue();
                    assertThat(row.getString(1)).isEqualTo("Rosy");
                }
            }
            assertThat(ids.stringPropertyNames())
                    .hasSize(3 + 2 + 2 + 2 + 3 + 2 + 3)
                    .contains("vets.3", "roles.3", "visits.2")
                    .doesNotContain("vet_specialties.1", "users.1");
        }
    }

    @Test
    void petClinicRestsHsqldbSeedFileLoadsOnHsqldb() throws Exception {
        assumeTrue(TestDatabases.current().equals("h2"), "HSQLDB in this JVM, once, on the run that needs no server");
        String seed = seed("hsqldb");

        try (Connection connection = DriverManager.getConnection("jdbc:hsqldb:mem:petclinic-rest", "SA", "");
                Statement statement = connection.createStatement()) {
            execute(statement, Files.readString(FILES.resolve("schema-hsqldb.sql")));
            execute(statement, seed);

            assertThat(rows(
                            statement,
                            "select p.name, o.last_name, t.name from pets p join owners o on o.id ="
                                    + " p.owner_id join types t on t.id = p.type_id order by p.id"))
                    .containsExactly("Leo Franklin cat", "Basil Davis dog");
            assertThat(rows(statement, "select p.name, v.description from visits v join pets p on p.id = v.pet_id"))
                    .containsExactly("Basil rabies shot");
            assertThat(rows(statement, "select rawtohex(id) from owners order by id"))
                    .containsExactly(
                            ObjectId.of(AT, 4, 1).toHexString(),
                            ObjectId.of(AT, 4, 2).toHexString());
            assertThat(rows(statement, "select authority from authorities")).containsExactly("ROLE_OWNER_ADMIN");
            statement.execute("shutdown");
        }
    }

    /** The documented command for {@code name}, run in a folder holding the files, as a user runs it. */
    private String seed(String name) throws Exception {
        try (Stream<Path> files = Files.list(FILES)) {
            for (Path file : files.toList()) {
                Files.copy(file, folder.resolve(file.getFileName()));
            }
        }
        List<String> command = DocumentedCommand.read(folder.resolve("seed-commands.txt"), name, CliProcess.JAR);
        CliProcess.Result result = CliProcess.runIn(folder, command);
        assertThat(result.err()).isEmpty();
        assertThat(result.status()).isZero();
        return result.out();
    }

    /** Runs a script of statements, each ending with a {@code ;} at the end of its line. */
    private static void execute(Statement statement, String script) throws SQLException {
        for (String sql : script.split(";\\R")) {
            String code = sql.lines().filter(line -> !line.startsWith("--")).reduce("", (a, b) -> a + "\n" + b);
            if (!code.isBlank()) {
                statement.execute(code);
            }
        }
    }

    /** The rows of a query, their columns joined by spaces. */
    private static List<String> rows(Statement statement, String sql) throws SQLException {
        List<String> rows = new ArrayList<>();
        try (ResultSet result = statement.executeQuery(sql)) {
            int columns = result.getMetaData().getColumnCount();
            while (result.next()) {
                List<String> values = new ArrayList<>();
                for (int i = 1; i <= columns; i++) {
                    values.add(result.getString(i));
                }
                rows.add(String.join(" ", values));
            }
        }
        return rows;
    }
}
