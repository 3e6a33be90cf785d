package dev.objectid.migration.mongo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import dev.objectid.migration.mongo.CreationTimeCheck.Mismatch;
import dev.objectid.migration.mongo.ImportProblem.Outcome;
import dev.objectid.migration.shop.Customer;
import dev.objectid.migration.shop.CustomerId;
import jakarta.persistence.EntityManagerFactory;
import java.io.IOException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The SQL recipe of docs/from-mongodb.md on PostgreSQL and MariaDB: the export staged as it is, one line of JSON a
 * row ({@code mongo-sql/<database>/stage.*}, as psql's {@code \copy} and MariaDB's {@code LOAD DATA LOCAL INFILE}
 * read it), then moved into the tables by a Flyway migration of {@code INSERT ... SELECT}s with objectid-core's SQL
 * functions. It must give what the Java loader gives.
 */
class MongoExportSqlTest {

    private static TestDatabase database;

    @BeforeAll
    static void load() throws Exception {
        database = TestDatabases.create();
        assumeTrue(!database.name().equals("h2"), "the SQL recipe is for PostgreSQL and MariaDB");
        Flyway flyway = flyway(database);
        Flyway.configure()
                .configuration(flyway.getConfiguration())
                .target("2")
                .load()
                .migrate();
        SqlRecipe.stage(database, TheExport.DIRECTORY);
        flyway.migrate();
    }

    /** The migrations of the recipe on {@code database}: V1 the tables, V2 staging, V3 from staging. */
    static Flyway flyway(TestDatabase database) {
        // tag::flyway[]
        Flyway flyway = Flyway.configure()
                .dataSource(database.dataSource())
                .locations(
                        "classpath:db/shop/" + database.name(), // V1: the tables
                        "classpath:mongo-sql/" + database.name(), // V2: staging, V3: from staging
                        "classpath:dev/objectid/sql/" + database.name()) // objectid_from_hex and the others
                .load();
        // end::flyway[]
        return flyway;
    }

    @Test
    void theTablesHoldWhatTheJavaLoaderGives() throws SQLException {
        assertThat(strings("select " + hex("id") + " from orders order by id")).isEqualTo(TheExport.ORDER_IDS);
        assertThat(strings("select count(*) from customers")).containsExactly("5");
        assertThat(strings("select count(*) from products")).containsExactly("3");
        assertThat(strings("select concat(" + hex("o.id") + ", ' ', l.line_no, ' ', p.sku, ' ', l.quantity, ' ',"
                        + " l.unit_price) from order_lines l join orders o on o.id = l.order_id"
                        + " join products p on p.id = l.product_id order by o.id, l.line_no"))
                .containsExactly(
                        "66322ec07c1e9a04d240c001 0 TEA-ASSAM-250 2 7.90",
                        "66322ec07c1e9a04d240c001 1 MUG-STONE 1 12.00",
                        "66322ec0e350b6f81c0c0a17 0 COF-ETH-500 1 14.50",
                        "6633d9937c1e9a04d240c0ff 0 TEA-ASSAM-250 3 7.50",
                        "663697037c1e9a04d240c1a0 0 COF-ETH-500 2 14.50");
        assertThat(strings("select concat(" + hex("o.id") + ", ' ', " + hex("o.customer_id") + ", ' ', coalesce("
                        + hex("o.referred_by") + ", '-')) from orders o order by o.id"))
                .containsExactly(
                        "66322ec07c1e9a04d240c001 655b23947c1e9a04d23f9a21 6569aea2e350b6f81c0b17c4",
                        "66322ec0e350b6f81c0c0a17 6569aea2e350b6f81c0b17c4 -",
                        "6633d9937c1e9a04d240c0ff 65a560637c1e9a04d23fa0d2 -",
                        "663697037c1e9a04d240c1a0 65ed94177c1e9a04d23fb377 -");
        assertThat(strings("select concat(name, '|', coalesce(email, '-'), '|', loyalty_points, '|', coalesce(city,"
                        + " '-'), '|', coalesce(note, '-')) from customers order by id"))
                .containsExactly(
                        "Ada Lovelace|ada@example.com|1200|London|-",
                        "Grace Hopper|grace@example.com|0|Arlington|-",
                        "Alan Turing|alan@example.com|9007199254740993|Wilmslow|-",
                        "Edsger W. Dijkstra|edsger@example.com|310|Nuenen|Imported from the \"Pipeline\" CRM"
                                + " (C:\\crm\\export.csv)",
                        "Barbara Liskov|-|15|-|-");
    }

    @Test
    void theProblemsAreThoseTheJavaLoaderReports() throws SQLException {
        List<ImportProblem> problems = new ArrayList<>();
        try (Connection connection = database.dataSource().getConnection();
                Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery(
                        "select collection, document_id, field, value, outcome from import_problems")) {
            while (rows.next()) {
                problems.add(new ImportProblem(
                        rows.getString(1),
                        rows.getString(2),
                        rows.getString(3),
                        rows.getString(4),
                        Outcome.valueOf(rows.getString(5))));
            }
        }

        assertThat(problems).containsExactlyInAnyOrderElementsOf(TheExport.PROBLEMS);
    }

    @Test
    void theCheckFindsTheRowWhoseIdIsNotItsCreationTime() throws IOException, SQLException {
        List<Mismatch> mismatches = new ArrayList<>();
        try (Connection connection = database.dataSource().getConnection();
                Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery(
                        SqlRecipe.statements(SqlRecipe.SCRIPTS.resolve(database.name() + "/check.sql"))
                                .get(0))) {
            while (rows.next()) {
                mismatches.add(new Mismatch(rows.getString(1), rows.getString(2), instant(rows, 3), instant(rows, 4)));
            }
        }

        assertThat(mismatches).containsExactly(TheExport.IMPORTED_CUSTOMER);
    }

    /** The rows the SQL wrote read through JPA as the ones the Java loader wrote. */
    @Test
    void jpaReadsTheRowsAsTheJavaLoaderWroteThem() {
        try (EntityManagerFactory jpa = ShopDatabase.jpa(database)) {
            Customer ada = jpa.callInTransaction(entityManager ->
                    entityManager.find(Customer.class, CustomerId.valueOf("655b23947c1e9a04d23f9a21")));
            List<Mismatch> mismatches = jpa.callInTransaction(CreationTimeCheck::mismatches);

            assertThat(ada.getCreatedAt()).isEqualTo(Instant.parse("2023-11-20T09:15:00.417Z"));
            assertThat(mismatches).containsExactly(TheExport.IMPORTED_CUSTOMER);
        }
    }

    private static Instant instant(ResultSet row, int column) throws SQLException {
        return database.name().equals("mariadb")
                ? row.getObject(column, LocalDateTime.class).toInstant(ZoneOffset.UTC)
                : row.getObject(column, OffsetDateTime.class).toInstant();
    }

    private static String hex(String column) {
        return "objectid_hex(" + column + ")";
    }

    private static List<String> strings(String query) throws SQLException {
        List<String> values = new ArrayList<>();
        try (Connection connection = database.dataSource().getConnection();
                Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery(query)) {
            while (rows.next()) {
                values.add(rows.getString(1));
            }
        }
        return values;
    }
}
