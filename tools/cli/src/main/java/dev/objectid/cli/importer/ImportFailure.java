package dev.objectid.cli.importer;

import java.nio.file.Path;

/**
 * Something that stops an import: a bad document, a value that does not fit its column, a mapping that names no
 * column. Its message names where ({@code orders.json line 12, field customer}), what was wrong and what is accepted.
 */
final class ImportFailure extends RuntimeException {

    private static final long serialVersionUID = 1L;

    ImportFailure(String message) {
        super(message, null, false, false);
    }

    ImportFailure(String message, Throwable cause) {
        super(message, cause, false, false);
    }

    /** A failure at a line of an export file, optionally at one field: {@code orders.json line 12, field customer: }. */
    static ImportFailure at(Path file, long line, String field, String message) {
        return new ImportFailure(where(file, line, field) + message);
    }

    /** {@code orders.json line 12, field customer: }, or without the field when it is {@code null}. */
    static String where(Path file, long line, String field) {
        return file.getFileName() + " line " + line + (field == null ? "" : ", field " + field) + ": ";
    }
}
