package dev.objectid.it;

import java.util.function.IntFunction;
import org.hibernate.SessionFactory;

/**
 * Rows inserted through Hibernate as the load suites and the benchmarks insert them: in transactions of a given size,
 * flushed and cleared every {@value HibernateBootstrap#BATCH} rows, so that each flush is one JDBC batch.
 */
public final class BatchInserts {

    private BatchInserts() {}

    /**
     * Inserts {@code rows} entities, numbered from 0.
     *
     * @param row the entity of each number
     */
    public static void insert(SessionFactory hibernate, int rows, int perTransaction, IntFunction<?> row) {
        for (int done = 0; done < rows; done += perTransaction) {
            int first = done;
            int count = Math.min(perTransaction, rows - done);
            hibernate.inTransaction(session -> {
                for (int i = 0; i < count; i++) {
                    session.persist(row.apply(first + i));
                    if (i % HibernateBootstrap.BATCH == HibernateBootstrap.BATCH - 1) {
                        session.flush();
                        session.clear();
                    }
                }
            });
        }
    }
}
