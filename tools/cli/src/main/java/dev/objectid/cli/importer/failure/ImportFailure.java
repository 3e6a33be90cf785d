package dev.objectid.cli.importer.failure;

import java.nio.file.Path;

/**
 * Something that stops an import: a bad document, a value that does not fit its column, a mapping that names no
 * column. Its message names where ({@code orders.json line 12, field customer}), what was wrong and what is accepted.
 */
public final class ImportFailure extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** The export line it is about, or {@code Long.MAX_VALUE}: when threads fail at once, the first line is told. */
    private final long line;

    public ImportFailure(String message) {
        this(message, Long.MAX_VALUE);
    }

    private ImportFailure(String message, long line) {
        this(message, line, null);
    }

    private ImportFailure(String message, long line, Throwable cause) {
        super(message, cause, false, false);
        this.line = line;
    }

    public ImportFailure(String message, Throwable cause) {
        super(message, cause, false, false);
        this.line = Long.MAX_VALUE;
    }

    long line() {
        return line;
    }

    /**
     * What was thrown while the document at a line of an export file was read or converted: an {@code ImportFailure}
     * as it is (it names its line), anything else in one line that names the file and line.
     */
    public static ImportFailure atDocument(Path file, long line, Throwable thrown) {
        if (thrown instanceof ImportFailure failure) {
            return failure;
        }
        ImportFailure failure = of(thrown, "converting " + file.getFileName() + " line " + line);
        return new ImportFailure(failure.getMessage(), line, failure.getCause());
    }

    /** A failure about a line of an export file whose message names it. */
    public static ImportFailure atLine(long line, String message) {
        return new ImportFailure(message, line);
    }

    /** A failure at a line of an export file, optionally at one field: {@code orders.json line 12, field customer: }. */
    public static ImportFailure at(Path file, long line, String field, String message) {
        return new ImportFailure(where(file, line, field) + message, line);
    }

    /**
     * Anything a thread of the import threw, as the failure that stops it, in one line: an {@code ImportFailure} as it
     * is; running out of memory or stack as what to do about it; anything else (a fault of the tool itself) by its
     * class and message, with the throwable kept as the cause for {@code --verbose}.
     *
     * @param doing what the thread was doing, for the message: {@code converting orders.json}
     */
    public static ImportFailure of(Throwable thrown, String doing) {
        if (thrown instanceof ImportFailure failure) {
            return failure;
        }
        if (thrown instanceof OutOfMemoryError) {
            long heap = Runtime.getRuntime().maxMemory() >> 20;
            return new ImportFailure(
                    "ran out of memory while " + doing + ": the Java heap holds at most " + heap + " MB (-Xmx" + heap
                            + "m), too little for a document of the export, or for as many converting threads"
                            + " (--threads); run it with more, such as java -Xmx" + Math.max(256, heap * 4)
                            + "m -jar objectid-cli.jar import ...",
                    thrown);
        }
        if (thrown instanceof StackOverflowError) {
            return new ImportFailure(
                    "ran out of stack while " + doing + ": a document nested deeper than the thread's stack holds;"
                            + " run it with a larger stack, such as java -Xss16m -jar objectid-cli.jar import ...",
                    thrown);
        }
        return new ImportFailure(
                "failed while " + doing + ": " + thrown
                        + " (a fault of objectid import itself; --verbose prints where)",
                thrown);
    }

    /** {@code orders.json line 12, field customer: }, or without the field when it is {@code null}. */
    public static String where(Path file, long line, String field) {
        return file.getFileName() + " line " + line + (field == null ? "" : ", field " + field) + ": ";
    }
}
