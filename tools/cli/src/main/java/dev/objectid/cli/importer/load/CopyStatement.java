package dev.objectid.cli.importer.load;

import dev.objectid.cli.importer.failure.ImportFailure;
import dev.objectid.cli.importer.map.Table;
import dev.objectid.cli.importer.map.TablePlan;
import dev.objectid.cli.importer.read.LineFinder;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.postgresql.PGConnection;
import org.postgresql.copy.CopyManager;
import org.postgresql.util.PSQLException;
import org.postgresql.util.ServerErrorMessage;

/**
 * PostgreSQL: rows through {@code COPY ... FROM STDIN}, the path {@code pg_restore} and {@code psql \copy} take, in
 * the binary format where every column's type has one here ({@link RowBinary}), else in text.
 */
final class CopyStatement implements BulkStatement {

    /** Where PostgreSQL says a COPY failed: {@code COPY orders, line 12, column status: "..."}. */
    private static final Pattern WHERE = Pattern.compile("COPY [^,]+, line (\\d+)");

    /** The key PostgreSQL names in a unique violation: {@code Key (id)=(\x66322ec0...) already exists.} */
    private static final Pattern DUPLICATE = Pattern.compile("=\\(\\\\x([0-9a-f]+)\\) already exists");

    private final CopyManager copy;
    private final Quoting quoting;

    CopyStatement(Connection connection, Quoting quoting) throws SQLException {
        this.copy = connection.unwrap(PGConnection.class).getCopyAPI();
        this.quoting = quoting;
    }

    @Override
    public RowEncoder encoder(Table table) {
        return RowBinary.takes(table) ? new RowBinary(table) : new RowText(RowText.Format.COPY);
    }

    @Override
    public boolean oneStatementPerTable() {
        return false;
    }

    @Override
    public long load(Segment segment, InputStream rows) throws SQLException {
        try {
            Table table = segment.plan().table();
            boolean binary = RowBinary.takes(table);
            return copy.copyIn(
                    "COPY " + quoting.table(table) + " (" + quoting.columns(table, segment.columns()) + ") FROM STDIN"
                            + (binary ? " (FORMAT binary)" : ""),
                    binary
                            ? new SequenceInputStream(java.util.Collections.enumeration(List.of(
                                    new ByteArrayInputStream(RowBinary.HEADER),
                                    rows,
                                    new ByteArrayInputStream(RowBinary.TRAILER))))
                            : rows,
                    1 << 16);
        } catch (IOException e) {
            throw new ImportFailure(
                    "the rows for table " + segment.plan().table().label() + " could not be sent: " + e.getMessage(),
                    e);
        }
    }

    @Override
    public ImportFailure refused(SQLException e, Segment segment) {
        TablePlan plan = segment.plan();
        ServerErrorMessage server = e instanceof PSQLException psql ? psql.getServerErrorMessage() : null;
        String message = server == null
                ? e.getMessage()
                : server.getMessage()
                        + (server.getDetail() == null
                                ? ""
                                : ". " + server.getDetail().replaceAll("\\.$", ""));
        long line = -1;
        if (server != null && server.getWhere() != null) {
            Matcher where = WHERE.matcher(server.getWhere());
            if (where.find()) {
                line = segment.line(Long.parseLong(where.group(1)));
            }
        }
        if (server != null && "23505".equals(server.getSQLState()) && server.getDetail() != null) {
            Matcher key = DUPLICATE.matcher(server.getDetail());
            if (key.find()) {
                message += ". " + LineFinder.duplicate(plan.export(), key.group(1));
            }
        }
        String table = " (table " + plan.table().label() + ")";
        return line > 0
                ? ImportFailure.at(plan.export(), line, null, "PostgreSQL refused the row: " + message + table)
                : new ImportFailure(
                        plan.export().getFileName() + ": PostgreSQL refused the rows: " + message + table, e);
    }
}
