package dev.objectid.cli.importer;

import java.io.ByteArrayInputStream;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * MariaDB and MySQL: rows through {@code LOAD DATA LOCAL INFILE}, read from this process. The server turns the
 * errors of a {@code LOCAL} load into warnings and goes on without the row, so every statement is checked twice: the
 * rows it took must be the rows sent, and it must leave no warning. Either miss fails the import.
 */
final class LoadDataStatement implements BulkStatement {

    /** Where MariaDB says which row a warning is about: {@code ... at row 12}, {@code Row 12 was truncated}. */
    private static final Pattern ROW = Pattern.compile("(?i)\\brow (\\d+)");

    /** A duplicate key as MariaDB prints it: its bytes, printable ones as they are and others as {@code \xHH}. */
    private static final Pattern DUPLICATE = Pattern.compile("Duplicate entry '(.*)' for key");

    private final Connection connection;
    private final Quoting quoting;

    LoadDataStatement(Connection connection, Quoting quoting) {
        this.connection = connection;
        this.quoting = quoting;
    }

    @Override
    public RowText.Format format() {
        return RowText.Format.LOAD_DATA;
    }

    @Override
    public long load(Chunk chunk) throws SQLException {
        Table table = chunk.plan().table();
        List<String> targets = new ArrayList<>();
        List<String> unhex = new ArrayList<>();
        for (int i = 0; i < chunk.columns().length; i++) {
            if (!chunk.columns()[i]) {
                continue;
            }
            Column column = table.columns().get(i);
            if (column.kind() == ColumnKind.BINARY) {
                // binary goes as hex text, so that no byte of it meets the escapes of the format
                targets.add("@c" + i);
                unhex.add(quoting.name(column.name()) + " = unhex(@c" + i + ")");
            } else {
                targets.add(quoting.name(column.name()));
            }
        }
        try (Statement statement = connection.createStatement()) {
            statement.unwrap(org.mariadb.jdbc.Statement.class).setLocalInfileInputStream(
                    new ByteArrayInputStream(chunk.bytes(), 0, chunk.length()));
            long took = statement.executeLargeUpdate("LOAD DATA LOCAL INFILE 'objectid-import' INTO TABLE "
                    + quoting.table(table) + " CHARACTER SET utf8mb4 (" + String.join(", ", targets) + ")"
                    + (unhex.isEmpty() ? "" : " SET " + String.join(", ", unhex)));
            SQLWarning warning = statement.getWarnings();
            if (warning != null) {
                throw warning;
            }
            return took;
        }
    }

    @Override
    public ImportFailure refused(SQLException e, Chunk chunk) {
        TablePlan plan = chunk.plan();
        List<String> problems = new ArrayList<>();
        for (SQLException each = e; each != null && problems.size() < 10; each = each.getNextException()) {
            String message = each.getMessage();
            Matcher row = ROW.matcher(message);
            long line = row.find() ? chunk.line(Long.parseLong(row.group(1))) : -1;
            Matcher duplicate = DUPLICATE.matcher(message);
            if (duplicate.find()) {
                message = LineFinder.duplicate(plan.export(), HexFormat.of().formatHex(unescape(duplicate.group(1))));
            }
            problems.add(line > 0 ? ImportFailure.where(plan.export(), line, null) + message
                    : plan.export().getFileName() + ": " + message);
        }
        String which = e instanceof SQLWarning ? "warned of what a strict load refuses" : "refused the rows";
        return new ImportFailure("MariaDB " + which + " (table " + plan.table().name() + "):\n  "
                + String.join("\n  ", problems), e);
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
