package dev.objectid.it.databases;

import dev.objectid.it.BatchInserts;
import dev.objectid.it.HibernateBootstrap;
import dev.objectid.it.shop.AuditEvent;
import org.hibernate.SessionFactory;

/**
 * One of the separate JVMs of {@link ManyProcessesTest}: inserts {@code rows} audit events with generated ids
 * through Hibernate, in JDBC batches of 50, into a table that already exists.
 *
 * <p>Arguments: {@code <jdbc url> <user> <password or -> <rows>}. Prints {@code inserted <rows>} on success; any failure
 * ends the process with a stack trace and a non-zero status.
 */
public final class InsertWorker {

    private static final int PER_TRANSACTION = 5_000;

    private InsertWorker() {}

    public static void main(String[] args) {
        String url = args[0];
        String user = args[1];
        String password = args[2].equals("-") ? "" : args[2];
        int rows = Integer.parseInt(args[3]);
        try (SessionFactory hibernate = HibernateBootstrap.batching(url, user, password, AuditEvent.class)) {
            insert(hibernate, rows, "process");
        }
        System.out.println("inserted " + rows);
    }

    /** Inserts {@code rows} events in transactions of 5,000, flushing (one JDBC batch) every 50. */
    static void insert(SessionFactory hibernate, int rows, String action) {
        BatchInserts.insert(hibernate, rows, PER_TRANSACTION, i -> new AuditEvent(action));
    }
}
