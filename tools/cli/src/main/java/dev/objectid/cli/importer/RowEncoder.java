package dev.objectid.cli.importer;

/** Rows encoded for a bulk statement, a chunk at a time: {@link RowText} or {@link RowBinary}. */
interface RowEncoder {

    /** The length of an encoder's first array, which grows as rows need. */
    int FIRST_ARRAY_BYTES = 1 << 17;

    /**
     * Appends one row of the loaded columns.
     *
     * @throws IllegalArgumentException if a value cannot be written as the column takes it
     */
    void append(Object[] row, boolean[] loaded);

    /** How many bytes are waiting. */
    int size();

    /**
     * Hands the bytes waiting over, {@link #size()} of them, and goes on with none waiting, writing the next rows into
     * {@code next} (or a longer array when a row needs more).
     */
    byte[] take(byte[] next);
}
