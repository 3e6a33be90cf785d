package dev.objectid.cli.importer;

import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * MariaDB and MySQL: rows through {@code LOAD DATA LOCAL INFILE}, streamed from this process as they are read. The
 * server turns the errors of a {@code LOCAL} load into warnings and goes on without the row, so every statement is
 * checked twice: the rows it took must be the rows sent, and it must leave no warning. Either miss fails the import.
 */
final class LoadDataLoader extends TextLoader {

    /** Where MariaDB says which row a warning is about: {@code ... at row 12}, {@code Row 12 was truncated}. */
    private static final Pattern ROW = Pattern.compile("(?i)\\brow (\\d+)");

    /** A duplicate key as MariaDB prints it: its bytes, printable ones as they are and others as {@code \xHH}. */
    private static final Pattern DUPLICATE = Pattern.compile("Duplicate entry '(.*)' for key");

    private final Connection connection;
    private final Quoting quoting;
    private PipedOutputStream out;
    private Thread load;
    private Statement statement;
    private volatile long took;
    private volatile SQLException failure;

    LoadDataLoader(Connection connection, Quoting quoting, TablePlan plan, boolean spooled) {
        super(plan, spooled, RowText.Format.LOAD_DATA);
        this.connection = connection;
        this.quoting = quoting;
    }

    @Override
    protected void begin(boolean[] columns) throws SQLException {
        List<String> targets = new ArrayList<>();
        List<String> unhex = new ArrayList<>();
        for (int i = 0; i < columns.length; i++) {
            if (!columns[i]) {
                continue;
            }
            Column column = plan.table().columns().get(i);
            if (column.kind() == ColumnKind.BINARY) {
                // binary goes as hex text, so that no byte of it meets the escapes of the format
                targets.add("@c" + i);
                unhex.add(quoting.name(column.name()) + " = unhex(@c" + i + ")");
            } else {
                targets.add(quoting.name(column.name()));
            }
        }
        String sql = "LOAD DATA LOCAL INFILE 'objectid-import' INTO TABLE " + quoting.table(plan.table())
                + " CHARACTER SET utf8mb4 (" + String.join(", ", targets) + ")"
                + (unhex.isEmpty() ? "" : " SET " + String.join(", ", unhex));
        PipedInputStream in;
        try {
            in = new PipedInputStream(1 << 20);
            out = new PipedOutputStream(in);
        } catch (IOException e) {
            throw new SQLException(e);
        }
        statement = connection.createStatement();
        statement.unwrap(org.mariadb.jdbc.Statement.class).setLocalInfileInputStream(in);
        failure = null;
        load = new Thread(() -> {
            try {
                took = statement.executeLargeUpdate(sql);
            } catch (SQLException e) {
                failure = e;
            } finally {
                try {
                    in.close();
                } catch (IOException e) {
                    // nothing to do: the statement is over
                }
            }
        }, "objectid-import-load-data");
        load.setDaemon(true);
        load.start();
    }

    @Override
    protected void send(byte[] bytes, int length) throws SQLException {
        try {
            out.write(bytes, 0, length);
        } catch (IOException e) {
            waitForLoad();
            throw failure != null ? failure : new SQLException("the LOAD DATA statement stopped reading", e);
        }
    }

    @Override
    protected long end() throws SQLException {
        try {
            out.close();
        } catch (IOException e) {
            // the statement ended early: its failure says why
        }
        waitForLoad();
        if (failure != null) {
            throw failure;
        }
        SQLWarning warning = statement.getWarnings();
        statement.close();
        if (warning != null) {
            throw warning;
        }
        return took;
    }

    private void waitForLoad() {
        try {
            load.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ImportFailure("interrupted while MariaDB loaded table " + plan.table().name());
        }
    }

    @Override
    protected ImportFailure refused(SQLException e, LineLog lines) {
        List<String> problems = new ArrayList<>();
        for (SQLException each = e; each != null && problems.size() < 10; each = each.getNextException()) {
            String message = each.getMessage();
            Matcher row = ROW.matcher(message);
            long line = row.find() ? lines.line(Long.parseLong(row.group(1))) : -1;
            Matcher duplicate = DUPLICATE.matcher(message);
            if (duplicate.find()) {
                message = LineFinder.duplicate(plan.export(), java.util.HexFormat.of().formatHex(
                        unescape(duplicate.group(1))));
            }
            problems.add(line > 0 ? ImportFailure.where(plan.export(), line, null) + message
                    : plan.export().getFileName() + ": " + message);
        }
        String which = e instanceof SQLWarning ? "warned of what a strict load refuses" : "refused the rows";
        return new ImportFailure("MariaDB " + which + " (table " + plan.table().name() + "):\n  "
                + String.join("\n  ", problems), e);
    }

    @Override
    public void close() {
        try {
            if (out != null) {
                out.close();
            }
            if (load != null) {
                load.join(10_000);
            }
        } catch (IOException | InterruptedException e) {
            // the transaction is rolled back anyway
        } finally {
            super.close();
        }
    }

    /** The bytes of a key MariaDB printed: {@code \xHH} for a byte that is not printable ASCII. */
    private static byte[] unescape(String printed) {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        for (int i = 0; i < printed.length(); i++) {
            char c = printed.charAt(i);
            if (c == '\\' && i + 3 < printed.length() && printed.charAt(i + 1) == 'x') {
                bytes.write(Integer.parseInt(printed.substring(i + 2, i + 4), 16));
                i += 3;
            } else {
                bytes.write(c);
            }
        }
        return bytes.toByteArray();
    }
}
