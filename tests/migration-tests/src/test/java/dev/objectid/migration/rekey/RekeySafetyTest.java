package dev.objectid.migration.rekey;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.objectid.ObjectId;
import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What the re-keying migration of docs/rekeying.md does when the server rounds fractional seconds, and when the new
 * keys cannot be made: it gives rows of one second distinct ids however the server converts times, and it checks the
 * new keys before it drops anything, so that a failure leaves the old keys, constraints and rows as they were and the
 * migration can run again once the data is fixed.
 */
class RekeySafetyTest {

    /** What MariaDB does with this mode, and MySQL by default: a time loses its fraction by rounding. */
    private static final String ROUND_FRACTIONAL_SECONDS =
            "set session sql_mode = concat(@@session.sql_mode, ',TIME_ROUND_FRACTIONAL')";

    private static final LocalDateTime NOON = LocalDateTime.parse("2023-03-01T12:00:00");

    private TestDatabase database;
    private Flyway flyway;

    @BeforeEach
    void legacyTables() {
        database = TestDatabases.create();
        assumeTrue(!database.name().equals("h2"), "the re-keying recipe is for PostgreSQL and MariaDB");
        var configuration = Flyway.configure()
                .dataSource(database.dataSource())
                .locations("classpath:rekey/" + database.name(), "classpath:dev/objectid/sql/" + database.name());
        if (mariadb()) {
            configuration.initSql(ROUND_FRACTIONAL_SECONDS); // every connection of the migration rounds
        }
        flyway = configuration.load();
        Flyway.configure()
                .configuration(flyway.getConfiguration())
                .target("1")
                .load()
                .migrate();
    }

    @Test
    void rowsOfOneSecondGetDistinctIdsWhenTheServerRoundsFractionalSeconds() throws SQLException {
        if (mariadb()) {
            try (Connection connection = connection();
                    Statement statement = connection.createStatement();
                    ResultSet rounded =
                            statement.executeQuery("select cast(timestamp '2023-03-01 12:00:00.600' as datetime)")) {
                rounded.next();
                assertThat(rounded.getObject(1, LocalDateTime.class))
                        .as("the session rounds")
                        .isEqualTo(NOON.plusSeconds(1));
            }
        }
        Map<Long, LocalDateTime> customers = new LinkedHashMap<>();
        customers.put(1L, NOON.plus(600, ChronoUnit.MILLIS));
        customers.put(2L, NOON.plus(100, ChronoUnit.MILLIS));
        customers.put(3L, NOON.plus(999, ChronoUnit.MILLIS));
        customers.put(4L, NOON.plus(1000, ChronoUnit.MILLIS));
        customers.put(5L, NOON.minus(1, ChronoUnit.MILLIS));
        customers.put(6L, NOON.plus(1400, ChronoUnit.MILLIS));
        Map<UUID, LocalDateTime> orders = new LinkedHashMap<>();
        for (long customer : customers.keySet()) {
            orders.put(new UUID(customer, 1), customers.get(customer));
        }
        insert(customers, orders, Map.of());

        flyway.migrate();

        List<Object[]> rows = new ArrayList<>();
        try (Connection connection = connection();
                Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery(
                        "select legacy_id, objectid_hex(id), created_at from customers order by id")) {
            while (result.next()) {
                rows.add(new Object[] {
                    result.getLong(1), ObjectId.parse(result.getString(2)), result.getObject(3, LocalDateTime.class)
                });
            }
        }
        assertThat(rows).extracting(row -> (Long) row[0]).containsExactly(5L, 2L, 1L, 3L, 4L, 6L);
        assertThat(rows)
                .extracting(row -> ((ObjectId) row[1]).timestamp())
                .containsExactly(
                        NOON.minusSeconds(1).toInstant(ZoneOffset.UTC), NOON.toInstant(ZoneOffset.UTC),
                        NOON.toInstant(ZoneOffset.UTC), NOON.toInstant(ZoneOffset.UTC),
                        NOON.plusSeconds(1).toInstant(ZoneOffset.UTC),
                                NOON.plusSeconds(1).toInstant(ZoneOffset.UTC));
        assertThat(rows).extracting(row -> ((ObjectId) row[1]).counter()).containsExactly(0, 0, 1, 2, 0, 1);
        assertThat(count("select count(*) from orders o join customers c on c.id = o.customer_id"
                        + " where o.created_at = c.created_at"))
                .isEqualTo(orders.size());
        assertThat(count("select count(distinct id) from orders")).isEqualTo(orders.size());
    }

    @Test
    void aReferenceThatCannotBeFollowedStopsTheMigrationBeforeAnythingIsDroppedAndARunAfterTheFixCompletes()
            throws SQLException {
        Map<Long, LocalDateTime> customers = new LinkedHashMap<>();
        Map<UUID, LocalDateTime> orders = new LinkedHashMap<>();
        Map<Long, UUID> notes = new LinkedHashMap<>();
        for (long customer = 1; customer <= 20; customer++) {
            customers.put(customer, NOON.plus(customer * 300, ChronoUnit.MILLIS));
            UUID order = new UUID(customer, 7);
            orders.put(order, NOON.plusMinutes(customer));
            notes.put(customer, order);
        }
        insert(customers, orders, notes);
        UUID orphan = UUID.fromString("0000002a-0000-4000-8000-000000000999");
        try (Connection connection = connection();
                Statement statement = connection.createStatement()) {
            // Rows loaded with the checks off, as a restore or a bulk load can leave them.
            statement.execute(mariadb() ? "set foreign_key_checks = 0" : "set session_replication_role = replica");
            statement.execute("insert into orders (id, customer_id, total, created_at) values ("
                    + (mariadb() ? "cast('" + orphan + "' as uuid)" : "'" + orphan + "'")
                    + ", 999, 1.00, timestamp '2023-03-02 08:00:00')");
        }

        assertThatThrownBy(flyway::migrate)
                .isInstanceOf(FlywayException.class)
                .hasMessageContaining("orders.id " + orphan + ": customer_id 999 names no customer");

        assertTheLegacyKeysAreInPlace();
        assertThat(count("select count(*) from customers")).isEqualTo(20);
        assertThat(count("select count(*) from orders")).isEqualTo(21);
        assertThat(count("select count(*) from order_notes")).isEqualTo(20);
        assertThat(columns("customers"))
                .as("PostgreSQL rolls the whole migration back")
                .containsOnlyKeys(
                        mariadb()
                                ? List.of("id", "name", "created_at", "new_id")
                                : List.of("id", "name", "created_at"));
        try (Connection connection = connection();
                Statement statement = connection.createStatement()) {
            // The application keeps working on the old keys.
            statement.execute("insert into customers (id, name, created_at)"
                    + " values (21, 'after', timestamp '2023-03-03 09:00:00')");
            assertThatThrownBy(() -> statement.execute("insert into orders (id, customer_id, total, created_at)"
                            + " values ("
                            + (mariadb() ? "cast('" + new UUID(5, 5) + "' as uuid)" : "'" + new UUID(5, 5) + "'")
                            + ", 998, 1.00, timestamp '2023-03-02 08:00:00')"))
                    .isInstanceOf(SQLException.class);
            statement.execute("delete from orders where customer_id = 999"); // the fix
        }
        if (mariadb()) {
            flyway.repair(); // forgets the failed attempt; PostgreSQL never recorded it
        }
        flyway.migrate();

        assertThat(columns("customers")).containsOnlyKeys("id", "legacy_id", "name", "created_at");
        assertThat(database.isObjectIdColumn(
                        columns("customers").get("id")[0],
                        Integer.parseInt(columns("customers").get("id")[1])))
                .isTrue();
        assertThat(count("select count(distinct id) from customers")).isEqualTo(21);
        Map<String, String> orderCustomers = new HashMap<>();
        try (Connection connection = connection();
                Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery("select o.legacy_id, c.legacy_id from orders o"
                        + " join customers c on c.id = o.customer_id join order_notes n on n.order_id = o.id"
                        + " where n.id = c.legacy_id")) {
            while (result.next()) {
                orderCustomers.put(result.getString(1), result.getString(2));
            }
        }
        assertThat(orderCustomers)
                .hasSize(20)
                .allSatisfy((order, customer) ->
                        assertThat(UUID.fromString(order)).isEqualTo(new UUID(Long.parseLong(customer), 7)));
    }

    /**
     * A trigger gives two customers one new id while the migration fills them in: the check names the id and stops the
     * migration before anything is dropped, and it runs again once the trigger is gone. On MariaDB the new column is
     * there before the run, as a failed run leaves it (a trigger can only name a column that exists).
     */
    @Test
    void aDuplicateIdStopsTheMigrationBeforeAnythingIsDroppedAndARunAfterTheFixCompletes() throws SQLException {
        Map<Long, LocalDateTime> customers = new LinkedHashMap<>();
        Map<UUID, LocalDateTime> orders = new LinkedHashMap<>();
        for (long customer = 1; customer <= 10; customer++) {
            customers.put(customer, NOON.plusSeconds(customer));
            orders.put(new UUID(customer, 3), NOON.plusMinutes(customer));
        }
        insert(customers, orders, Map.of());
        try (Connection connection = connection();
                Statement statement = connection.createStatement()) {
            if (mariadb()) {
                statement.execute("alter table customers add column new_id binary(12)");
                statement.execute("create trigger customers_same_id before update on customers for each row"
                        + " if new.id in (4, 7) then set new.new_id = x'63ff3e40000000000000002a'; end if");
            } else {
                statement.execute("create function customers_same_id() returns trigger language plpgsql as $$"
                        + " begin if new.id in (4, 7) then new.new_id := '\\x63ff3e40000000000000002a'::bytea; end if;"
                        + " return new; end $$");
                statement.execute("create trigger customers_same_id before update on customers for each row"
                        + " execute function customers_same_id()");
            }
        }

        assertThatThrownBy(flyway::migrate)
                .isInstanceOf(FlywayException.class)
                .hasMessageContaining("customers: 2 rows would share the id 63ff3e40000000000000002a, id 4");

        assertTheLegacyKeysAreInPlace();
        assertThat(count("select count(*) from customers")).isEqualTo(10);
        assertThat(count("select count(*) from orders")).isEqualTo(10);
        try (Connection connection = connection();
                Statement statement = connection.createStatement()) {
            statement.execute("drop trigger customers_same_id" + (mariadb() ? "" : " on customers"));
        }
        if (mariadb()) {
            flyway.repair();
        }
        flyway.migrate();

        assertThat(columns("customers")).containsOnlyKeys("id", "legacy_id", "name", "created_at");
        assertThat(count("select count(distinct id) from customers")).isEqualTo(10);
        try (Connection connection = connection();
                Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery(
                        "select o.legacy_id, c.legacy_id from orders o join customers c on c.id = o.customer_id")) {
            int followed = 0;
            while (result.next()) {
                assertThat(UUID.fromString(result.getString(1)).getMostSignificantBits())
                        .isEqualTo(result.getLong(2));
                followed++;
            }
            assertThat(followed).isEqualTo(10);
        }
    }

    /**
     * Something the recipe does not know about makes the last statement of the swap fail: a view on the old column
     * (PostgreSQL refuses to drop the column under it), a check constraint naming it with another column (MariaDB
     * refuses likewise). PostgreSQL rolls everything back; on MariaDB the tables already swapped stay swapped, and
     * finishing by hand as docs/rekeying.md says leaves the same tables as a run that never failed.
     */
    @Test
    void aFailureInTheSwapIsRolledBackOnPostgresqlAndFinishedByHandOnMariadb() throws Exception {
        Map<Long, LocalDateTime> customers = new LinkedHashMap<>();
        Map<UUID, LocalDateTime> orders = new LinkedHashMap<>();
        Map<Long, UUID> notes = new LinkedHashMap<>();
        for (long customer = 1; customer <= 10; customer++) {
            customers.put(customer, NOON.plus(customer * 450, ChronoUnit.MILLIS));
            UUID order = new UUID(customer, 7);
            orders.put(order, NOON.plusMinutes(customer));
            notes.put(customer, order);
        }
        insert(customers, orders, notes);
        String blocker = mariadb()
                ? "alter table order_notes add constraint order_notes_about check (order_id is not null or text <> '')"
                : "create view order_note_orders as select id, order_id from order_notes";
        try (Connection connection = connection();
                Statement statement = connection.createStatement()) {
            statement.execute(blocker);
        }

        assertThatThrownBy(flyway::migrate).isInstanceOf(FlywayException.class).hasMessageContaining("order_id");

        if (!mariadb()) {
            assertTheLegacyKeysAreInPlace();
            assertThat(columns("customers")).containsOnlyKeys("id", "name", "created_at");
            assertThat(columns("orders")).containsOnlyKeys("id", "customer_id", "total", "created_at");
            try (Connection connection = connection();
                    Statement statement = connection.createStatement()) {
                statement.execute("drop view order_note_orders");
            }
            flyway.migrate();
        } else {
            assertThat(columns("customers")).containsKeys("legacy_id").doesNotContainKey("new_id");
            assertThat(columns("orders")).containsKeys("legacy_id").doesNotContainKey("new_id");
            assertThat(columns("order_notes")).containsKeys("order_id", "new_order_id");
            assertThat(columns("order_notes").get("order_id")[0]).isEqualToIgnoringCase("uuid");
            List<String> swap = statements("rekey/mariadb/V2__objectid_keys.sql", "swap");
            try (Connection connection = connection();
                    Statement statement = connection.createStatement()) {
                statement.execute("alter table order_notes drop constraint order_notes_about");
                statement.execute(swap.get(swap.size() - 1)); // the statement that did not run
                assertThat(statement.executeUpdate("update flyway_schema_history set success = 1 where version = '2'"))
                        .isEqualTo(1);
            }
            assertThat(flyway.migrate().migrationsExecuted).isZero();
        }

        assertThat(columns("order_notes")).containsOnlyKeys("id", "text", "order_id");
        assertThat(count("select count(*) from order_notes n join orders o on o.id = n.order_id"
                        + " join customers c on c.id = o.customer_id where n.id = c.legacy_id"))
                .isEqualTo(10);
        try (Connection connection = connection();
                Statement statement = connection.createStatement()) {
            assertThatThrownBy(() -> statement.execute("insert into order_notes (order_id, text) values ("
                            + (mariadb() ? "x'000000000000000000000000'" : "'\\x000000000000000000000000'")
                            + ", 'no such order')"))
                    .isInstanceOf(SQLException.class);
        }
    }

    /** The statements of the part {@code tag} of a migration, as its file has them. */
    private static List<String> statements(String resource, String tag) throws IOException {
        String script;
        try (InputStream in = RekeySafetyTest.class.getClassLoader().getResourceAsStream(resource)) {
            script = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        String part =
                script.substring(script.indexOf("-- tag::" + tag + "[]"), script.indexOf("-- end::" + tag + "[]"));
        List<String> statements = new ArrayList<>();
        for (String statement : part.replaceAll("(?m)^--.*$", "").split(";")) {
            if (!statement.isBlank()) {
                statements.add(statement.strip());
            }
        }
        return statements;
    }

    private void assertTheLegacyKeysAreInPlace() throws SQLException {
        try (Connection connection = connection()) {
            DatabaseMetaData metadata = connection.getMetaData();
            assertThat(primaryKey(metadata, connection, "customers")).containsExactly("id");
            assertThat(primaryKey(metadata, connection, "orders")).containsExactly("id");
            assertThat(foreignKeys(metadata, connection, "orders")).containsExactly("customer_id -> customers.id");
            assertThat(foreignKeys(metadata, connection, "order_notes")).containsExactly("order_id -> orders.id");
        }
        assertThat(columns("customers").get("id")[0]).isIn("bigint", "int8", "BIGINT");
        assertThat(columns("orders").get("customer_id")[0]).isIn("bigint", "int8", "BIGINT");
    }

    private static List<String> primaryKey(DatabaseMetaData metadata, Connection connection, String table)
            throws SQLException {
        List<String> columns = new ArrayList<>();
        try (ResultSet result = metadata.getPrimaryKeys(connection.getCatalog(), connection.getSchema(), table)) {
            while (result.next()) {
                columns.add(result.getString("COLUMN_NAME"));
            }
        }
        return columns;
    }

    private static List<String> foreignKeys(DatabaseMetaData metadata, Connection connection, String table)
            throws SQLException {
        List<String> keys = new ArrayList<>();
        try (ResultSet result = metadata.getImportedKeys(connection.getCatalog(), connection.getSchema(), table)) {
            while (result.next()) {
                keys.add(result.getString("FKCOLUMN_NAME") + " -> " + result.getString("PKTABLE_NAME") + "."
                        + result.getString("PKCOLUMN_NAME"));
            }
        }
        return keys;
    }

    /** The columns of {@code table}: each name to its type name and size. */
    private Map<String, String[]> columns(String table) throws SQLException {
        Map<String, String[]> columns = new LinkedHashMap<>();
        try (Connection connection = connection();
                ResultSet result = connection
                        .getMetaData()
                        .getColumns(connection.getCatalog(), connection.getSchema(), table, null)) {
            while (result.next()) {
                columns.put(
                        result.getString("COLUMN_NAME"),
                        new String[] {result.getString("TYPE_NAME"), result.getString("COLUMN_SIZE")});
            }
        }
        return columns;
    }

    private void insert(Map<Long, LocalDateTime> customers, Map<UUID, LocalDateTime> orders, Map<Long, UUID> notes)
            throws SQLException {
        try (Connection connection = connection()) {
            try (PreparedStatement insert =
                    connection.prepareStatement("insert into customers (id, name, created_at) values (?, ?, ?)")) {
                for (Map.Entry<Long, LocalDateTime> customer : customers.entrySet()) {
                    insert.setLong(1, customer.getKey());
                    insert.setString(2, "customer " + customer.getKey());
                    insert.setObject(3, customer.getValue());
                    insert.executeUpdate();
                }
            }
            try (PreparedStatement insert = connection.prepareStatement("insert into orders (id, customer_id, total,"
                    + " created_at) values (" + (mariadb() ? "cast(? as uuid)" : "?") + ", ?, 9.90, ?)")) {
                for (Map.Entry<UUID, LocalDateTime> order : orders.entrySet()) {
                    insert.setObject(1, mariadb() ? order.getKey().toString() : order.getKey());
                    insert.setLong(2, order.getKey().getMostSignificantBits());
                    insert.setObject(3, order.getValue());
                    insert.executeUpdate();
                }
            }
            try (PreparedStatement insert = connection.prepareStatement("insert into order_notes (id, order_id, text)"
                    + " values (?, " + (mariadb() ? "cast(? as uuid)" : "?") + ", 'gift wrap')")) {
                for (Map.Entry<Long, UUID> note : notes.entrySet()) {
                    insert.setLong(1, note.getKey());
                    insert.setObject(2, mariadb() ? note.getValue().toString() : note.getValue());
                    insert.executeUpdate();
                }
            }
        }
    }

    private long count(String query) throws SQLException {
        try (Connection connection = connection();
                Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery(query)) {
            result.next();
            return result.getLong(1);
        }
    }

    /** A connection set up as the migration's are. */
    private Connection connection() throws SQLException {
        Connection connection = database.dataSource().getConnection();
        if (mariadb()) {
            try (Statement statement = connection.createStatement()) {
                statement.execute(ROUND_FRACTIONAL_SECONDS);
            }
        }
        return connection;
    }

    private boolean mariadb() {
        return database.name().equals("mariadb");
    }
}
