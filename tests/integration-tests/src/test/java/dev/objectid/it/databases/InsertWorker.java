package dev.objectid.it.databases;

import dev.objectid.it.shop.AuditEvent;
import java.util.Map;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;

/**
 * One of the separate JVMs of {@link ManyProcessesTest}: inserts {@code rows} audit events with generated ids
 * through Hibernate, in JDBC batches of 50, into a table that already exists.
 *
 * <p>Arguments: {@code <jdbc url> <user> <password or -> <rows>}. Prints {@code inserted <rows>} on success; any failure
 * ends the process with a stack trace and a non-zero status.
 */
public final class InsertWorker {

    public static final int BATCH = 50;
    private static final int PER_TRANSACTION = 5_000;

    private InsertWorker() {
    }

    public static void main(String[] args) {
        String url = args[0];
        String user = args[1];
        String password = args[2].equals("-") ? "" : args[2];
        int rows = Integer.parseInt(args[3]);
        try (SessionFactory hibernate = sessionFactory(url, user, password, AuditEvent.class)) {
            insert(hibernate, rows, "process");
        }
        System.out.println("inserted " + rows);
    }

    /** Hibernate with JDBC batches of {@value #BATCH} on a database whose tables exist. */
    public static SessionFactory sessionFactory(String url, String user, String password, Class<?> entity) {
        StandardServiceRegistry registry = new StandardServiceRegistryBuilder()
                .applySettings(Map.of(
                        "jakarta.persistence.jdbc.url", url,
                        "jakarta.persistence.jdbc.user", user,
                        "jakarta.persistence.jdbc.password", password,
                        "hibernate.hbm2ddl.auto", "none",
                        "hibernate.jdbc.batch_size", BATCH))
                .build();
        return new MetadataSources(registry).addAnnotatedClass(entity).buildMetadata().buildSessionFactory();
    }

    /** Inserts {@code rows} events in transactions of 5,000, flushing (one JDBC batch) every 50. */
    static void insert(SessionFactory hibernate, int rows, String action) {
        for (int done = 0; done < rows; done += PER_TRANSACTION) {
            int count = Math.min(PER_TRANSACTION, rows - done);
            hibernate.inTransaction(session -> insertInto(session, count, action));
        }
    }

    private static void insertInto(Session session, int count, String action) {
        for (int i = 0; i < count; i++) {
            session.persist(new AuditEvent(action));
            if (i % BATCH == BATCH - 1) {
                session.flush();
                session.clear();
            }
        }
    }
}
