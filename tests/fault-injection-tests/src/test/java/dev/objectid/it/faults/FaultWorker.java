package dev.objectid.it.faults;

import dev.objectid.ObjectId;
import dev.objectid.it.HibernateBootstrap;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CountDownLatch;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.Transaction;

/**
 * A separate JVM of the fault tests: inserts {@link FaultRow}s through Hibernate, with generated ids, in transactions
 * of a given size and JDBC batches of {@value HibernateBootstrap#BATCH}, until its standard input closes or a given
 * time has passed. It reports each step on standard output so that the test can act at the right moment.
 *
 * <p>Arguments: {@code <jdbc url> <user> <password or -> <writer> <rows per transaction> <start: now|go>
 * <seconds, 0 for until standard input closes>}. With {@code go} it waits for a line {@code go} on standard input
 * before the first id.
 *
 * <p>Prints {@code ready} once Hibernate runs (before any id is generated), {@code flushed <rows>} after each JDBC
 * batch, {@code committed <rows> <clock of the last row> <seconds the last id is ahead of the clock>} after each
 * commit, and at the end {@code done <rows>}. Any failure ends the process with a stack
 * trace and a non-zero status.
 */
public final class FaultWorker {

    private static volatile boolean inputClosed;

    private FaultWorker() {}

    public static void main(String[] args) throws Exception {
        String writer = args[3];
        int perTransaction = Integer.parseInt(args[4]);
        boolean waitForGo = args[5].equals("go");
        long seconds = Long.parseLong(args[6]);
        CountDownLatch go = new CountDownLatch(waitForGo ? 1 : 0);
        Thread input = new Thread(() -> readInput(go), "input");
        input.setDaemon(true);
        input.start(); // before "ready": a test may forbid new threads after it

        try (SessionFactory hibernate =
                HibernateBootstrap.batching(args[0], args[1], args[2].equals("-") ? "" : args[2], FaultRow.class)) {
            hibernate.inSession(session ->
                    session.createNativeQuery("select 1", Integer.class).getSingleResult());
            System.out.println("ready");
            go.await();
            long end = System.nanoTime() + seconds * 1_000_000_000L;
            long committed = 0;
            while (!inputClosed && (seconds == 0 || System.nanoTime() - end < 0)) {
                committed = insertTransaction(hibernate, writer, committed, perTransaction);
            }
            System.out.println("done " + committed);
        }
    }

    /** Inserts one transaction of rows numbered from {@code committed}; returns the rows committed after it. */
    private static long insertTransaction(SessionFactory hibernate, String writer, long committed, int rows) {
        long clock = 0;
        ObjectId last = null;
        try (Session session = hibernate.openSession()) {
            Transaction transaction = session.beginTransaction();
            for (int i = 0; i < rows; i++) {
                clock = System.currentTimeMillis();
                FaultRow row = new FaultRow(writer, committed + i, clock);
                session.persist(row); // generates the id
                last = row.getId();
                if ((i + 1) % HibernateBootstrap.BATCH == 0) {
                    session.flush();
                    session.clear();
                    System.out.println("flushed " + (committed + i + 1));
                }
            }
            transaction.commit();
        }
        long ahead = last.epochSecond() - Math.floorDiv(System.currentTimeMillis(), 1000);
        System.out.println("committed " + (committed + rows) + " " + clock + " " + ahead);
        return committed + rows;
    }

    private static void readInput(CountDownLatch go) {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (line.equals("go")) {
                    go.countDown();
                }
            }
        } catch (IOException e) {
            e.printStackTrace();
        } finally {
            inputClosed = true;
            go.countDown();
        }
    }
}
