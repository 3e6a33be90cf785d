package dev.objectid.cli.importer.load;

import dev.objectid.cli.importer.failure.ImportFailure;
import dev.objectid.cli.importer.map.Table;
import dev.objectid.cli.importer.map.TablePlan;
import dev.objectid.cli.importer.read.ArrayPool;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.io.UncheckedIOException;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * The thread that owns the import's connection while rows are loaded. It streams the chunks handed over into one bulk
 * statement for as long as they are rows of the same table and columns, while the reading threads go on. A chunk of
 * another table ends the statement, or, where the database wants {@linkplain BulkStatement#oneStatementPerTable one
 * statement per table}, waits in a temporary file and is loaded after it. The queue is short, so memory stays the same
 * whatever the size of the export. The first statement the database refuses stops it: later chunks are dropped and
 * the failure is thrown to the reading thread at its next hand-over or at {@link #drain()}. Whatever it throws, an
 * {@code Error} too, is such a failure, and no thread ever waits on it once it has stopped.
 */
public final class Sender implements AutoCloseable {

    private final BulkStatement statement;
    private final BlockingQueue<Handover> queue = new ArrayBlockingQueue<>(4);
    private final Map<TablePlan, long[]> loaded = new IdentityHashMap<>();
    private final List<WaitingRows> waiting = new ArrayList<>();
    /** The arrays of chunks sent, for the encoders' next chunks: as many as can be on their way at once. */
    private final ArrayPool arrays = new ArrayPool(8);

    private final ExecutorService executor = Pipeline.threads("objectid-import-sender", 1);
    private final Future<?> running;
    private volatile RuntimeException failure;

    public Sender(BulkStatement statement) {
        this.statement = statement;
        this.running = executor.submit(this::run);
    }

    /** A new encoder of a table's rows in the form its statement reads. */
    RowEncoder encoder(Table table) {
        return statement.encoder(table);
    }

    /** An array for an encoder's next chunk: one whose chunk was sent, if there is one. */
    byte[] spareArray() {
        return arrays.take(RowEncoder.FIRST_ARRAY_BYTES);
    }

    private void run() {
        try {
            loop();
        } catch (Throwable e) {
            fail(e, "loading the rows");
            // what is still handed over is dropped, so that no thread waits on a full queue
            try {
                for (Handover next = queue.take(); !(next instanceof Handover.Stop); next = queue.take()) {
                    if (next instanceof Handover.Drain drain) {
                        drain.loaded().countDown();
                    }
                }
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Keeps the first failure. */
    private void fail(Throwable e, String doing) {
        if (failure == null) {
            failure = ImportFailure.of(e, doing);
        }
    }

    private void loop() {
        Handover next = null;
        while (true) {
            if (next == null) {
                try {
                    next = queue.take();
                } catch (InterruptedException e) {
                    return;
                }
            }
            if (next instanceof Chunk chunk) {
                next = failure != null ? null : loadSegment(chunk);
            } else if (next instanceof Handover.Drain drain) {
                loadWaiting();
                drain.loaded().countDown();
                next = null;
            } else { // Handover.Stop
                return;
            }
        }
    }

    /**
     * Loads the segment that starts with {@code first} in one statement.
     *
     * @return what was handed over after the segment's rows, or {@code null}
     */
    private Handover loadSegment(Chunk first) {
        SegmentStream rows = new SegmentStream(first);
        try (Segment segment = rows.segment) {
            load(segment, rows);
        } catch (Throwable e) {
            fail(e, "loading the rows of table " + first.plan().table().label());
        }
        return rows.ending;
    }

    private void load(Segment segment, InputStream rows) {
        try {
            long took = statement.load(segment, rows);
            if (took != segment.rows()) {
                throw new ImportFailure(segment.plan().export().getFileName() + ": the database took " + took
                        + " of " + segment.rows() + " rows sent to table "
                        + segment.plan().table().label() + " ("
                        + segment.describeLines() + ") and said nothing of the others");
            }
            synchronized (loaded) {
                loaded.computeIfAbsent(segment.plan(), plan -> new long[1])[0] += took;
            }
        } catch (SQLException e) {
            throw statement.refused(e, segment);
        }
    }

    /** The segments that waited, each in one statement. */
    private void loadWaiting() {
        try {
            for (WaitingRows rows : waiting) {
                if (failure == null) {
                    try (InputStream in = rows.rows()) {
                        load(rows.segment(), in);
                    } catch (IOException e) {
                        throw new UncheckedIOException(
                                "cannot read back the rows of table "
                                        + rows.segment().plan().table().label() + " from a temporary file",
                                e);
                    }
                }
            }
        } catch (Throwable e) {
            fail(e, "loading the rows that waited in a temporary file");
        } finally {
            waiting.forEach(WaitingRows::close);
            waiting.clear();
        }
    }

    /**
     * The bytes of a segment's chunks as they are handed over, to the end of the segment: the first thing handed over
     * that is not its rows (kept as {@link #ending}), or a chunk of another table when statements are not one per
     * table.
     */
    private final class SegmentStream extends InputStream {
        private final Segment segment;
        private Chunk current;
        private int position;
        private Handover ending;

        SegmentStream(Chunk first) {
            this.segment = new Segment(first);
            segment.add(first);
            this.current = first;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] into, int offset, int length) throws IOException {
            while (current == null || position == current.length()) {
                if (ending != null || !nextChunk()) {
                    return -1;
                }
            }
            int n = Math.min(length, current.length() - position);
            System.arraycopy(current.bytes(), position, into, offset, n);
            position += n;
            return n;
        }

        private boolean nextChunk() throws IOException {
            if (current != null) {
                arrays.give(current.bytes()); // read to its end: the statement has its own copy of the bytes
                current = null;
            }
            while (true) {
                Handover next;
                try {
                    next = queue.take();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new InterruptedIOException("interrupted while the rows were loaded");
                }
                if (next instanceof Chunk chunk && segment.takes(chunk)) {
                    segment.add(chunk);
                    current = chunk;
                    position = 0;
                    return true;
                }
                if (next instanceof Chunk chunk && statement.oneStatementPerTable()) {
                    waitingFor(chunk).add(chunk);
                    arrays.give(chunk.bytes()); // written to the temporary file
                    continue;
                }
                ending = next;
                current = null;
                return false;
            }
        }

        private WaitingRows waitingFor(Chunk chunk) {
            for (WaitingRows rows : waiting) {
                if (rows.segment().takes(chunk)) {
                    return rows;
                }
            }
            WaitingRows rows = new WaitingRows(chunk);
            waiting.add(rows);
            return rows;
        }
    }

    /** Hands a chunk over, waiting while the queue is full; throws the failure of an earlier chunk. */
    void submit(Chunk chunk) {
        throwFailure();
        put(chunk);
    }

    /** Waits until every chunk handed over is loaded; throws the failure of any. */
    public void drain() {
        Handover.Drain drain = new Handover.Drain();
        put(drain);
        try {
            while (!drain.loaded().await(Pipeline.CHECK_MILLIS, TimeUnit.MILLISECONDS)) {
                stopped();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ImportFailure("interrupted while the rows were loaded");
        }
        throwFailure();
    }

    private void put(Handover next) {
        try {
            while (!queue.offer(next, Pipeline.CHECK_MILLIS, TimeUnit.MILLISECONDS)) {
                stopped();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ImportFailure("interrupted while the rows were loaded");
        }
    }

    /** Throws if the sending thread has ended: nothing would ever take what is handed over, or say a drain is done. */
    private void stopped() {
        if (running.isDone()) {
            throwFailure();
            throw new ImportFailure("the thread that loads the rows stopped before they were loaded");
        }
    }

    private void throwFailure() {
        RuntimeException failed = failure;
        if (failed != null) {
            throw failed;
        }
    }

    /** How many rows of a table's plan, from every converting thread, the database took. */
    public long loaded(TablePlan plan) {
        synchronized (loaded) {
            long[] count = loaded.get(plan);
            return count == null ? 0 : count[0];
        }
    }

    @Override
    public void close() {
        queue.clear();
        queue.offer(Handover.STOP);
        try {
            running.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException e) {
            fail(e.getCause(), "loading the rows");
        } finally {
            executor.shutdownNow();
        }
        waiting.forEach(WaitingRows::close);
    }
}
