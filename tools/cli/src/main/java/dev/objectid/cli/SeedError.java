package dev.objectid.cli;

/** What {@code seed} cannot rewrite, at a line of the file; the command adds the file's name. */
final class SeedError extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final int line;

    SeedError(int line, String message) {
        super(message);
        this.line = line;
    }

    /** The line, from 1. */
    int line() {
        return line;
    }
}
