package dev.objectid.cli.importer.map;

/** Where the rows of a {@link Conversion} go: the loader of their table. */
public interface RowSink {

    /**
     * One row.
     *
     * @param plan the table's plan, shared by every thread; the columns the row fills are its conversion's
     *             {@link Conversion#loaded()}
     * @param row  a value for each column of the table, in the table's order; the array is reused for the next row
     * @param line the export line the row comes from
     */
    void row(TablePlan plan, Object[] row, long line);
}
