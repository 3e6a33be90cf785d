package dev.objectid.cli.importer;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.postgresql.PGConnection;
import org.postgresql.copy.CopyIn;
import org.postgresql.copy.CopyManager;
import org.postgresql.util.PSQLException;
import org.postgresql.util.ServerErrorMessage;

/** PostgreSQL: rows through {@code COPY ... FROM STDIN}, the path {@code pg_restore} and {@code psql \copy} take. */
final class CopyLoader extends TextLoader {

    /** Where PostgreSQL says a COPY failed: {@code COPY orders, line 12, column status: "..."}. */
    private static final Pattern WHERE = Pattern.compile("COPY [^,]+, line (\\d+)");

    /** The key PostgreSQL names in a unique violation: {@code Key (id)=(\x66322ec0...) already exists.} */
    private static final Pattern DUPLICATE = Pattern.compile("=\\(\\\\x([0-9a-f]+)\\) already exists");

    private final CopyManager copy;
    private final Quoting quoting;
    private CopyIn in;

    CopyLoader(Connection connection, Quoting quoting, TablePlan plan, boolean spooled) throws SQLException {
        super(plan, spooled, RowText.Format.COPY);
        this.copy = connection.unwrap(PGConnection.class).getCopyAPI();
        this.quoting = quoting;
    }

    @Override
    protected void begin(boolean[] columns) throws SQLException {
        in = copy.copyIn("COPY " + quoting.table(plan.table()) + " (" + quoting.columns(plan.table(), columns)
                + ") FROM STDIN");
    }

    @Override
    protected void send(byte[] bytes, int length) throws SQLException {
        in.writeToCopy(bytes, 0, length);
    }

    @Override
    protected long end() throws SQLException {
        return in.endCopy();
    }

    @Override
    protected ImportFailure refused(SQLException e, LineLog lines) {
        ServerErrorMessage server = e instanceof PSQLException psql ? psql.getServerErrorMessage() : null;
        String message = server == null ? e.getMessage() : server.getMessage()
                + (server.getDetail() == null ? "" : ". " + server.getDetail().replaceAll("\\.$", ""));
        long line = -1;
        if (server != null && server.getWhere() != null) {
            Matcher where = WHERE.matcher(server.getWhere());
            if (where.find()) {
                line = lines.line(Long.parseLong(where.group(1)));
            }
        }
        String table = " (table " + plan.table().name() + ")";
        if (server != null && "23505".equals(server.getSQLState()) && server.getDetail() != null) {
            Matcher key = DUPLICATE.matcher(server.getDetail());
            if (key.find()) {
                message += ". " + LineFinder.duplicate(plan.export(), key.group(1));
            }
        }
        return line > 0 ? ImportFailure.at(plan.export(), line, null, "PostgreSQL refused the row: " + message
                + table) : new ImportFailure(plan.export().getFileName() + ": PostgreSQL refused the rows: " + message
                + table, e);
    }

    @Override
    public void close() {
        try {
            if (open() && in != null && in.isActive()) {
                in.cancelCopy();
            }
        } catch (SQLException e) {
            // the transaction is rolled back anyway
        } finally {
            super.close();
        }
    }
}
