package dev.objectid.cli.importer.load;

/** Rows encoded for a bulk statement, a chunk at a time: {@link RowText} or {@link RowBinary}. */
interface RowEncoder {

    /** The length of an encoder's first array, which grows as rows need. */
    int FIRST_ARRAY_BYTES = 1 << 17;

    /**
     * Appends one row of the loaded columns.
     *
     * @throws BadValue if a value cannot be written as its column takes it
     */
    void append(Object[] row, boolean[] loaded);

    /** How many bytes are waiting. */
    int size();

    /**
     * Hands the bytes waiting over, {@link #size()} of them, and goes on with none waiting, writing the next rows into
     * {@code next} (or a longer array when a row needs more).
     */
    byte[] take(byte[] next);

    /** A value its column cannot take in this encoding: {@link #column} says which, the message what is wrong. */
    final class BadValue extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;
        private final int column;

        BadValue(int column, IllegalArgumentException problem) {
            super(problem.getMessage(), problem);
            this.column = column;
        }

        /** The index of the column among the table's. */
        int column() {
            return column;
        }
    }

    /**
     * The refusal of a string with half of a UTF-16 surrogate pair at {@code at} ({@code "a\\ud800X"}), which no
     * MongoDB string holds and no UTF-8 text can: the databases would store invalid UTF-8 or a question mark.
     */
    static IllegalArgumentException loneSurrogate(String text, int at) {
        return new IllegalArgumentException(String.format(
                "a string with a lone surrogate \\u%04x at character %d, half of a UTF-16 pair, which no MongoDB"
                        + " string holds and no UTF-8 text can: the export was not written by mongoexport, or was"
                        + " altered; write the character whole (both halves of the pair) or remove it",
                (int) text.charAt(at), at));
    }
}
