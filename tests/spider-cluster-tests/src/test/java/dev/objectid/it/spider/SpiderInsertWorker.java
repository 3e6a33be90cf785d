package dev.objectid.it.spider;

import dev.objectid.ObjectId;
import dev.objectid.it.shop.AuditEvent;
import dev.objectid.it.shop.Customer;
import dev.objectid.it.shop.Order;
import dev.objectid.it.shop.OrderId;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;

/**
 * One of the JVMs of {@link SpiderClusterTest}: through Hibernate, on the Spider front end, inserts a customer,
 * {@code rows} orders whose ids are minted across {@link #FIRST_ORDER} .. {@link #LAST_ORDER} (so that both range
 * shards get some), and {@code rows} audit events with ids generated now. JDBC batches of 50, 500 rows a transaction.
 * Hibernate never touches the schema here: Spider tables are created by hand, on every server.
 *
 * <p>Arguments: {@code <front-end jdbc url> <worker number> <rows>}. Prints {@code inserted <rows>} on success.
 */
public final class SpiderInsertWorker {

    static final Instant FIRST_ORDER = Instant.parse("2026-09-01T00:00:00Z");
    static final Instant LAST_ORDER = Instant.parse("2026-12-31T00:00:00Z");
    private static final int BATCH = 50;
    private static final int PER_TRANSACTION = 500;

    private SpiderInsertWorker() {}

    public static void main(String[] args) {
        String url = args[0];
        int worker = Integer.parseInt(args[1]);
        int rows = Integer.parseInt(args[2]);
        try (SessionFactory hibernate = sessionFactory(url)) {
            Customer customer = new Customer("worker " + worker);
            hibernate.inTransaction(session -> session.persist(customer));
            long span = Duration.between(FIRST_ORDER, LAST_ORDER).toSeconds();
            // one table after the other: ids drawn in turn for two tables would put all of one table's ids in one
            // KEY partition (see SpiderClusterTest.keyPartitionsFollowTheLowBitsOfTheIdsBytes)
            for (int done = 0; done < rows; done += PER_TRANSACTION) {
                int from = done;
                int to = Math.min(rows, done + PER_TRANSACTION);
                hibernate.inTransaction(session -> {
                    for (int i = from; i < to; i++) {
                        Instant placed = FIRST_ORDER.plusSeconds(span * i / rows + worker);
                        session.persist(new Order(OrderId.of(ObjectId.generate(placed)), customer, "order " + i));
                        flushEvery(session, i - from);
                    }
                });
                hibernate.inTransaction(session -> {
                    for (int i = from; i < to; i++) {
                        session.persist(new AuditEvent("worker " + worker + " event " + i));
                        flushEvery(session, i - from);
                    }
                });
            }
        }
        System.out.println("inserted " + rows);
    }

    static SessionFactory sessionFactory(String url) {
        StandardServiceRegistry registry = new StandardServiceRegistryBuilder()
                .applySettings(Map.of(
                        "jakarta.persistence.jdbc.url",
                        url,
                        "jakarta.persistence.jdbc.user",
                        "root",
                        "jakarta.persistence.jdbc.password",
                        "",
                        "hibernate.hbm2ddl.auto",
                        "none",
                        "hibernate.jdbc.batch_size",
                        BATCH,
                        "hibernate.order_inserts",
                        true))
                .build();
        return new MetadataSources(registry)
                .addAnnotatedClass(Customer.class)
                .addAnnotatedClass(Order.class)
                .addAnnotatedClass(AuditEvent.class)
                .buildMetadata()
                .buildSessionFactory();
    }

    private static void flushEvery(Session session, int i) {
        if (i % BATCH == BATCH - 1) {
            session.flush();
            session.clear();
        }
    }
}
