package dev.objectid.cli.importer;

/** Rows encoded for a bulk statement, a chunk at a time: {@link RowText} or {@link RowBinary}. */
interface RowEncoder {

    /**
     * Appends one row of the loaded columns.
     *
     * @throws IllegalArgumentException if a value cannot be written as the column takes it
     */
    void append(Object[] row, boolean[] loaded);

    /** How many bytes are waiting. */
    int size();

    /** Hands the bytes waiting over, {@link #size()} of them; the next rows go into a new array. */
    byte[] take();

    /** Forgets the bytes handed over. */
    void clear();
}
