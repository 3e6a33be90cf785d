package dev.objectid.cli.importer.read;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import dev.objectid.cli.importer.failure.ImportFailure;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;

/**
 * Reads the documents of one {@code mongoexport} file, one at a time, in constant memory: JSON Lines (one document a
 * line) or, with {@code jsonArray}, one JSON array of documents; gzip when the name ends in {@code .gz}. The file
 * must be UTF-8. Anything else is an {@link ImportFailure} naming the file and the line the document starts on: a
 * document cut off or malformed, bytes that are not UTF-8, a line holding two documents.
 */
public final class ExportReader implements Closeable {

    private final Path file;
    private final boolean jsonArray;
    private final CountingInputStream bytes;
    private final JsonParser parser;
    private final long size;
    /** Added to the parser's line numbers: the line before a block's first. */
    private final long lineOffset;

    private long lastLine;
    /** The line the document being read starts on. */
    private long reading;

    private ExportReader(Path file, boolean jsonArray) throws IOException {
        this.file = file;
        this.jsonArray = jsonArray;
        this.bytes = new CountingInputStream(Files.newInputStream(file));
        this.size = Files.size(file);
        InputStream in = file.getFileName().toString().endsWith(".gz") ? new GZIPInputStream(bytes, 1 << 16) : bytes;
        // the byte parser reads UTF-8 itself and fails on malformed bytes, where a Reader would put U+FFFD
        this.parser = ExtendedJson.FACTORY.createParser(in);
        this.lineOffset = 0;
    }

    private ExportReader(Path file, Block block) throws IOException {
        this.file = file;
        this.jsonArray = false;
        this.bytes = null;
        this.size = 0;
        this.parser = ExtendedJson.FACTORY.createParser(block.bytes(), 0, block.length());
        this.lineOffset = block.firstLine() - 1;
        this.lastLine = lineOffset;
    }

    /** Reads the documents of one block of a JSON Lines file. */
    public static ExportReader of(Path file, Block block) {
        try {
            return new ExportReader(file, block);
        } catch (IOException e) {
            throw new ImportFailure(file + ": cannot be read: " + e.getMessage(), e);
        }
    }

    /** Opens a file; an unreadable or missing one is an {@link ImportFailure}. */
    public static ExportReader open(Path file, boolean jsonArray) {
        ExportReader reader;
        try {
            reader = new ExportReader(file, jsonArray);
        } catch (IOException e) {
            throw new ImportFailure(file + ": cannot be read: " + e.getMessage(), e);
        }
        if (jsonArray) {
            reader.startArray();
        }
        return reader;
    }

    private void startArray() {
        try {
            if (parser.nextToken() != JsonToken.START_ARRAY) {
                throw ImportFailure.at(
                        file,
                        line(parser.currentTokenLocation()),
                        null,
                        "is not a JSON array of "
                                + "documents, which --json-array reads (without it, one document a line)");
            }
        } catch (IOException e) {
            throw malformed(e, 1);
        }
    }

    /** The next document, or {@code null} after the last. */
    public ExportDocument next() {
        long start = lastLine + 1;
        try {
            JsonToken token = parser.nextToken();
            if (token == null) {
                if (jsonArray) {
                    throw ImportFailure.at(
                            file,
                            Math.max(1, lastLine),
                            null,
                            "the array of documents is cut off: " + "the file ends before its closing ]");
                }
                return null;
            }
            start = line(parser.currentTokenLocation());
            reading = start;
            if (jsonArray && token == JsonToken.END_ARRAY) {
                if (parser.nextToken() != null) {
                    throw ImportFailure.at(
                            file,
                            line(parser.currentTokenLocation()),
                            null,
                            "has more after the " + "array of documents");
                }
                return null;
            }
            if (token != JsonToken.START_OBJECT) {
                throw ImportFailure.at(
                        file,
                        start,
                        null,
                        "is not a document: "
                                + (jsonArray
                                        ? "the array holds JSON " + "objects"
                                        : "a line of mongoexport's output is one JSON object (an array of documents "
                                                + "needs --json-array)"));
            }
            if (!jsonArray && start == lastLine) {
                throw ImportFailure.at(file, start, null, "holds a second document; a line holds one");
            }
            Fields fields;
            try {
                fields = ExtendedJson.document(parser);
            } catch (ExtendedJson.Malformed e) {
                throw ImportFailure.at(file, start, e.field().isEmpty() ? null : e.field(), e.getMessage());
            }
            lastLine = line(parser.currentTokenLocation());
            if (!jsonArray && lastLine != start) {
                throw ImportFailure.at(
                        file,
                        start,
                        null,
                        "the document goes on to line " + lastLine + "; mongoexport "
                                + "writes one document a line (a document written over several lines needs --json-array)");
            }
            return new ExportDocument(start, fields);
        } catch (IOException e) {
            throw malformed(e, start);
        }
    }

    private long line(JsonLocation location) {
        return location == null ? lineOffset : lineOffset + location.getLineNr();
    }

    /** A parse error: a cut-off document, malformed JSON or UTF-8, at the line it starts on. */
    private ImportFailure malformed(IOException e, long start) {
        if (!(e instanceof JsonProcessingException json)) {
            return new ImportFailure(file + ": cannot be read after line " + lastLine + ": " + e.getMessage(), e);
        }
        String message = json.getOriginalMessage();
        JsonLocation location = json.getLocation();
        if (json instanceof com.fasterxml.jackson.core.exc.StreamConstraintsException
                && message.startsWith("String value length")) {
            return ImportFailure.at(
                    file,
                    start,
                    null,
                    "holds a string of more than "
                            + String.format(java.util.Locale.ROOT, "%,d", ExtendedJson.MAX_STRING_LENGTH)
                            + " characters, more than a MongoDB document (16 MiB as BSON) can hold");
        }
        String at = location == null ? "" : " (at line " + line(location) + ", column " + location.getColumnNr() + ")";
        if (message.startsWith("Unexpected end-of-input") && jsonArray && message.contains("Array")) {
            return ImportFailure.at(
                    file,
                    Math.max(1, lastLine),
                    null,
                    "the array of documents is cut off: the file " + "ends before its closing ]");
        }
        if (message.startsWith("Unexpected end-of-input")) {
            return ImportFailure.at(file, start, null, "the document is cut off: its line ends inside it" + at);
        }
        if (message.startsWith("Invalid UTF-8")) {
            return ImportFailure.at(
                    file, start, null, "is not UTF-8 text" + at + ": " + message + "; mongoexport writes UTF-8");
        }
        // a line cut off runs into the next: the newline ends up inside a string or where a value belongs
        boolean nextLine =
                !jsonArray && location != null && (line(location) > start || message.contains("(CTRL-CHAR, code 10)"));
        return ImportFailure.at(
                file,
                start,
                null,
                (nextLine ? "the document is cut off or malformed: it does not end " + "on its line" : "is not JSON")
                        + at + ": " + message);
    }

    /** The line the last document asked for starts on: where a failure while it is converted is. */
    public long line() {
        return reading;
    }

    /** How many bytes of the file have been read so far, for progress. */
    public long bytesRead() {
        return bytes.count();
    }

    /** The file's size in bytes. */
    public long size() {
        return size;
    }

    @Override
    public void close() {
        try {
            parser.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
