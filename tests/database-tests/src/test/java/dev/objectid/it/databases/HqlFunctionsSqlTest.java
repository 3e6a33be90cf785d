package dev.objectid.it.databases;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.objectid.ObjectId;
import dev.objectid.it.ExpectedSql;
import dev.objectid.it.HibernateBootstrap;
import dev.objectid.it.SqlCapture;
import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import dev.objectid.it.shop.AuditEvent;
import dev.objectid.it.shop.Customer;
import dev.objectid.it.shop.CustomerId;
import dev.objectid.it.shop.Order;
import dev.objectid.it.shop.OrderId;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The id functions of objectid-generator in HQL, on the database of the run (H2, PostgreSQL, MariaDB): each query's
 * result is what Java computes from the ids, and the SQL Hibernate sends is captured and compared with
 * {@code src/test/resources/expected-sql/functions-<database>.sql}, which docs/databases.md quotes.
 */
class HqlFunctionsSqlTest {

    /** 26 orders, one every 3 hours from 2024-04-30T20:00Z, so that days and customers hold several each. */
    private static final Instant FIRST = Instant.parse("2024-04-30T20:00:00Z");

    private static final int ORDERS = 26;

    private static final Map<String, String> CAPTURED = new TreeMap<>();
    private static final List<Order> PLACED = new ArrayList<>();
    private static final List<Customer> CUSTOMERS = new ArrayList<>();

    private static TestDatabase database;
    private static SessionFactory hibernate;

    @BeforeAll
    static void ordersEveryThreeHours() {
        database = TestDatabases.create();
        hibernate = HibernateBootstrap.start(
                HqlFunctionsSqlTest.class.getClassLoader(),
                database,
                Map.of("hibernate.session_factory.statement_inspector", SqlCapture.class.getName()),
                Customer.class,
                Order.class,
                AuditEvent.class);
        hibernate.inTransaction(session -> {
            CUSTOMERS.add(new Customer("Ada"));
            CUSTOMERS.add(new Customer("Grace"));
            CUSTOMERS.forEach(session::persist);
            for (int i = 0; i < ORDERS; i++) {
                Instant placed = FIRST.plus(Duration.ofHours(3L * i));
                Order order = new Order(OrderId.of(ObjectId.generate(placed)), CUSTOMERS.get(i % 2), "item " + i);
                session.persist(order);
                PLACED.add(order);
            }
            session.persist(new AuditEvent(ObjectId.generate(Instant.parse("2100-01-01T00:00:00Z")), "late"));
        });
    }

    @AfterAll
    static void capturedStatementsAreTheExpectedOnes() throws IOException {
        hibernate.close();
        ExpectedSql.verify(
                "functions-" + database.name() + ".sql",
                CAPTURED,
                "SQL of the id functions, captured by HqlFunctionsSqlTest. Quoted by docs/databases.md;",
                "rewrite with -Dexpected.sql.update=true.");
    }

    @Test
    void ordersPerDay() {
        List<Object[]> perDay = capture(
                "orders-per-day",
                () -> hibernate.fromTransaction(session -> {
                    // tag::orders-per-day[]
                    List<Object[]> ordersPerDay =
                            session.createQuery("""
                    select cast(objectid_timestamp(o.id) as LocalDate) as day, count(*)
                    from Order o
                    group by day
                    order by day""", Object[].class).getResultList();
                    // end::orders-per-day[]
                    return ordersPerDay;
                }));

        Map<LocalDate, Long> expected = PLACED.stream()
                .collect(Collectors.groupingBy(
                        order -> LocalDate.ofInstant(order.getId().timestamp(), sessionZone()),
                        TreeMap::new,
                        Collectors.counting()));
        Map<Object, Object> actual = new LinkedHashMap<>();
        perDay.forEach(row -> actual.put(row[0], row[1]));
        assertThat(actual).containsExactlyEntriesOf(new LinkedHashMap<>(expected));
    }

    @Test
    void timestampInSelectAndWhere() {
        Instant from = Instant.parse("2024-05-01T00:00:00Z");
        Instant to = Instant.parse("2024-05-02T00:00:00Z");
        List<Object[]> rows = capture(
                "timestamp-where",
                () -> hibernate.fromTransaction(session -> session.createQuery("""
                        select o.id, objectid_timestamp(o.id)
                        from Order o
                        where objectid_timestamp(o.id) >= :from and objectid_timestamp(o.id) < :to
                        order by objectid_timestamp(o.id)""", Object[].class)
                        .setParameter("from", from)
                        .setParameter("to", to)
                        .getResultList()));

        List<Order> expected = PLACED.stream()
                .filter(o -> !o.getId().timestamp().isBefore(from)
                        && o.getId().timestamp().isBefore(to))
                .toList();
        assertThat(rows)
                .hasSize(8)
                .extracting(row -> row[0])
                .containsExactlyElementsOf(expected.stream().map(Order::getId).toList());
        assertThat(rows)
                .extracting(row -> row[1])
                .containsExactlyElementsOf(
                        expected.stream().map(o -> o.getId().timestamp()).toList());
    }

    @Test
    void timestampAfter2038() {
        Instant late = capture(
                "timestamp-plain-id",
                () -> hibernate.fromTransaction(session -> session.createQuery(
                                "select objectid_timestamp(e.id) from AuditEvent e", Instant.class)
                        .getSingleResult()));

        assertThat(late).isEqualTo(Instant.parse("2100-01-01T00:00:00Z"));
    }

    @Test
    void hexAndStr() {
        List<Object[]> rows = capture(
                "hex",
                () -> hibernate.fromTransaction(session -> session.createQuery(
                                "select objectid_hex(o.id), str(o.customer.id) from Order o order by o.id",
                                Object[].class)
                        .getResultList()));

        assertThat(rows)
                .extracting(row -> row[0])
                .containsExactlyElementsOf(
                        PLACED.stream().map(o -> o.getId().toString()).toList());
        assertThat(rows)
                .extracting(row -> row[1])
                .containsExactlyElementsOf(PLACED.stream()
                        .map(o -> o.getCustomer().getId().toString())
                        .toList());
    }

    @Test
    void maxAndMin() {
        Object[] row = capture(
                "max-min",
                () -> hibernate.fromTransaction(session -> session.createQuery(
                                "select max(o.id), min(o.id), objectid_max(e.id) from Order o, AuditEvent e",
                                Object[].class)
                        .getSingleResult()));

        assertThat(row[0]).isEqualTo(PLACED.get(ORDERS - 1).getId());
        assertThat(row[1]).isEqualTo(PLACED.get(0).getId());
        assertThat(row[2]).isInstanceOf(ObjectId.class);
    }

    @Test
    void latestOrderPerCustomer() {
        List<Object[]> rows = capture(
                "latest-per-customer",
                () -> hibernate.fromTransaction(session -> {
                    // tag::latest-per-customer[]
                    List<Object[]> latestPerCustomer =
                            session.createQuery("""
                    select o.customer.id, max(o.id)
                    from Order o
                    group by o.customer.id
                    order by max(o.id) desc""", Object[].class).getResultList();
                    // end::latest-per-customer[]
                    return latestPerCustomer;
                }));

        Map<CustomerId, OrderId> latest = PLACED.stream()
                .collect(Collectors.toMap(
                        o -> o.getCustomer().getId(), Order::getId, (a, b) -> a.compareTo(b) > 0 ? a : b));
        assertThat(rows)
                .extracting(r -> r[0] + "=" + r[1])
                .containsExactlyElementsOf(latest.entrySet().stream()
                        .sorted(Map.Entry.<CustomerId, OrderId>comparingByValue(Comparator.naturalOrder())
                                .reversed())
                        .map(e -> e.getKey() + "=" + e.getValue())
                        .toList());
    }

    @Test
    void aggregateClausesOfMaxOnPostgreSqlAreRefused() {
        String filtered = "select max(o.id) filter (where o.item <> 'item 25') from Order o";
        String windowed = "select max(o.id) over () from Order o";
        if (database.name().equals("postgresql")) {
            assertThatThrownBy(() -> hibernate.fromTransaction(session ->
                            session.createQuery(filtered, OrderId.class).getSingleResult()))
                    .hasMessageContaining("Function 'max()' of an id takes no filter clause on" + " this database");
            assertThatThrownBy(() -> hibernate.fromTransaction(session ->
                            session.createQuery(windowed, OrderId.class).getResultList()))
                    .as("PostgreSQL refuses the SQL")
                    .isInstanceOf(RuntimeException.class);
        } else {
            OrderId max = hibernate.fromTransaction(
                    session -> session.createQuery(filtered, OrderId.class).getSingleResult());
            List<OrderId> windows = hibernate.fromTransaction(
                    session -> session.createQuery(windowed, OrderId.class).getResultList());
            assertThat(max).isEqualTo(PLACED.get(ORDERS - 2).getId());
            assertThat(windows)
                    .hasSize(ORDERS)
                    .containsOnly(PLACED.get(ORDERS - 1).getId());
        }
    }

    /**
     * The zone a cast to a date uses: an Instant is UTC on MySQL and MariaDB (Hibernate stores it as UTC there); on
     * PostgreSQL and H2 the session's zone, which their drivers set to the JVM's.
     */
    private static ZoneId sessionZone() {
        return database.name().equals("mariadb") ? ZoneOffset.UTC : ZoneId.systemDefault();
    }

    private static <T> T capture(String name, Supplier<T> query) {
        List<T> result = new ArrayList<>();
        List<String> statements = SqlCapture.during(() -> result.add(query.get()));
        CAPTURED.put(name, String.join("\n", statements));
        return result.get(0);
    }
}
