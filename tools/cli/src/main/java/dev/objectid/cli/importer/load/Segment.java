package dev.objectid.cli.importer.load;

import dev.objectid.cli.importer.map.TablePlan;
import java.util.Arrays;

/**
 * The rows of one table and one set of columns that one bulk statement loads: the chunks handed over for them, in
 * order, and the export line of each row.
 */
final class Segment implements AutoCloseable {

    private final TablePlan plan;
    private final boolean[] columns;
    private final RowLines lines = new RowLines();

    /** A segment that starts with {@code first}, whose rows it does not take yet; see {@link #add}. */
    Segment(Chunk first) {
        this.plan = first.plan();
        this.columns = first.columns();
    }

    /** Whether a chunk's rows belong here: the same table's rows, filling the same columns. */
    boolean takes(Chunk chunk) {
        return chunk.plan() == plan && Arrays.equals(chunk.columns(), columns);
    }

    /** Takes a chunk's rows, whose bytes go to the statement. */
    void add(Chunk chunk) {
        for (int row = 1; row <= chunk.rows(); row++) {
            lines.add(chunk.line(row));
        }
    }

    TablePlan plan() {
        return plan;
    }

    boolean[] columns() {
        return columns;
    }

    /** How many rows it holds. */
    long rows() {
        return lines.rows();
    }

    /** The export line of row {@code row} (from 1), or {@code -1}. */
    long line(long row) {
        return lines.line(row);
    }

    /** {@code lines 12 to 5,000 of orders.json}, for messages. */
    String describeLines() {
        return "lines " + lines.first() + " to " + lines.last() + " of "
                + plan.export().getFileName();
    }

    @Override
    public void close() {
        lines.close();
    }
}
