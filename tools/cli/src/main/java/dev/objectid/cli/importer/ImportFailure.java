package dev.objectid.cli.importer;

import java.nio.file.Path;

/**
 * Something that stops an import: a bad document, a value that does not fit its column, a mapping that names no
 * column. Its message names where ({@code orders.json line 12, field customer}), what was wrong and what is accepted.
 */
final class ImportFailure extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** The export line it is about, or {@code Long.MAX_VALUE}: when threads fail at once, the first line is told. */
    private final long line;

    ImportFailure(String message) {
        this(message, Long.MAX_VALUE);
    }

    private ImportFailure(String message, long line) {
        super(message, null, false, false);
        this.line = line;
    }

    ImportFailure(String message, Throwable cause) {
        super(message, cause, false, false);
        this.line = Long.MAX_VALUE;
    }

    long line() {
        return line;
    }

    /** A failure about a line of an export file whose message names it. */
    static ImportFailure atLine(long line, String message) {
        return new ImportFailure(message, line);
    }

    /** A failure at a line of an export file, optionally at one field: {@code orders.json line 12, field customer: }. */
    static ImportFailure at(Path file, long line, String field, String message) {
        return new ImportFailure(where(file, line, field) + message, line);
    }

    /** {@code orders.json line 12, field customer: }, or without the field when it is {@code null}. */
    static String where(Path file, long line, String field) {
        return file.getFileName() + " line " + line + (field == null ? "" : ", field " + field) + ": ";
    }
}
