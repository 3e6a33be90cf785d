package dev.objectid.cli.importer;

import dev.objectid.cli.importer.map.TablePlan;
import java.io.PrintWriter;

/**
 * What an import says while it runs, on standard error: on a terminal one line rewritten in place (rows, rows a
 * second, time left); otherwise a plain line as each file starts, so that logs stay readable.
 */
final class Progress {

    private static final long EVERY_NANOS = 250_000_000L;

    private final PrintWriter err;
    private final boolean terminal;
    private final java.util.function.LongSupplier nanos;
    private String file;
    private long started;
    private long shown;

    Progress(PrintWriter err, boolean terminal) {
        this(err, terminal, System::nanoTime);
    }

    /** With the clock it reads, for tests. */
    Progress(PrintWriter err, boolean terminal, java.util.function.LongSupplier nanos) {
        this.err = err;
        this.terminal = terminal;
        this.nanos = nanos;
    }

    void start(TablePlan plan) {
        file = plan.export().getFileName().toString();
        started = nanos.getAsLong();
        shown = started;
        if (!terminal) {
            err.println("objectid import: " + file + " into "
                    + String.join(
                            ", ",
                            plan.all().stream()
                                    .map(each -> each.table().label())
                                    .toList()));
        }
    }

    /** After a document: on a terminal, at most four times a second. */
    void rows(long rows, long bytesRead, long size) {
        if (!terminal) {
            return;
        }
        long now = nanos.getAsLong();
        if (now - shown < EVERY_NANOS) {
            return;
        }
        shown = now;
        double seconds = (now - started) / 1e9;
        long left = bytesRead == 0 ? 0 : Math.round(seconds * (size - bytesRead) / bytesRead);
        err.printf(
                "\r%s: %,d rows, %,d rows/s, %d:%02d left   ",
                file, rows, Math.round(rows / seconds), left / 60, left % 60);
    }

    void done() {
        if (terminal) {
            err.print("\r" + " ".repeat(Math.max(0, file.length() + 60)) + "\r");
            err.flush();
        }
    }
}
