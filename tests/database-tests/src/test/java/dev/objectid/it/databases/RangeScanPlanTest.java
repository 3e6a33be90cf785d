package dev.objectid.it.databases;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import dev.objectid.it.HibernateBootstrap;
import dev.objectid.it.SqlCapture;
import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import dev.objectid.it.shop.Customer;
import dev.objectid.it.shop.Order;
import dev.objectid.it.shop.OrderCreatedPredicates;
import dev.objectid.it.shop.OrderId;
import jakarta.persistence.criteria.CriteriaBuilder;
import jakarta.persistence.criteria.CriteriaQuery;
import jakarta.persistence.criteria.Root;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The generated time-range query is answered through the primary-key index: 200,000 orders, statistics updated, and
 * the database's own {@code EXPLAIN} of the SQL Hibernate sends for {@code OrderCreatedPredicates.createdBetween}
 * names the primary key (PostgreSQL: an index, index-only or bitmap index scan on {@code orders_pkey}; MariaDB:
 * access type {@code range} on {@code PRIMARY}; H2: the primary-key index with the range as its condition).
 */
class RangeScanPlanTest {

    static final int ROWS = 200_000;
    private static final Instant FIRST = Instant.parse("2023-01-01T00:00:00Z");
    private static final Duration SPACING = Duration.ofSeconds(15);
    private static final Instant FROM = FIRST.plus(Duration.ofDays(17));
    private static final Instant TO = FROM.plus(Duration.ofHours(1));

    private static TestDatabase database;
    private static SessionFactory hibernate;
    private static Customer customer;

    @BeforeAll
    static void twoHundredThousandOrdersWithStatistics() throws SQLException {
        database = TestDatabases.create();
        hibernate = HibernateBootstrap.start(
                RangeScanPlanTest.class.getClassLoader(),
                database,
                Map.of("hibernate.session_factory.statement_inspector", SqlCapture.class.getName()),
                Customer.class,
                Order.class);
        customer = new Customer("bulk");
        hibernate.inTransaction(session -> session.persist(customer));
        try (Connection connection = database.dataSource().getConnection()) {
            connection.setAutoCommit(false);
            try (PreparedStatement insert =
                    connection.prepareStatement("insert into orders (id, customer_id, item) values (?, ?, ?)")) {
                byte[] customerId = customer.getId().toByteArray();
                for (int i = 0; i < ROWS; i++) {
                    insert.setBytes(
                            1,
                            ObjectId.generate(FIRST.plus(SPACING.multipliedBy(i)))
                                    .toByteArray());
                    insert.setBytes(2, customerId);
                    insert.setString(3, "item " + i);
                    insert.addBatch();
                    if (i % 1_000 == 999) {
                        insert.executeBatch();
                    }
                }
                insert.executeBatch();
            }
            connection.commit();
            connection.setAutoCommit(true);
            try (Statement statement = connection.createStatement()) {
                statement.execute(
                        switch (database.name()) {
                            case "postgresql" -> "analyze orders";
                            case "mariadb" -> "analyze table orders";
                            default -> "analyze";
                        });
            }
        }
    }

    @AfterAll
    static void stop() {
        hibernate.close();
    }

    @Test
    void theGeneratedBetweenQueryIsAPrimaryKeyRangeScan() throws SQLException {
        List<Order> found = new ArrayList<>();
        List<String> sql = SqlCapture.during(() -> found.addAll(hibernate.fromTransaction(session -> {
            CriteriaBuilder criteriaBuilder = session.getCriteriaBuilder();
            CriteriaQuery<Order> query = criteriaBuilder.createQuery(Order.class);
            Root<Order> order = query.from(Order.class);
            query.where(OrderCreatedPredicates.createdBetween(criteriaBuilder, order.<OrderId>get("id"), FROM, TO));
            return session.createQuery(query).getResultList();
        })));

        assertThat(found).as("one hour of orders, one every 15 s").hasSize(240);
        assertThat(sql).hasSize(1);
        String plan = explain(
                sql.get(0),
                OrderId.minFor(FROM).toByteArray(),
                OrderId.minFor(TO).toByteArray());
        System.out.printf("%s plan of%n  %s%n%s%n", database.name(), sql.get(0), plan);

        switch (database.name()) {
            case "postgresql" ->
                assertThat(plan)
                        .containsPattern("(Index Scan using|Index Only Scan using|Bitmap Index Scan on) orders_pkey");
            case "mariadb" -> assertThat(plan).contains("type=range").contains("key=PRIMARY");
            default -> assertThat(plan).containsPattern("PRIMARY_KEY_\\w*: ID >= \\?1\\s+AND ID < \\?2");
        }
    }

    private static String explain(String sql, byte[] from, byte[] to) throws SQLException {
        try (Connection connection = database.dataSource().getConnection();
                PreparedStatement explain = connection.prepareStatement("explain " + sql)) {
            explain.setBytes(1, from);
            explain.setBytes(2, to);
            StringBuilder plan = new StringBuilder();
            try (ResultSet rows = explain.executeQuery()) {
                ResultSetMetaData columns = rows.getMetaData();
                while (rows.next()) {
                    if (columns.getColumnCount() == 1) {
                        plan.append(rows.getString(1)).append('\n');
                    } else {
                        for (int i = 1; i <= columns.getColumnCount(); i++) {
                            plan.append(columns.getColumnLabel(i))
                                    .append('=')
                                    .append(rows.getString(i))
                                    .append(' ');
                        }
                        plan.append('\n');
                    }
                }
            }
            return plan.toString();
        }
    }
}
