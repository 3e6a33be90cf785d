package dev.objectid.cli.importer;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamReadException;
import java.io.BufferedReader;
import java.io.Closeable;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;

/**
 * Reads the documents of one {@code mongoexport} file, one at a time, in constant memory: JSON Lines (one document a
 * line, blank lines passed over) or, with {@code jsonArray}, one JSON array of documents; gzip when the name ends in
 * {@code .gz}. The file must be UTF-8. Anything else is an {@link ImportFailure} naming the file and line: a line
 * that is cut off, not a document, holds more than one, or repeats a key.
 */
final class ExportReader implements Closeable {

    private final Path file;
    private final CountingInputStream bytes;
    private final BufferedReader lines;
    private final JsonParser array;
    private long line;

    private ExportReader(Path file, boolean jsonArray) throws IOException {
        this.file = file;
        this.bytes = new CountingInputStream(Files.newInputStream(file));
        InputStream in = file.getFileName().toString().endsWith(".gz")
                ? new GZIPInputStream(bytes, 1 << 16) : bytes;
        // malformed UTF-8 is an error, never a replacement character in a row
        this.lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT)), 1 << 16);
        this.array = jsonArray ? ExtendedJson.FACTORY.createParser(lines) : null;
    }

    /** Opens a file; an unreadable or missing one is an {@link ImportFailure}. */
    static ExportReader open(Path file, boolean jsonArray) {
        try {
            ExportReader reader = new ExportReader(file, jsonArray);
            if (jsonArray) {
                reader.startArray();
            }
            return reader;
        } catch (IOException e) {
            throw new ImportFailure(file + ": cannot be read: " + e.getMessage(), e);
        }
    }

    /** The next document, or {@code null} after the last. */
    ExportDocument next() {
        try {
            return array == null ? nextLine() : nextInArray();
        } catch (CharacterCodingException e) {
            throw ImportFailure.at(file, line + 1, null, "not UTF-8 text (" + e.getMessage() + "); mongoexport "
                    + "writes UTF-8");
        } catch (IOException e) {
            throw new ImportFailure(file + ": cannot be read after line " + line + ": " + e.getMessage(), e);
        }
    }

    private ExportDocument nextLine() throws IOException {
        String text;
        do {
            text = lines.readLine();
            if (text == null) {
                return null;
            }
            line++;
        } while (text.isBlank());
        try (JsonParser parser = ExtendedJson.FACTORY.createParser(text)) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                throw ImportFailure.at(file, line, null, "is not a document: a line of mongoexport's output is one "
                        + "JSON object (an array of documents needs --json-array)");
            }
            ExportDocument document = new ExportDocument(line, read(parser, line));
            if (parser.nextToken() != null) {
                throw ImportFailure.at(file, line, null, "has more after the document, at column "
                        + parser.currentTokenLocation().getColumnNr() + "; a line holds one document");
            }
            return document;
        } catch (JsonProcessingException e) {
            throw malformed(e, line);
        }
    }

    private void startArray() throws IOException {
        try {
            if (array.nextToken() != JsonToken.START_ARRAY) {
                throw ImportFailure.at(file, array.currentTokenLocation().getLineNr(), null, "is not a JSON array "
                        + "of documents, which --json-array reads (without it, one document a line)");
            }
        } catch (JsonProcessingException e) {
            throw malformed(e, e.getLocation() == null ? 1 : e.getLocation().getLineNr());
        }
    }

    private ExportDocument nextInArray() throws IOException {
        long start = line;
        try {
            JsonToken token = array.nextToken();
            start = array.currentTokenLocation().getLineNr();
            line = start;
            if (token == JsonToken.END_ARRAY) {
                if (array.nextToken() != null) {
                    throw ImportFailure.at(file, array.currentTokenLocation().getLineNr(), null, "has more after "
                            + "the array of documents");
                }
                return null;
            }
            if (token != JsonToken.START_OBJECT) {
                throw ImportFailure.at(file, start, null, "is not a document: the array holds JSON objects");
            }
            return new ExportDocument(start, read(array, start));
        } catch (JsonProcessingException e) {
            throw malformed(e, e.getLocation() == null ? start : e.getLocation().getLineNr());
        }
    }

    private java.util.Map<String, Object> read(JsonParser parser, long at) throws IOException {
        try {
            return ExtendedJson.document(parser);
        } catch (ExtendedJson.Malformed e) {
            throw ImportFailure.at(file, at, e.field().isEmpty() ? null : e.field(), e.getMessage());
        }
    }

    /** A parse error: a cut-off document, a repeated key or malformed JSON, at its line. */
    private ImportFailure malformed(JsonProcessingException e, long at) {
        String message = e.getOriginalMessage();
        JsonLocation location = e.getLocation();
        String column = location == null || location.getColumnNr() < 0 ? "" : " (column " + location.getColumnNr()
                + ")";
        if (message.startsWith("Unexpected end-of-input")) {
            return ImportFailure.at(file, at, null, "the document is cut off" + column + ": " + message);
        }
        if (message.startsWith("Duplicate field")) {
            return ImportFailure.at(file, at, null, "a key is repeated in one document" + column + ": " + message
                    + "; MongoDB rejects such a document, and which value was meant cannot be known");
        }
        if (e instanceof StreamReadException) {
            return ImportFailure.at(file, at, null, "is not JSON" + column + ": " + message);
        }
        return ImportFailure.at(file, at, null, message + column);
    }

    /** How many bytes of the file have been read so far, for progress. */
    long bytesRead() {
        return bytes.count;
    }

    /** The file's size in bytes. */
    long size() {
        try {
            return Files.size(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        try {
            if (array != null) {
                array.close();
            }
            lines.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Counts the bytes read from the file, before decompression. */
    private static final class CountingInputStream extends FilterInputStream {
        private long count;

        CountingInputStream(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
                count++;
            }
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int n = super.read(buffer, offset, length);
            if (n > 0) {
                count += n;
            }
            return n;
        }
    }
}
