package dev.objectid.migration.rekey;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.objectid.ObjectId;
import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLIntegrityConstraintViolationException;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.UUID;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The re-keying recipe of docs/rekeying.md on PostgreSQL and MariaDB: customers keyed by a bigint and orders keyed by a
 * UUID, with order notes pointing at the orders, re-keyed to ObjectIds made from {@code created_at} by the Flyway
 * migration {@code rekey/<database>/V2__objectid_keys.sql}. Thousands of rows, many of them in the same second and
 * some with the same {@code created_at}, inserted in an order that is not their creation order.
 */
class RekeyTest {

    private static final int CUSTOMERS = 3000;
    private static final int ORDERS = 5000;
    private static final int NOTES = 2000;
    /** A bulk import: this many customers in one second, and as many again at one and the same instant. */
    private static final int IN_ONE_SECOND = 400;

    private static final LocalDateTime IMPORT = LocalDateTime.parse("2023-03-01T10:00:00");

    private static TestDatabase database;
    private static final Map<Long, LocalDateTime> customersBefore = new HashMap<>();
    private static final Map<UUID, LocalDateTime> ordersBefore = new HashMap<>();
    private static final Map<UUID, Long> orderCustomersBefore = new HashMap<>();
    private static final Map<Long, UUID> noteOrdersBefore = new HashMap<>();

    @BeforeAll
    static void rekey() throws SQLException {
        database = TestDatabases.create();
        assumeTrue(!database.name().equals("h2"), "the re-keying recipe is for PostgreSQL and MariaDB");
        Flyway flyway = Flyway.configure()
                .dataSource(database.dataSource())
                .locations("classpath:rekey/" + database.name(), "classpath:dev/objectid/sql/" + database.name())
                .load();
        Flyway.configure()
                .configuration(flyway.getConfiguration())
                .target("1")
                .load()
                .migrate();
        insertLegacyRows(new Random(20240501));
        flyway.migrate();
    }

    private static void insertLegacyRows(Random random) throws SQLException {
        List<Long> ids = new ArrayList<>();
        for (long id = 1; id <= CUSTOMERS; id++) {
            ids.add(id);
        }
        Collections.shuffle(ids, random); // the old keys do not follow created_at
        LocalDateTime from = LocalDateTime.parse("2022-01-01T00:00:00");
        for (int i = 0; i < CUSTOMERS; i++) {
            LocalDateTime createdAt;
            if (i < IN_ONE_SECOND) {
                createdAt = IMPORT.plus(random.nextInt(1000), ChronoUnit.MILLIS);
            } else if (i < 2 * IN_ONE_SECOND) {
                createdAt = IMPORT.plusSeconds(1); // all at the same instant: ordered by the old key
            } else {
                createdAt = from.plus(random.nextLong(Duration.ofDays(900).toMillis()), ChronoUnit.MILLIS);
            }
            customersBefore.put(ids.get(i), createdAt);
        }
        List<Long> customerIds = new ArrayList<>(customersBefore.keySet());
        for (int i = 0; i < ORDERS; i++) {
            long customer = customerIds.get(random.nextInt(customerIds.size()));
            UUID id = new UUID(
                    random.nextLong() & ~0xF000L | 0x4000L, // random (version 4) UUIDs
                    random.nextLong() & 0x3FFF_FFFF_FFFF_FFFFL | 0x8000_0000_0000_0000L);
            ordersBefore.put(
                    id,
                    customersBefore
                            .get(customer)
                            .plus(random.nextLong(Duration.ofDays(30).toMillis()), ChronoUnit.MILLIS));
            orderCustomersBefore.put(id, customer);
        }
        List<UUID> orderIds = new ArrayList<>(ordersBefore.keySet());
        for (long id = 1; id <= NOTES; id++) {
            noteOrdersBefore.put(id, orderIds.get(random.nextInt(orderIds.size())));
        }

        try (Connection connection = database.dataSource().getConnection()) {
            try (PreparedStatement insert =
                    connection.prepareStatement("insert into customers (id, name, created_at) values (?, ?, ?)")) {
                for (long id : ids) {
                    insert.setLong(1, id);
                    insert.setString(2, "customer " + id);
                    insert.setObject(3, customersBefore.get(id));
                    insert.addBatch();
                }
                insert.executeBatch();
            }
            try (PreparedStatement insert = connection.prepareStatement("insert into orders (id, customer_id, total,"
                    + " created_at) values (" + (postgresql() ? "?" : "cast(? as uuid)") + ", ?, 9.90, ?)")) {
                for (UUID id : orderIds) {
                    insert.setObject(1, postgresql() ? id : id.toString());
                    insert.setLong(2, orderCustomersBefore.get(id));
                    insert.setObject(3, ordersBefore.get(id));
                    insert.addBatch();
                }
                insert.executeBatch();
            }
            try (PreparedStatement insert = connection.prepareStatement("insert into order_notes (id, order_id, text)"
                    + " values (?, " + (postgresql() ? "?" : "cast(? as uuid)") + ", 'gift wrap')")) {
                for (Map.Entry<Long, UUID> note : noteOrdersBefore.entrySet()) {
                    insert.setLong(1, note.getKey());
                    insert.setObject(
                            2, postgresql() ? note.getValue() : note.getValue().toString());
                    insert.addBatch();
                }
                insert.executeBatch();
            }
        }
    }

    @Test
    void customersAreOrderedByIdAsByCreationTime() throws SQLException {
        List<Row> rows = rows("select legacy_id, objectid_hex(id), created_at from customers order by id");

        assertThat(rows).hasSize(CUSTOMERS);
        assertThat(rows)
                .extracting(Row::legacyId)
                .containsExactlyElementsOf(customersBefore.entrySet().stream()
                        .sorted(Map.Entry.<Long, LocalDateTime>comparingByValue()
                                .thenComparing(Map.Entry.comparingByKey()))
                        .map(entry -> String.valueOf(entry.getKey()))
                        .toList());
        assertThat(rows).extracting(Row::createdAt).isSorted();
        Map<LocalDateTime, Integer> rowsPerSecond = assertIdsCarryTheirSecondAndCountWithinIt(rows);
        assertThat(rowsPerSecond.get(IMPORT)).isEqualTo(IN_ONE_SECOND);
        assertThat(rowsPerSecond.get(IMPORT.plusSeconds(1))).isEqualTo(IN_ONE_SECOND);
    }

    @Test
    void ordersAreOrderedByIdAsByCreationTime() throws SQLException {
        List<Row> rows = rows("select legacy_id, objectid_hex(id), created_at from orders order by id");

        assertThat(rows).hasSize(ORDERS);
        assertThat(rows).extracting(Row::createdAt).isSorted();
        assertThat(rows)
                .extracting(row -> UUID.fromString(row.legacyId()))
                .containsExactlyInAnyOrderElementsOf(ordersBefore.keySet());
        assertThat(rows)
                .allSatisfy(row ->
                        assertThat(row.createdAt()).isEqualTo(ordersBefore.get(UUID.fromString(row.legacyId()))));
        assertIdsCarryTheirSecondAndCountWithinIt(rows);
    }

    @Test
    void noIdRepeatsAcrossTheTwoTablesAndEachHasAProcessValueOfItsOwn() throws SQLException {
        List<Row> customers = rows("select legacy_id, objectid_hex(id), created_at from customers");
        List<Row> orders = rows("select legacy_id, objectid_hex(id), created_at from orders");
        Set<String> ids = new HashSet<>();
        customers.forEach(row -> ids.add(row.id()));
        orders.forEach(row -> ids.add(row.id()));

        assertThat(ids).hasSize(CUSTOMERS + ORDERS);
        assertThat(customers)
                .extracting(row -> row.objectId().processValue())
                .containsOnly(customers.get(0).objectId().processValue());
        assertThat(orders)
                .extracting(row -> row.objectId().processValue())
                .containsOnly(orders.get(0).objectId().processValue());
        assertThat(customers.get(0).objectId().processValue())
                .isNotEqualTo(orders.get(0).objectId().processValue());
    }

    @Test
    void everyForeignKeyPointsAtTheRowItPointedAtBefore() throws SQLException {
        Map<UUID, Long> orderCustomers = new HashMap<>();
        for (String[] row : strings(
                "select o.legacy_id, c.legacy_id from orders o" + " join customers c on c.id = o.customer_id")) {
            orderCustomers.put(UUID.fromString(row[0]), Long.valueOf(row[1]));
        }
        Map<Long, UUID> noteOrders = new HashMap<>();
        for (String[] row : strings("select n.id, o.legacy_id from order_notes n join orders o on o.id = n.order_id")) {
            noteOrders.put(Long.valueOf(row[0]), UUID.fromString(row[1]));
        }

        assertThat(orderCustomers).isEqualTo(orderCustomersBefore);
        assertThat(noteOrders).isEqualTo(noteOrdersBefore);
    }

    @Test
    void theForeignKeysAreEnforcedAndNewRowsNeedNoLegacyKey() throws SQLException {
        try (Connection connection = database.dataSource().getConnection();
                PreparedStatement customer = connection.prepareStatement(
                        "insert into customers (id, name, created_at) values (?, 'new', ?)");
                PreparedStatement order = connection.prepareStatement(
                        "insert into orders (id, customer_id, total, created_at) values (?, ?, 1.00, ?)")) {
            ObjectId id = ObjectId.generate();
            customer.setBytes(1, id.toByteArray());
            customer.setObject(2, LocalDateTime.ofInstant(id.timestamp(), ZoneOffset.UTC));
            customer.executeUpdate();

            order.setBytes(1, ObjectId.generate().toByteArray());
            order.setBytes(2, ObjectId.generate().toByteArray()); // no such customer
            order.setObject(3, LocalDateTime.now(ZoneOffset.UTC));
            assertThatThrownBy(order::executeUpdate)
                    .isInstanceOfSatisfying(
                            SQLException.class,
                            e -> assertThat(e instanceof SQLIntegrityConstraintViolationException
                                            || "23503".equals(e.getSQLState()))
                                    .as(e.getMessage())
                                    .isTrue());
        }
    }

    /**
     * Each id's timestamp is its row's created_at to the second, and its counter numbers the rows of that second in
     * the order of the rows, from 0.
     *
     * @return the number of rows of each second
     */
    private static Map<LocalDateTime, Integer> assertIdsCarryTheirSecondAndCountWithinIt(List<Row> rowsById) {
        Map<LocalDateTime, Integer> next = new HashMap<>();
        for (Row row : rowsById) {
            LocalDateTime second = row.createdAt().truncatedTo(ChronoUnit.SECONDS);
            assertThat(row.objectId().timestamp()).as(row.toString()).isEqualTo(second.toInstant(ZoneOffset.UTC));
            int counter = next.merge(second, 1, Integer::sum) - 1;
            assertThat(row.objectId().counter()).as(row.toString()).isEqualTo(counter);
        }
        return next;
    }

    /** A re-keyed row: its old key, its new one in hex, and its creation time. */
    record Row(String legacyId, String id, LocalDateTime createdAt) {

        ObjectId objectId() {
            return ObjectId.parse(id);
        }
    }

    private static List<Row> rows(String query) throws SQLException {
        List<Row> rows = new ArrayList<>();
        try (Connection connection = database.dataSource().getConnection();
                PreparedStatement select = connection.prepareStatement(query);
                ResultSet result = select.executeQuery()) {
            while (result.next()) {
                rows.add(new Row(result.getString(1), result.getString(2), result.getObject(3, LocalDateTime.class)));
            }
        }
        return rows;
    }

    private static List<String[]> strings(String query) throws SQLException {
        List<String[]> rows = new ArrayList<>();
        try (Connection connection = database.dataSource().getConnection();
                PreparedStatement select = connection.prepareStatement(query);
                ResultSet result = select.executeQuery()) {
            while (result.next()) {
                rows.add(new String[] {result.getString(1), result.getString(2)});
            }
        }
        return rows;
    }

    private static boolean postgresql() {
        return database.name().equals("postgresql");
    }
}
