package dev.objectid.cli.importer.load;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The export line of each row one bulk statement sends, to name a row the database refuses by its number. The lines
 * go to a temporary file, as the differences from one row's line to the next, so that memory stays the same whatever
 * the number of rows; the file is read back only when the statement failed.
 */
final class RowLines implements AutoCloseable {

    private final Path file;
    private final OutputStream out;
    private long rows;
    private long first = -1;
    private long last = -1;

    RowLines() {
        try {
            file = Files.createTempFile("objectid-import-lines", ".bin");
            file.toFile().deleteOnExit();
            out = new BufferedOutputStream(Files.newOutputStream(file), 1 << 16);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write a temporary file for the lines of the rows sent", e);
        }
    }

    /** The line of the next row. */
    void add(long line) {
        long delta = rows == 0 ? line : line - last;
        try {
            // lines only grow within a thread's rows, but a statement takes rows of several threads: zigzag
            long zigzag = (delta << 1) ^ (delta >> 63);
            while ((zigzag & ~0x7fL) != 0) {
                out.write((int) (zigzag & 0x7f) | 0x80);
                zigzag >>>= 7;
            }
            out.write((int) zigzag);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write a temporary file for the lines of the rows sent", e);
        }
        if (rows == 0) {
            first = line;
        }
        last = line;
        rows++;
    }

    /** How many rows. */
    long rows() {
        return rows;
    }

    /** The line of the first row, or {@code -1}. */
    long first() {
        return first;
    }

    /** The line of the last row, or {@code -1}. */
    long last() {
        return last;
    }

    /** The line of row {@code row} (from 1), or {@code -1} if there is no such row or the file cannot be read. */
    long line(long row) {
        if (row < 1 || row > rows) {
            return -1;
        }
        try {
            out.flush();
            try (InputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file), 1 << 16))) {
                long line = 0;
                for (long n = 1; n <= row; n++) {
                    long zigzag = 0;
                    int shift = 0;
                    int b;
                    do {
                        b = in.read();
                        if (b < 0) {
                            throw new EOFException();
                        }
                        zigzag |= (long) (b & 0x7f) << shift;
                        shift += 7;
                    } while ((b & 0x80) != 0);
                    line += (zigzag >>> 1) ^ -(zigzag & 1);
                }
                return line;
            }
        } catch (IOException e) {
            return -1;
        }
    }

    @Override
    public void close() {
        try {
            out.close();
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // a temporary file left behind is removed when the process exits
        }
    }
}
