package dev.objectid.cli.importer.load;

import dev.objectid.cli.importer.failure.ImportFailure;
import dev.objectid.cli.importer.map.Conversion;
import dev.objectid.cli.importer.map.TablePlan;
import java.util.Arrays;

/**
 * The rows of one table, encoded in its database's bulk format and handed to the {@link Sender} a chunk at a time,
 * so that reading the export and loading the rows go on at once. A field that reaches a column the chunk does not
 * fill closes it, and the next chunk fills that column too.
 */
public final class BulkLoader implements TableLoader {

    /** Rows are handed over in chunks of about this many bytes. */
    static final int CHUNK_BYTES = 1 << 21;
    /**
     * The first chunk is this small and each next one twice the last, up to {@link #CHUNK_BYTES}: the database starts
     * on a table's rows as soon as a few are converted instead of waiting for a whole chunk of them.
     */
    static final int FIRST_CHUNK_BYTES = 1 << 14;

    private final Conversion conversion;
    private final TablePlan plan;
    private final Sender sender;
    private final RowEncoder text;
    private boolean[] columns;
    private int version = -1;
    private long[] lines = new long[1 << 12];
    private int rows;
    private int chunkBytes = FIRST_CHUNK_BYTES;

    /** The loader of one converting thread's rows of a table. */
    public BulkLoader(Conversion conversion, Sender sender) {
        this.conversion = conversion;
        this.plan = conversion.plan();
        this.sender = sender;
        this.text = sender.encoder(plan.table());
    }

    @Override
    public void row(Object[] row, long line) {
        if (version != conversion.version()) {
            handOver();
            columns = conversion.loaded();
            version = conversion.version();
        }
        try {
            text.append(row, columns);
        } catch (RowEncoder.BadValue e) {
            throw ImportFailure.at(
                    plan.export(),
                    line,
                    conversion.field(e.column()),
                    e.getMessage() + " (column "
                            + plan.table().columns().get(e.column()).name() + " of table "
                            + plan.table().label() + ")");
        }
        if (rows == lines.length) {
            lines = Arrays.copyOf(lines, rows * 2);
        }
        lines[rows++] = line;
        if (text.size() >= chunkBytes) {
            handOver();
        }
    }

    private void handOver() {
        if (rows == 0) {
            return;
        }
        int length = text.size();
        byte[] bytes = text.take(sender.spareArray());
        sender.submit(new Chunk(plan, columns, bytes, length, Arrays.copyOf(lines, rows), rows));
        rows = 0;
        chunkBytes = Math.min(CHUNK_BYTES, chunkBytes * 2);
    }

    @Override
    public void finish() {
        handOver();
    }

    @Override
    public long loaded() {
        return sender.loaded(plan);
    }

    @Override
    public void close() {
        // nothing held: the chunks belong to the sender
    }
}
