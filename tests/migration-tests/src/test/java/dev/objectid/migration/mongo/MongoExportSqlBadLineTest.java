package dev.objectid.migration.mongo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The SQL recipe on an export with one bad line: staging stops naming the file's line, nothing reaches the tables,
 * and on MariaDB, whose staging keeps what it read, the migration from staging refuses it too. No line is skipped.
 */
class MongoExportSqlBadLineTest {

    private static final String[] TABLES = {"customers", "products", "orders", "order_lines", "import_problems"};

    /** Each bad line: the file, its line number, and the bytes of the line that replace the export's. */
    static Stream<Arguments> badLines() throws IOException {
        String order6 = lines("orders.json").get(5);
        String customer3 = lines("customers.json").get(2);
        return Stream.of(
                // the export cut off 6 lines in, as an interrupted download leaves it: no end of line
                Arguments.of("cut off", "orders.json", 6, bytes(order6.substring(0, order6.length() / 2))),
                Arguments.of(
                        "cut off mid-file", "customers.json", 3, bytes(customer3.substring(0, customer3.length() / 2))),
                Arguments.of(
                        "not UTF-8",
                        "customers.json",
                        3,
                        bytes(customer3.replace("Alan Turing", "Alan Tur\u00e9ng"), StandardCharsets.ISO_8859_1)),
                Arguments.of(
                        "a raw tab in a string",
                        "customers.json",
                        3,
                        bytes(customer3.replace("Alan Turing", "Alan\tTuring"))),
                Arguments.of("a NUL byte", "customers.json", 3, bytes(customer3 + "\0{}")),
                Arguments.of("an array", "customers.json", 3, bytes("[" + customer3 + "]")),
                Arguments.of("empty", "customers.json", 3, new byte[0]));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badLines")
    void stagingStopsAtTheLineAndNothingIsLoaded(String what, String file, int line, byte[] bad, @TempDir Path export)
            throws IOException, SQLException {
        TestDatabase database = TestDatabases.create();
        assumeTrue(!database.name().equals("h2"), "the SQL recipe is for PostgreSQL and MariaDB");
        copyWithLine(export, file, line, bad);
        Flyway flyway = MongoExportSqlTest.flyway(database);
        Flyway.configure()
                .configuration(flyway.getConfiguration())
                .target("2")
                .load()
                .migrate();

        assertThatThrownBy(() -> SqlRecipe.stage(database, export))
                .isInstanceOf(SQLException.class)
                .hasMessageContaining(file.replace(".json", ""))
                .hasMessageContaining("line " + line);
        assertThat(rowCounts(database)).containsOnly(0L);

        if (database.name().equals("mariadb")) {
            // what LOAD DATA read stays staged: the migration out of staging must refuse it as well
            assertThatThrownBy(flyway::migrate).hasMessageContaining(file + ", line " + line);
            assertThat(rowCounts(database)).containsOnly(0L);
        }
    }

    /**
     * A line LOAD DATA leaves out with only a warning (here because of a unique key someone added to staging, and a
     * line repeated) stops staging on MariaDB too: the lines read are counted as they are read.
     */
    @Test
    void aLineLoadDataLeavesOutIsNamed(@TempDir Path export) throws IOException, SQLException {
        TestDatabase database = TestDatabases.create();
        assumeTrue(database.name().equals("mariadb"), "LOAD DATA LOCAL INFILE is MariaDB's");
        copyWithLine(export, "customers.json", 3, bytes(lines("customers.json").get(1)));
        Flyway flyway = MongoExportSqlTest.flyway(database);
        Flyway.configure()
                .configuration(flyway.getConfiguration())
                .target("2")
                .load()
                .migrate();
        try (Connection connection = database.dataSource().getConnection();
                Statement statement = connection.createStatement()) {
            statement.execute("alter table mongo_customers add unique key (raw(100))");
        }

        assertThatThrownBy(() -> SqlRecipe.stage(database, export))
                .hasMessageContaining("customers.json: 5 lines read but 4 staged, line 3 missing");
        assertThat(rowCounts(database)).containsOnly(0L);
    }

    /**
     * A document that stages but cannot be moved (its customer's {@code $oid} is not hex): the migration fails after
     * the customers and products are in, and takes them out again; with the document put right, staging and the
     * migration run again (after Flyway's {@code repair}, which forgets the failed attempt).
     */
    @Test
    void theMoveFromStagingIsAllOrNothing(@TempDir Path export) throws IOException, SQLException {
        TestDatabase database = TestDatabases.create();
        assumeTrue(!database.name().equals("h2"), "the SQL recipe is for PostgreSQL and MariaDB");
        String order6 = lines("orders.json").get(5);
        copyWithLine(export, "orders.json", 6, bytes(order6.replace("65a560637c1e9a04d23fa0d2", "not-an-objectid")));
        Flyway flyway = MongoExportSqlTest.flyway(database);
        Flyway.configure()
                .configuration(flyway.getConfiguration())
                .target("2")
                .load()
                .migrate();
        SqlRecipe.stage(database, export);

        assertThatThrownBy(flyway::migrate).hasStackTraceContaining("not-an-objectid");
        assertThat(rowCounts(database)).containsOnly(0L);

        SqlRecipe.stage(database, TheExport.DIRECTORY);
        flyway.repair();
        flyway.migrate();
        assertThat(rowCounts(database)).containsExactly(5L, 3L, 4L, 5L, 4L);
    }

    private static void copyWithLine(Path export, String file, int line, byte[] bad) throws IOException {
        for (String name : List.of("customers.json", "products.json", "orders.json")) {
            List<String> lines = lines(name);
            ByteArrayOutputStream text = new ByteArrayOutputStream();
            for (int i = 0; i < lines.size(); i++) {
                boolean replaced = name.equals(file) && i == line - 1;
                text.writeBytes(replaced ? bad : bytes(lines.get(i)));
                boolean cutOff = replaced && i == lines.size() - 1 && bad.length > 0; // no end of line
                if (!cutOff) {
                    text.write('\n');
                }
            }
            Files.write(export.resolve(name), text.toByteArray());
        }
    }

    private static List<Long> rowCounts(TestDatabase database) throws SQLException {
        List<Long> counts = new ArrayList<>();
        try (Connection connection = database.dataSource().getConnection();
                Statement statement = connection.createStatement()) {
            for (String table : TABLES) {
                try (ResultSet count = statement.executeQuery("select count(*) from " + table)) {
                    count.next();
                    counts.add(count.getLong(1));
                }
            }
        }
        return counts;
    }

    private static List<String> lines(String file) throws IOException {
        return Files.readAllLines(TheExport.DIRECTORY.resolve(file), StandardCharsets.UTF_8);
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] bytes(String text, Charset charset) {
        return text.getBytes(charset);
    }
}
