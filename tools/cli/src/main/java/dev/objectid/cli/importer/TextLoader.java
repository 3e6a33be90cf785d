package dev.objectid.cli.importer;

import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * A loader that streams rows as text into one bulk statement ({@code COPY}, {@code LOAD DATA}) at a time. The
 * table of an export file streams while the file is read; the tables of its arrays are written to a temporary file
 * first (a connection runs one bulk statement at a time) and loaded after it. A field that reaches a column the
 * statement does not fill ends the statement and starts another that fills it.
 */
abstract class TextLoader implements TableLoader {

    private static final int SEND_AT = 1 << 16;

    protected final TablePlan plan;
    private final boolean spooled;
    private final RowText text;
    private final List<Segment> segments = new ArrayList<>();
    private boolean[] columns;
    private int version = -1;
    private LineLog lines;
    private OutputStream spool;
    private boolean open;
    private long loaded;

    TextLoader(TablePlan plan, boolean spooled, RowText.Format format) {
        this.plan = plan;
        this.spooled = spooled;
        this.text = new RowText(format);
    }

    /** Starts a bulk statement that fills {@code columns} (by the table's column index). */
    protected abstract void begin(boolean[] columns) throws SQLException;

    /** Sends rows to the statement begun. */
    protected abstract void send(byte[] bytes, int length) throws SQLException;

    /** Ends the statement; returns how many rows the database took. */
    protected abstract long end() throws SQLException;

    /** The failure for a statement the database refused: which line, and why, from what the database said. */
    protected abstract ImportFailure refused(SQLException e, LineLog lines);

    @Override
    public void row(Object[] row, long line) {
        if (version != plan.version()) {
            endSegment();
            columns = plan.loaded();
            version = plan.version();
            startSegment();
        }
        try {
            text.append(row, columns);
        } catch (IllegalArgumentException e) {
            throw ImportFailure.at(plan.export(), line, null, e.getMessage() + " (table " + plan.table().name() + ")");
        }
        lines.add(line);
        if (text.size() >= SEND_AT) {
            flush();
        }
    }

    private void startSegment() {
        lines = new LineLog();
        if (spooled) {
            try {
                Path file = Files.createTempFile("objectid-import-rows", ".txt");
                spool = new BufferedOutputStream(Files.newOutputStream(file), 1 << 16);
                segments.add(new Segment(columns, file, lines));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        } else {
            try {
                begin(columns);
                open = true;
            } catch (SQLException e) {
                throw refused(e, lines);
            }
        }
    }

    private void flush() {
        try {
            if (spooled) {
                spool.write(text.bytes(), 0, text.size());
            } else {
                send(text.bytes(), text.size());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (SQLException e) {
            throw refused(e, lines);
        }
        text.clear();
    }

    private void endSegment() {
        if (lines == null) {
            return;
        }
        flush();
        if (spooled) {
            try {
                spool.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        } else {
            endStatement(lines);
            lines.close();
        }
        lines = null;
    }

    private void endStatement(LineLog statementLines) {
        long took;
        try {
            open = false;
            took = end();
        } catch (SQLException e) {
            throw refused(e, statementLines);
        }
        if (took != statementLines.rows()) {
            throw new ImportFailure(plan.export().getFileName() + ": the database took " + took + " of the "
                    + statementLines.rows() + " rows sent to table " + plan.table().name() + " and said nothing of "
                    + "the others");
        }
        loaded += took;
    }

    @Override
    public void finish() {
        endSegment();
        for (Segment segment : segments) {
            try (InputStream rows = Files.newInputStream(segment.file)) {
                begin(segment.columns);
                open = true;
                byte[] buffer = new byte[1 << 16];
                for (int n = rows.read(buffer); n > 0; n = rows.read(buffer)) {
                    send(buffer, n);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (SQLException e) {
                throw refused(e, segment.lines);
            }
            endStatement(segment.lines);
        }
    }

    @Override
    public long loaded() {
        return loaded;
    }

    /** Whether a statement is under way, for {@link #close()} to cancel it. */
    protected boolean open() {
        return open;
    }

    @Override
    public void close() {
        try {
            if (spool != null) {
                spool.close();
            }
            for (Segment segment : segments) {
                Files.deleteIfExists(segment.file);
                segment.lines.close();
            }
            if (lines != null) {
                lines.close();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Rows waiting in a temporary file, all filling the same columns. */
    private record Segment(boolean[] columns, Path file, LineLog lines) {
    }

    /** Reads the lines of a log back, for subclasses that report several rows. */
    static DataInputStream lines(LineLog log) throws IOException {
        return log.read();
    }
}
