package dev.objectid.it.spider;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.objectid.ObjectId;
import dev.objectid.hibernate.SqlScripts;
import dev.objectid.it.WorkerJvm;
import dev.objectid.it.db.TestDatabases;
import dev.objectid.it.shop.AuditEvent;
import dev.objectid.it.shop.AuditEventCreatedPredicates;
import dev.objectid.it.shop.Customer;
import dev.objectid.it.shop.Order;
import dev.objectid.it.shop.OrderCreatedPredicates;
import dev.objectid.it.shop.OrderId;
import dev.objectid.sql.SqlDialect;
import jakarta.persistence.criteria.CriteriaBuilder;
import jakarta.persistence.criteria.CriteriaQuery;
import jakarta.persistence.criteria.Root;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.Configuration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * ObjectIds on a sharded MariaDB: Spider over two backends ({@link SpiderCluster}), customers and audit events sharded
 * by a hash of the id ({@code partition by key (id)}), orders by ranges of ids, that is by month
 * ({@code partition by range columns (id)}); DDL in {@code src/test/resources/spider/}. Four JVMs insert through
 * Hibernate at the same time, coordinated by nothing: every row arrives exactly once, no key is duplicated, both
 * backends hold orders and audit events, each order is on the backend of its month, and the generated time-range
 * helpers return the right rows through the front end, reading only the backend of the month they ask for.
 *
 * <p>Runs when {@code OBJECTID_TEST_DATABASES} names {@code spider}, once, in the default execution.
 */
class SpiderClusterTest {

    private static final int WORKERS = 4;
    private static final int ROWS_PER_WORKER = Integer.getInteger("objectid.test.spiderRows", 2_000);
    /** Where the range shards meet: orders before it are on backend1. */
    private static final Instant NOVEMBER = Instant.parse("2026-11-01T00:00:00Z");

    private static SpiderCluster cluster;
    private static SessionFactory hibernate;
    private static Instant started;
    private static final Set<ObjectId> ORDER_IDS = new HashSet<>();

    @TempDir
    static Path logs;

    @BeforeAll
    static void fourJvmsInsertThroughTheFrontEnd() throws Exception {
        assumeTrue(
                TestDatabases.spiderRequested(),
                TestDatabases.ENVIRONMENT + " does not name " + TestDatabases.SPIDER
                        + ", or this is not the default execution");
        long start = System.nanoTime();
        cluster = SpiderCluster.start();
        System.out.printf("Spider cluster up in %.1f s%n", (System.nanoTime() - start) / 1e9);
        for (int backend = 1; backend <= SpiderCluster.BACKENDS; backend++) {
            try (Connection connection = cluster.connect(backend, "")) {
                SqlScripts.run(connection, "spider/backend.sql");
            }
        }
        try (Connection connection = cluster.connect(0, "")) {
            SqlScripts.run(connection, "spider/frontend.sql");
        }
        // validate: the mapping matches the Spider tables; never create or update (Spider would not pass it on)
        hibernate = new Configuration()
                .addAnnotatedClass(Customer.class)
                .addAnnotatedClass(Order.class)
                .addAnnotatedClass(AuditEvent.class)
                .setProperty("jakarta.persistence.jdbc.url", cluster.frontUrl("shop"))
                .setProperty("jakarta.persistence.jdbc.user", "root")
                .setProperty("jakarta.persistence.jdbc.password", "")
                .setProperty("hibernate.hbm2ddl.auto", "validate")
                .buildSessionFactory();

        started = Instant.now();
        long inserting = System.nanoTime();
        List<Process> workers = new ArrayList<>();
        for (int i = 0; i < WORKERS; i++) {
            workers.add(new ProcessBuilder(javaCommand(i))
                    .redirectErrorStream(true)
                    .redirectOutput(logs.resolve("worker-" + i + ".log").toFile())
                    .start());
        }
        for (int i = 0; i < WORKERS; i++) {
            Process worker = workers.get(i);
            assertThat(worker.waitFor(10, TimeUnit.MINUTES))
                    .as("worker %d finishes", i)
                    .isTrue();
            String log = Files.readString(logs.resolve("worker-" + i + ".log"), StandardCharsets.UTF_8);
            assertThat(worker.exitValue()).as("worker %d:%n%s", i, log).isZero();
            assertThat(log).contains("inserted " + ROWS_PER_WORKER).doesNotContain("Exception");
        }
        System.out.printf(
                "%d JVMs inserted %d orders and %d audit events each in %.1f s%n",
                WORKERS, ROWS_PER_WORKER, ROWS_PER_WORKER, (System.nanoTime() - inserting) / 1e9);
        try (Connection front = cluster.connect(0, "shop");
                Statement statement = front.createStatement();
                ResultSet ids = statement.executeQuery("select id from orders")) {
            while (ids.next()) {
                ORDER_IDS.add(ObjectId.fromBytes(ids.getBytes(1)));
            }
        }
    }

    @AfterAll
    static void stop() {
        if (hibernate != null) {
            hibernate.close();
        }
        if (cluster != null) {
            cluster.close();
        }
    }

    @Test
    void everyRowArrivesOnceAndNoKeyIsDuplicated() throws SQLException {
        int total = WORKERS * ROWS_PER_WORKER;
        for (String table : List.of("orders", "AuditEvent")) {
            assertThat(count(0, "shop", "select count(*) from " + table))
                    .as(table)
                    .isEqualTo(total);
            assertThat(count(0, "shop", "select count(distinct id) from " + table))
                    .as(table)
                    .isEqualTo(total);
        }
        assertThat(ORDER_IDS).hasSize(total);
        assertThat(count(0, "shop", "select count(*) from Customer")).isEqualTo(WORKERS);
        try (Connection front = cluster.connect(0, "shop");
                Statement statement = front.createStatement();
                ResultSet ids = statement.executeQuery("select id from AuditEvent")) {
            Set<Long> processValues = new HashSet<>();
            while (ids.next()) {
                processValues.add(ObjectId.fromBytes(ids.getBytes(1)).processValue());
            }
            assertThat(processValues).as("one process value per JVM").hasSize(WORKERS);
        }
    }

    @Test
    void rowsAreSpreadOverTheBackendsAndOrdersAreOnTheBackendOfTheirMonth() throws SQLException {
        for (String table : List.of("orders", "AuditEvent", "Customer")) {
            long first = count(1, "shard", "select count(*) from " + table);
            long second = count(2, "shard", "select count(*) from " + table);
            System.out.printf("%s: backend1 %d rows, backend2 %d rows%n", table, first, second);
            assertThat(first + second).as(table).isEqualTo(count(0, "shop", "select count(*) from " + table));
            if (!table.equals("Customer")) { // 4 customers: too few for a hash to spread for sure
                assertThat(first).as("%s on backend1", table).isPositive();
                assertThat(second).as("%s on backend2", table).isPositive();
            }
        }
        ObjectId november = ObjectId.minFor(NOVEMBER);
        assertThat(count(1, "shard", "select count(*) from orders"))
                .isEqualTo(ORDER_IDS.stream()
                        .filter(id -> id.compareTo(november) < 0)
                        .count());
        assertThat(count(1, "shard", "select count(*) from orders where id >= " + SqlDialect.MARIADB.literal(november)))
                .isZero();
    }

    @Test
    void theTimeRangeHelpersReturnTheRightRowsThroughSpider() {
        for (Instant[] range : new Instant[][] {
            {Instant.parse("2026-10-01T00:00:00Z"), NOVEMBER}, // backend1 only
            {Instant.parse("2026-10-20T00:00:00Z"), Instant.parse("2026-11-10T00:00:00Z")}, // both
            {Instant.parse("2026-12-01T00:00:00Z"), Instant.parse("2026-12-01T06:00:00Z")}, // backend2, six hours
        }) {
            List<ObjectId> found = hibernate.fromTransaction(session -> {
                CriteriaBuilder criteriaBuilder = session.getCriteriaBuilder();
                CriteriaQuery<Order> query = criteriaBuilder.createQuery(Order.class);
                Root<Order> order = query.from(Order.class);
                query.where(OrderCreatedPredicates.createdBetween(
                        criteriaBuilder, order.<OrderId>get("id"), range[0], range[1]));
                return session.createQuery(query).getResultList().stream()
                        .map(o -> o.getId().toObjectId())
                        .sorted()
                        .toList();
            });
            ObjectId from = ObjectId.minFor(range[0]);
            ObjectId to = ObjectId.minFor(range[1]);
            assertThat(found)
                    .as("orders of [%s, %s)", range[0], range[1])
                    .isNotEmpty()
                    .containsExactlyElementsOf(ORDER_IDS.stream()
                            .filter(id -> id.compareTo(from) >= 0 && id.compareTo(to) < 0)
                            .sorted()
                            .toList());
        }
        Long events = hibernate.fromTransaction(session -> {
            CriteriaBuilder criteriaBuilder = session.getCriteriaBuilder();
            CriteriaQuery<Long> query = criteriaBuilder.createQuery(Long.class);
            Root<AuditEvent> event = query.from(AuditEvent.class);
            query.select(criteriaBuilder.count(event))
                    .where(AuditEventCreatedPredicates.createdBetween(
                            criteriaBuilder,
                            event.get("id"),
                            started,
                            Instant.now().plusSeconds(1)));
            return session.createQuery(query).getSingleResult();
        });
        assertThat(events).as("audit events generated during the test").isEqualTo(WORKERS * ROWS_PER_WORKER);
    }

    @Test
    void aMonthOfOrdersIsReadFromOneBackend() throws SQLException {
        try (Connection front = cluster.connect(0, "shop");
                Statement statement = front.createStatement()) {
            // Spider's group-by handler takes a query that reaches one partition whole and hides the partitions
            statement.execute("set spider_disable_group_by_handler = on");
            try (ResultSet plan = statement.executeQuery("explain partitions select * from orders where id >= "
                    + SqlDialect.MARIADB.literal(ObjectId.minFor(Instant.parse("2026-10-01T00:00:00Z"))) + " and id < "
                    + SqlDialect.MARIADB.literal(ObjectId.minFor(NOVEMBER)))) {
                assertThat(plan.next()).isTrue();
                assertThat(plan.getString("partitions")).isEqualTo("p2026_10");
            }
        }
    }

    @Test
    void hibernateRemovesThroughSpider() throws SQLException {
        Customer customer = new Customer("removed");
        Order order = new Order(OrderId.of(ObjectId.generate(Instant.parse("2026-10-15T00:00:00Z"))), customer, "x");
        hibernate.inTransaction(session -> {
            session.persist(customer);
            session.persist(order);
        });
        assertThat(count(
                        1,
                        "shard",
                        "select count(*) from orders where id = "
                                + SqlDialect.MARIADB.literal(order.getId().toObjectId())))
                .isOne();

        // Hibernate checks that the delete removed one row: the delete triggers make Spider report it
        hibernate.inTransaction(session -> {
            session.remove(session.find(Order.class, order.getId()));
            session.remove(session.find(Customer.class, customer.getId()));
        });

        assertThat(count(
                        1,
                        "shard",
                        "select count(*) from orders where id = "
                                + SqlDialect.MARIADB.literal(order.getId().toObjectId())))
                .isZero();
    }

    /**
     * MariaDB's {@code partition by key} of a binary column keeps little of the bytes: with two partitions, an id's
     * partition is the parity of the position of its last odd byte. Consecutive ids of one process alternate; ids
     * drawn every other one (two tables inserted in turn) all go to one partition.
     */
    @Test
    void keyPartitionsFollowTheLowBitsOfTheIdsBytes() throws SQLException {
        for (int backend = 1; backend <= SpiderCluster.BACKENDS; backend++) {
            try (Connection connection = cluster.connect(backend, "shard")) {
                SqlScripts.runScript(connection, "create table key_probe (id binary(12) not null primary key)");
            }
        }
        try (Connection front = cluster.connect(0, "shop");
                Statement statement = front.createStatement()) {
            statement.execute("create table key_probe (id binary(12) not null primary key) engine=Spider"
                    + " comment='wrapper \"mysql\", table \"key_probe\"' partition by key (id)"
                    + " (partition p1 comment = 'srv \"backend1\"', partition p2 comment = 'srv \"backend2\"')");
            ObjectId first = ObjectId.parse("6b03bb283a96656f18566800");
            for (int step : new int[] {1, 2}) {
                statement.execute("delete from key_probe");
                StringBuilder insert = new StringBuilder("insert into key_probe values ");
                for (int i = 0; i < 1_000; i++) {
                    ObjectId id = ObjectId.of(first.timestamp(), first.processValue(), first.counter() + 1 + step * i);
                    insert.append(i == 0 ? "" : ", ")
                            .append('(')
                            .append(SqlDialect.MARIADB.literal(id))
                            .append(')');
                }
                statement.execute(insert.toString());
                long onFirst = count(1, "shard", "select count(*) from key_probe");
                long onSecond = count(2, "shard", "select count(*) from key_probe");
                System.out.printf("key_probe, counter step %d: backend1 %d, backend2 %d%n", step, onFirst, onSecond);
                assertThat(onFirst + onSecond).isEqualTo(1_000);
                if (step == 1) {
                    assertThat(onFirst)
                            .as("consecutive ids: the even ones whose byte 10 is odd")
                            .isBetween(200L, 500L);
                } else {
                    assertThat(onFirst)
                            .as("every other id, all odd: all on the second backend")
                            .isZero();
                }
            }
        }
    }

    private static long count(int server, String database, String sql) throws SQLException {
        try (Connection connection = cluster.connect(server, database);
                Statement statement = connection.createStatement();
                ResultSet row = statement.executeQuery(sql)) {
            row.next();
            return row.getLong(1);
        }
    }

    private static List<String> javaCommand(int worker) {
        return WorkerJvm.command(
                SpiderInsertWorker.class,
                List.of(),
                List.of(cluster.frontUrl("shop"), String.valueOf(worker), String.valueOf(ROWS_PER_WORKER)));
    }
}
