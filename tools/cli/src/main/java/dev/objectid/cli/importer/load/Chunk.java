package dev.objectid.cli.importer.load;

import dev.objectid.cli.importer.map.TablePlan;

/**
 * Rows of one table, encoded for its database's bulk statement, on their way from the reading thread to the loading
 * one; and the export line of each row, to name it when the database refuses it.
 *
 * @param plan    the table's plan
 * @param columns the columns the rows fill (by the table's column index)
 * @param bytes   the encoded rows, {@code length} of them used
 * @param length  how many bytes are used
 * @param lines   the export line of each row, {@code rows} of them used
 * @param rows    how many rows
 */
record Chunk(TablePlan plan, boolean[] columns, byte[] bytes, int length, long[] lines, int rows) implements Handover {

    /** The export line of row {@code row} (from 1) of this chunk, or {@code -1}. */
    long line(long row) {
        return row >= 1 && row <= rows ? lines[(int) row - 1] : -1;
    }
}
