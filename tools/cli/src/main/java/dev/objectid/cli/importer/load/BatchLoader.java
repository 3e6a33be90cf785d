package dev.objectid.cli.importer.load;

import dev.objectid.cli.importer.failure.ImportFailure;
import dev.objectid.cli.importer.map.ColumnKind;
import dev.objectid.cli.importer.map.Conversion;
import dev.objectid.cli.importer.map.TablePlan;
import java.nio.charset.StandardCharsets;
import java.sql.BatchUpdateException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/**
 * H2: rows through JDBC batches of {@code INSERT}s, H2 having no bulk statement that reads from the client. H2 checks
 * foreign keys as each row goes in, so a table's rows wait for its parent's: {@link #flush()} sends the parent's
 * batch first.
 */
public final class BatchLoader implements TableLoader {

    private static final int BATCH = 1000;

    private final Connection connection;
    private final Quoting quoting;
    private final Conversion conversion;
    private final TablePlan plan;
    private final BatchLoader parent;
    private final long[] lines = new long[BATCH];
    private boolean[] columns;
    private int version = -1;
    private PreparedStatement insert;
    private int waiting;
    private long loaded;

    public BatchLoader(Connection connection, Quoting quoting, Conversion conversion, BatchLoader parent) {
        this.connection = connection;
        this.quoting = quoting;
        this.conversion = conversion;
        this.plan = conversion.plan();
        this.parent = parent;
    }

    @Override
    public void row(Object[] row, long line) {
        try {
            if (version != conversion.version()) {
                flush();
                if (insert != null) {
                    insert.close();
                }
                columns = conversion.loaded();
                version = conversion.version();
                StringBuilder values = new StringBuilder();
                for (int i = 0; i < columns.length; i++) {
                    if (columns[i]) {
                        values.append(values.length() == 0 ? "?" : ", ?")
                                .append(plan.table().columns().get(i).kind() == ColumnKind.JSON ? " FORMAT JSON" : "");
                    }
                }
                insert = connection.prepareStatement("INSERT INTO " + quoting.table(plan.table()) + " ("
                        + quoting.columns(plan.table(), columns) + ") VALUES (" + values + ")");
            }
            int parameter = 1;
            for (int i = 0; i < columns.length; i++) {
                if (columns[i]) {
                    Object value = row[i];
                    insert.setObject(
                            parameter++,
                            value instanceof Instant time
                                    ? OffsetDateTime.ofInstant(time, ZoneOffset.UTC)
                                    : value instanceof String json
                                                    && plan.table()
                                                                    .columns()
                                                                    .get(i)
                                                                    .kind()
                                                            == ColumnKind.JSON
                                            ? json.getBytes(StandardCharsets.UTF_8)
                                            : value);
                }
            }
            insert.addBatch();
            lines[waiting++] = line;
            if (waiting == BATCH) {
                flush();
            }
        } catch (SQLException e) {
            throw refused(e, 0);
        }
    }

    /** Sends the rows waiting, after the parent's. */
    void flush() {
        if (parent != null) {
            parent.flush();
        }
        if (waiting == 0) {
            return;
        }
        try {
            for (int count : insert.executeBatch()) {
                loaded += count == Statement.SUCCESS_NO_INFO ? 1 : count;
            }
        } catch (BatchUpdateException e) {
            throw refused(e, e.getUpdateCounts() == null ? 0 : firstFailed(e.getUpdateCounts()));
        } catch (SQLException e) {
            throw refused(e, 0);
        }
        waiting = 0;
    }

    private static int firstFailed(int[] counts) {
        for (int i = 0; i < counts.length; i++) {
            if (counts[i] == Statement.EXECUTE_FAILED) {
                return i;
            }
        }
        return counts.length;
    }

    private ImportFailure refused(SQLException e, int index) {
        String message = e.getMessage().lines().findFirst().orElse("") + " (table "
                + plan.table().label() + ")";
        return index < waiting
                ? ImportFailure.at(plan.export(), lines[index], null, "H2 refused the row: " + message)
                : new ImportFailure(plan.export().getFileName() + ": H2 refused the rows: " + message, e);
    }

    @Override
    public void finish() {
        flush();
    }

    @Override
    public long loaded() {
        return loaded;
    }

    @Override
    public void close() {
        try {
            if (insert != null) {
                insert.close();
            }
        } catch (SQLException e) {
            // the transaction is rolled back anyway
        }
    }
}
