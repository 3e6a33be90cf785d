package dev.objectid.cli.importer.load;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A segment whose rows wait in a temporary file while another table's statement runs, to be loaded in one statement
 * of their own after it.
 */
final class WaitingRows implements AutoCloseable {

    private final Segment segment;
    private final Path file;
    private final OutputStream out;

    WaitingRows(Chunk first) {
        this.segment = new Segment(first);
        try {
            file = Files.createTempFile("objectid-import-rows", ".txt");
            file.toFile().deleteOnExit();
            out = new BufferedOutputStream(Files.newOutputStream(file), 1 << 16);
        } catch (IOException e) {
            throw new UncheckedIOException(
                    "cannot write a temporary file for the rows of table "
                            + first.plan().table().label(),
                    e);
        }
    }

    Segment segment() {
        return segment;
    }

    /** Writes a chunk of the segment's rows. */
    void add(Chunk chunk) {
        segment.add(chunk);
        try {
            out.write(chunk.bytes(), 0, chunk.length());
        } catch (IOException e) {
            throw new UncheckedIOException(
                    "cannot write the rows of table " + chunk.plan().table().label() + " to a temporary file", e);
        }
    }

    /** The rows written, once they are all there. */
    InputStream rows() throws IOException {
        out.close();
        return Files.newInputStream(file);
    }

    @Override
    public void close() {
        segment.close();
        try {
            out.close();
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // a temporary file left behind is removed when the process exits
        }
    }
}
