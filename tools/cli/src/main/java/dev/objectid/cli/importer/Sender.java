package dev.objectid.cli.importer;

import java.sql.SQLException;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;

/**
 * The thread that owns the import's connection while rows are loaded: it runs one bulk statement per {@link Chunk},
 * in the order they were handed over, while the reading thread goes on. The queue is short, so memory stays the same
 * whatever the size of the export. The first statement the database refuses stops it: later chunks are dropped and
 * the failure is thrown to the reading thread at its next hand-over or at {@link #drain()}.
 */
final class Sender implements AutoCloseable {

    private static final Chunk STOP = new Chunk(null, null, null, 0, null, 0);

    private final BulkStatement statement;
    private final BlockingQueue<Object> queue = new ArrayBlockingQueue<>(4);
    private final Map<TablePlan, long[]> loaded = new IdentityHashMap<>();
    private final Thread thread;
    private volatile RuntimeException failure;

    Sender(BulkStatement statement) {
        this.statement = statement;
        this.thread = new Thread(this::loop, "objectid-import-sender");
        thread.setDaemon(true);
        thread.start();
    }

    RowText.Format format() {
        return statement.format();
    }

    private void loop() {
        while (true) {
            Object next;
            try {
                next = queue.take();
            } catch (InterruptedException e) {
                return;
            }
            if (next == STOP) {
                return;
            }
            if (next instanceof CountDownLatch drained) {
                drained.countDown();
                continue;
            }
            Chunk chunk = (Chunk) next;
            if (failure != null) {
                continue;
            }
            try {
                long took = statement.load(chunk);
                if (took != chunk.rows()) {
                    throw new ImportFailure(chunk.plan().export().getFileName() + ": the database took " + took
                            + " of " + chunk.rows() + " rows sent to table " + chunk.plan().table().name()
                            + " (lines " + chunk.line(1) + " to " + chunk.line(chunk.rows()) + ") and said nothing of "
                            + "the others");
                }
                synchronized (loaded) {
                    loaded.computeIfAbsent(chunk.plan().origin(), plan -> new long[1])[0] += took;
                }
            } catch (SQLException e) {
                failure = statement.refused(e, chunk);
            } catch (RuntimeException e) {
                failure = e;
            }
        }
    }

    /** Hands a chunk over, waiting while the queue is full; throws the failure of an earlier chunk. */
    void submit(Chunk chunk) {
        throwFailure();
        put(chunk);
    }

    /** Waits until every chunk handed over is loaded; throws the failure of any. */
    void drain() {
        CountDownLatch drained = new CountDownLatch(1);
        put(drained);
        try {
            drained.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ImportFailure("interrupted while the rows were loaded");
        }
        throwFailure();
    }

    private void put(Object next) {
        try {
            queue.put(next);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ImportFailure("interrupted while the rows were loaded");
        }
    }

    private void throwFailure() {
        RuntimeException failed = failure;
        if (failed != null) {
            throw failed;
        }
    }

    /** How many rows of a table's plan (and of its copies) the database took. */
    long loaded(TablePlan plan) {
        synchronized (loaded) {
            long[] count = loaded.get(plan.origin());
            return count == null ? 0 : count[0];
        }
    }

    @Override
    public void close() {
        queue.clear();
        queue.offer(STOP);
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
