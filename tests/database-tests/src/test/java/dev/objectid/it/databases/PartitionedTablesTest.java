package dev.objectid.it.databases;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.objectid.ObjectId;
import dev.objectid.hibernate.SqlScripts;
import dev.objectid.it.HibernateBootstrap;
import dev.objectid.it.SqlCapture;
import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import dev.objectid.it.shop.Customer;
import dev.objectid.it.shop.Order;
import dev.objectid.it.shop.OrderCreatedPredicates;
import dev.objectid.it.shop.OrderId;
import dev.objectid.sql.PartitionPeriod;
import dev.objectid.sql.SqlDialect;
import dev.objectid.sql.TimePartition;
import dev.objectid.sql.TimePartitions;
import jakarta.persistence.criteria.CriteriaBuilder;
import jakarta.persistence.criteria.CriteriaQuery;
import jakarta.persistence.criteria.Root;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A table partitioned by month on its ObjectId primary key, on PostgreSQL and MariaDB: the DDL written by hand
 * ({@code src/test/resources/partitioned/<database>.sql}) plus the partitions {@link TimePartitions} writes, then
 * Hibernate entities on it with {@code hbm2ddl.auto=validate}. Inserts land in the partition of their id's month, the
 * generated time-range helpers read one partition for one hour, foreign keys work where the database has them, and
 * dropping a month's partition removes exactly that month.
 */
class PartitionedTablesTest {

    /** Six months of orders, one every 6 hours, in partitions 2026-01 .. 2026-06. */
    private static final Instant FIRST = Instant.parse("2026-01-01T03:00:00Z");

    private static final Instant END = Instant.parse("2026-07-01T00:00:00Z");
    private static final Duration SPACING = Duration.ofHours(6);

    private static TestDatabase database;
    private static SqlDialect dialect;
    private static TimePartitions orders;
    private static SessionFactory hibernate;
    private static final List<Order> PLACED = new ArrayList<>();
    private static Customer customer;

    @BeforeAll
    static void partitionedOrders() throws SQLException {
        database = TestDatabases.create();
        assumeTrue(!database.name().equals("h2"), "partitioned tables are tested on PostgreSQL and MariaDB");
        dialect = SqlDialect.named(database.name());
        try (Connection connection = database.dataSource().getConnection()) {
            SqlScripts.run(connection, "partitioned/" + database.name() + ".sql");
            // tag::time-partitions[]
            orders = TimePartitions.of(dialect, "orders", PartitionPeriod.MONTH);
            String partitionTheTable = orders.createDdl(FIRST, 6); // January to June 2026
            String keepTwoMonthsAhead = orders.addDdl(Instant.now(), 2); // safe to run again, every day
            String dropJanuary = orders.dropDdl(FIRST, 1);
            // end::time-partitions[]
            SqlScripts.runScript(connection, partitionTheTable);
            SqlScripts.runScript(connection, keepTwoMonthsAhead);
            assertThat(dropJanuary).contains(orders.partitions(FIRST, 1).get(0).name());
        }
        hibernate = HibernateBootstrap.start(
                PartitionedTablesTest.class.getClassLoader(),
                database,
                Map.of(
                        "hibernate.hbm2ddl.auto",
                        "validate",
                        "hibernate.jdbc.batch_size",
                        50,
                        "hibernate.session_factory.statement_inspector",
                        SqlCapture.class.getName()),
                Customer.class,
                Order.class);
        customer = new Customer("partitioned");
        hibernate.inTransaction(session -> {
            session.persist(customer);
            for (Instant placed = FIRST; placed.isBefore(END); placed = placed.plus(SPACING)) {
                Order order = new Order(OrderId.of(ObjectId.generate(placed)), customer, "at " + placed);
                session.persist(order);
                PLACED.add(order);
            }
        });
        try (Connection connection = database.dataSource().getConnection();
                Statement statement = connection.createStatement()) {
            statement.execute(dialect == SqlDialect.POSTGRESQL ? "analyze orders" : "analyze table orders");
        }
    }

    @AfterAll
    static void stop() {
        if (hibernate != null) {
            hibernate.close();
        }
    }

    @Test
    void eachOrderIsInThePartitionOfItsMonth() throws SQLException {
        Order now = new Order(customer, "generated now");
        hibernate.inTransaction(session -> session.persist(now));

        // February to June: droppingAMonthsPartitionRemovesExactlyThatMonth drops January
        for (TimePartition month : orders.partitions(FIRST.plus(Duration.ofDays(31)), 5)) {
            long expected = PLACED.stream()
                    .filter(o -> isIn(o.getId().toObjectId(), month))
                    .count();
            assertThat(countIn(month.name()))
                    .as(month.name())
                    .isEqualTo(expected)
                    .isPositive();
        }
        TimePartition current = orders.partitions(now.getId().timestamp(), 1).get(0);
        assertThat(countIn(current.name()))
                .as("the order generated now, in %s", current.name())
                .isOne();
    }

    @Test
    void theGeneratedHelperReadsOnePartitionForOneHour() throws SQLException {
        Instant from = Instant.parse("2026-03-10T09:00:00Z");
        Instant to = from.plus(Duration.ofHours(1));
        List<Order> found = new ArrayList<>();
        List<String> sql = SqlCapture.during(() -> found.addAll(hibernate.fromTransaction(session -> {
            CriteriaBuilder criteriaBuilder = session.getCriteriaBuilder();
            CriteriaQuery<Order> query = criteriaBuilder.createQuery(Order.class);
            Root<Order> order = query.from(Order.class);
            query.where(OrderCreatedPredicates.createdBetween(criteriaBuilder, order.<OrderId>get("id"), from, to));
            return session.createQuery(query).getResultList();
        })));

        assertThat(found)
                .extracting(Order::getId)
                .containsExactlyElementsOf(PLACED.stream()
                        .filter(o -> o.getId().timestamp().equals(from))
                        .map(Order::getId)
                        .toList());
        assertThat(found).hasSize(1);
        assertThat(sql).hasSize(1);
        String plan = explain(
                sql.get(0),
                OrderId.minFor(from).toByteArray(),
                OrderId.minFor(to).toByteArray());
        System.out.printf("%s plan of%n  %s%n%s%n", database.name(), sql.get(0), plan);
        assertThat(partitionsIn(plan))
                .as(plan)
                .containsExactly(orders.partitions(from, 1).get(0).name());
    }

    @Test
    void foreignKeysWhereTheDatabaseHasThem() throws SQLException {
        Order order = PLACED.get(PLACED.size() - 1);
        try (Connection connection = database.dataSource().getConnection();
                Statement statement = connection.createStatement()) {
            if (dialect == SqlDialect.POSTGRESQL) {
                assertThatThrownBy(() -> statement.execute("insert into orders (id, customer_id) values ("
                                + literal(ObjectId.generate(FIRST)) + ", " + literal(ObjectId.generate()) + ")"))
                        .hasMessageContaining("violates foreign key constraint \"orders_customer_id_fkey\"");
                statement.execute("insert into order_notes values (" + literal(ObjectId.generate()) + ", "
                        + literal(order.getId().toObjectId()) + ", 'noted')");
                assertThatThrownBy(() ->
                                statement.execute("insert into order_notes values (" + literal(ObjectId.generate())
                                        + ", " + literal(ObjectId.generate(FIRST)) + ", 'dangling')"))
                        .hasMessageContaining("violates foreign key constraint \"order_notes_order_id_fkey\"");
            } else {
                assertThatThrownBy(() -> statement.execute(
                                "alter table orders add foreign key (customer_id)" + " references Customer (id)"))
                        .hasMessageContaining("Partitioned tables do not support FOREIGN KEY");
                assertThatThrownBy(() -> statement.execute("create table order_notes (id binary(12) primary key,"
                                + " order_id binary(12) not null references orders (id)) engine=InnoDB"))
                        .hasMessageContaining("Foreign key constraint is incorrectly formed");
            }
        }
    }

    @Test
    void anIdOutsideEveryPartitionIsRefused() {
        Order future = new Order(OrderId.of(ObjectId.generate(Instant.parse("2030-01-01T00:00:00Z"))), customer, "x");

        assertThatThrownBy(() -> hibernate.inTransaction(session -> session.persist(future)))
                .rootCause()
                .hasMessageContaining(
                        dialect == SqlDialect.POSTGRESQL
                                ? "no partition of relation \"orders\" found for row"
                                : "Table has no partition for value from column_list");
    }

    @Test
    void droppingAMonthsPartitionRemovesExactlyThatMonth() throws SQLException {
        TimePartition january = orders.partitions(FIRST, 1).get(0);
        long before = count("select count(*) from orders");
        long ofJanuary = PLACED.stream()
                .filter(o -> isIn(o.getId().toObjectId(), january))
                .count();

        try (Connection connection = database.dataSource().getConnection();
                Statement statement = connection.createStatement()) {
            if (dialect == SqlDialect.POSTGRESQL) {
                // detaching checks the foreign keys that reference orders: the notes of January go first
                statement.execute("delete from order_notes where order_id < " + literal(january.upperBound()));
            }
            SqlScripts.runScript(connection, orders.dropDdl(FIRST, 1));
        }

        assertThat(count("select count(*) from orders")).isEqualTo(before - ofJanuary);
        assertThat(count("select count(*) from orders where id < " + literal(january.upperBound())))
                .isZero();
        Order first = hibernate.fromTransaction(
                session -> session.find(Order.class, PLACED.get(0).getId()));
        Order last = hibernate.fromTransaction(session ->
                session.find(Order.class, PLACED.get(PLACED.size() - 1).getId()));
        assertThat(first).as("January's first order").isNull();
        assertThat(last).as("June's last order").isNotNull();
    }

    private static boolean isIn(ObjectId id, TimePartition partition) {
        return id.compareTo(partition.lowerBound()) >= 0 && id.compareTo(partition.upperBound()) < 0;
    }

    /** The rows of one partition: on PostgreSQL a table, on MariaDB selected with {@code partition (p)}. */
    private static long countIn(String partition) throws SQLException {
        return count(
                dialect == SqlDialect.POSTGRESQL
                        ? "select count(*) from " + dialect.identifier(partition)
                        : "select count(*) from orders partition (" + dialect.identifier(partition) + ")");
    }

    private static long count(String sql) throws SQLException {
        try (Connection connection = database.dataSource().getConnection();
                Statement statement = connection.createStatement();
                ResultSet row = statement.executeQuery(sql)) {
            row.next();
            return row.getLong(1);
        }
    }

    private static String literal(ObjectId id) {
        return dialect.literal(id);
    }

    /** The partitions a plan reads, in order: PostgreSQL names them in scan nodes, MariaDB in EXPLAIN PARTITIONS. */
    private static List<String> partitionsIn(String plan) {
        List<String> partitions = new ArrayList<>();
        if (dialect == SqlDialect.POSTGRESQL) {
            Matcher scan = Pattern.compile("on (orders_\\d{4}_\\d{2})").matcher(plan);
            while (scan.find()) {
                partitions.add(scan.group(1));
            }
        } else {
            Matcher column = Pattern.compile("partitions=(\\S+)").matcher(plan);
            while (column.find()) {
                partitions.addAll(List.of(column.group(1).split(",")));
            }
        }
        return partitions;
    }

    private static String explain(String sql, byte[] from, byte[] to) throws SQLException {
        try (Connection connection = database.dataSource().getConnection();
                PreparedStatement explain = connection.prepareStatement(
                        (dialect == SqlDialect.POSTGRESQL ? "explain " : "explain partitions ") + sql)) {
            explain.setBytes(1, from);
            explain.setBytes(2, to);
            StringBuilder plan = new StringBuilder();
            try (ResultSet rows = explain.executeQuery()) {
                int columns = rows.getMetaData().getColumnCount();
                while (rows.next()) {
                    for (int i = 1; i <= columns; i++) {
                        plan.append(columns == 1 ? "" : rows.getMetaData().getColumnLabel(i) + "=")
                                .append(rows.getString(i))
                                .append(' ');
                    }
                    plan.append('\n');
                }
            }
            return plan.toString();
        }
    }
}
