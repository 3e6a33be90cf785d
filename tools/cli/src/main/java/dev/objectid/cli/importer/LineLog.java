package dev.objectid.cli.importer;

import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The export line of each row one statement sends, kept in a temporary file so that memory stays the same whatever
 * the number of rows: when the database refuses row {@code n} of a statement, {@link #line(long)} says which line of
 * the export it came from.
 */
final class LineLog implements Closeable {

    private final Path file;
    private final DataOutputStream out;
    private long rows;

    LineLog() {
        try {
            file = Files.createTempFile("objectid-import-lines", ".bin");
            out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(file), 1 << 16));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Notes the line of the next row. */
    void add(long line) {
        try {
            out.writeLong(line);
            rows++;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** How many rows have been noted. */
    long rows() {
        return rows;
    }

    /** The line of row {@code row} (from 1), or {@code -1} if there is no such row. */
    long line(long row) {
        if (row < 1 || row > rows) {
            return -1;
        }
        try {
            out.flush();
            try (RandomAccessFile lines = new RandomAccessFile(file.toFile(), "r")) {
                lines.seek((row - 1) * Long.BYTES);
                return lines.readLong();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Reads the lines back in order, from the first. */
    java.io.DataInputStream read() throws IOException {
        out.flush();
        return new java.io.DataInputStream(new java.io.BufferedInputStream(Files.newInputStream(file), 1 << 16));
    }

    @Override
    public void close() {
        try {
            out.close();
            Files.deleteIfExists(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
