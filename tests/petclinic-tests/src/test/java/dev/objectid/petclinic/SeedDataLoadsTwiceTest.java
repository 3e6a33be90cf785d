package dev.objectid.petclinic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.springframework.core.io.ClassPathResource;
import org.springframework.core.io.FileSystemResource;
import org.springframework.jdbc.datasource.init.ScriptUtils;

/**
 * PetClinic loads its {@code data.sql} at every start: the seed file the documented command writes for this run's
 * database (H2; PostgreSQL or MariaDB in the executions {@code OBJECTID_TEST_DATABASES} adds) loads into the schema,
 * and loading it a second time, as Spring Boot's script runner does, changes no row: same tables, same rows, same ids.
 */
class SeedDataLoadsTwiceTest {

    private static final List<String> TABLES =
            List.of("vets", "specialties", "vet_specialties", "types", "owners", "pets", "visits");

    @Test
    void theSecondLoadOfTheSeedFileChangesNothing() throws Exception {
        TestDatabase database = TestDatabases.create();
        Path seed = SeedData.write(database.name());
        try (Connection connection = database.dataSource().getConnection()) {
            ScriptUtils.executeSqlScript(
                    connection,
                    new ClassPathResource(
                            database.name().equals("postgresql") ? "db/schema-postgresql.sql" : "db/schema.sql"));

            ScriptUtils.executeSqlScript(connection, new FileSystemResource(seed));
            Map<String, List<String>> first = rows(connection);
            ScriptUtils.executeSqlScript(connection, new FileSystemResource(seed));
            Map<String, List<String>> second = rows(connection);

            assertThat(second).isEqualTo(first);
            assertThat(first.get("vets")).hasSize(6);
            assertThat(first.get("specialties")).hasSize(3);
            assertThat(first.get("vet_specialties"))
                    .containsExactlyInAnyOrder(pair(2, 1), pair(3, 2), pair(3, 3), pair(4, 2), pair(5, 1));
            assertThat(first.get("types")).hasSize(6);
            assertThat(first.get("owners")).hasSize(6);
            assertThat(first.get("pets")).hasSize(8);
            assertThat(first.get("visits")).hasSize(4);
            for (String table : SeedData.KEY_TABLES) {
                assertThat(first.get(table))
                        .as(table)
                        .map(row -> row.substring(0, 24))
                        .containsExactlyInAnyOrderElementsOf(
                                IntStream.rangeClosed(1, first.get(table).size())
                                        .mapToObj(n -> SeedData.id(table, n).toHexString())
                                        .toList());
            }
            assertThat(first.get("pets"))
                    .anySatisfy(pet -> assertThat(pet)
                            .isEqualTo(String.join(
                                    " ",
                                    SeedData.id("pets", 7).toHexString(),
                                    "Samantha",
                                    "2022-09-04",
                                    SeedData.id("types", 1).toHexString(),
                                    SeedData.id("owners", 6).toHexString())));
        }
    }

    private static String pair(int vet, int specialty) {
        return SeedData.id("vets", vet).toHexString() + " "
                + SeedData.id("specialties", specialty).toHexString();
    }

    /** Every row of every table, its columns as text (ids in hex) joined by spaces, in the order of the ids. */
    private static Map<String, List<String>> rows(Connection connection) throws SQLException {
        Map<String, List<String>> tables = new LinkedHashMap<>();
        try (Statement statement = connection.createStatement()) {
            for (String table : TABLES) {
                List<String> rows = new ArrayList<>();
                try (ResultSet row = statement.executeQuery("select * from " + table + " order by 1, 2")) {
                    int columns = row.getMetaData().getColumnCount();
                    while (row.next()) {
                        List<String> values = new ArrayList<>();
                        for (int i = 1; i <= columns; i++) {
                            Object value = row.getObject(i);
                            values.add(
                                    value instanceof byte[] bytes
                                            ? HexFormat.of().formatHex(bytes)
                                            : String.valueOf(value));
                        }
                        rows.add(String.join(" ", values));
                    }
                }
                tables.put(table, rows);
            }
        }
        return tables;
    }
}
