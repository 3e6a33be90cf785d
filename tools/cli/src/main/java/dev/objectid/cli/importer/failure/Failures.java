package dev.objectid.cli.importer.failure;

import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;

/**
 * What went wrong on the threads that convert one file. A block after the first line that failed is not converted,
 * but every block before it still is: the failure told is the first one in the file, whichever thread came upon its
 * own first.
 */
public final class Failures {

    private final ConcurrentLinkedQueue<RuntimeException> all = new ConcurrentLinkedQueue<>();
    /** The first line that failed; 0 once something failed that is about no line (the file, the database). */
    private final AtomicLong firstLine = new AtomicLong(Long.MAX_VALUE);

    public void add(RuntimeException failure) {
        long line = line(failure);
        firstLine.accumulateAndGet(line == Long.MAX_VALUE ? 0 : line, Math::min);
        all.add(failure);
    }

    /** Whether anything failed. */
    public boolean any() {
        return !all.isEmpty();
    }

    /**
     * Whether the lines of a block that starts at {@code firstLine} all come after one that failed, so that converting
     * them would tell nothing new.
     */
    public boolean after(long firstLine) {
        return firstLine > this.firstLine.get();
    }

    /** The failure on the first line, or one about no line if none is about a line; {@code null} if none. */
    public RuntimeException first() {
        RuntimeException first = null;
        for (RuntimeException failure : all) {
            if (first == null || line(failure) < line(first)) {
                first = failure;
            }
        }
        return first;
    }

    private static long line(RuntimeException failure) {
        return failure instanceof ImportFailure importFailure ? importFailure.line() : Long.MAX_VALUE;
    }
}
