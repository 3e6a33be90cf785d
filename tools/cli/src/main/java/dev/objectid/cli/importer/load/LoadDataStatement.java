package dev.objectid.cli.importer.load;

import dev.objectid.cli.importer.failure.ImportFailure;
import dev.objectid.cli.importer.map.Column;
import dev.objectid.cli.importer.map.ColumnKind;
import dev.objectid.cli.importer.map.Table;
import dev.objectid.cli.importer.map.TablePlan;
import dev.objectid.cli.importer.read.LineFinder;
import java.io.InputStream;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * MariaDB and MySQL: rows through {@code LOAD DATA LOCAL INFILE}, read from this process. The server turns the
 * errors of a {@code LOCAL} load into warnings and goes on without the row, so every statement is checked twice: the
 * rows it took must be the rows sent, and it must leave no warning. Either miss fails the import. Each table's rows
 * go in one statement, which lets InnoDB load an empty table in bulk.
 */
final class LoadDataStatement implements BulkStatement {

    /** Where MariaDB says which row a warning is about: {@code ... at row 12}, {@code Row 12 was truncated}. */
    private static final Pattern ROW = Pattern.compile("(?i)\\brow (\\d+)");

    /** A duplicate key as MariaDB prints it: its bytes, printable ones as they are and others as {@code \xHH}. */
    private static final Pattern DUPLICATE = Pattern.compile("Duplicate entry '(.*)' for key '([^']*)'");

    private final Connection connection;
    private final Quoting quoting;
    private final Map<Table, Boolean> uniqueKeys = new HashMap<>();
    private final Map<Table, Boolean> bytesAsTheyAre = new ConcurrentHashMap<>();

    LoadDataStatement(Connection connection, Quoting quoting) {
        this.connection = connection;
        this.quoting = quoting;
    }

    @Override
    public RowEncoder encoder(Table table) {
        return new RowText(bytesAsTheyAre(table) ? RowText.Format.LOAD_DATA_BINARY : RowText.Format.LOAD_DATA);
    }

    @Override
    public boolean oneStatementPerTable() {
        return true;
    }

    @Override
    public long load(Segment segment, InputStream rows) throws SQLException {
        Table table = segment.plan().table();
        boolean bytesAsTheyAre = bytesAsTheyAre(table);
        List<String> targets = new ArrayList<>();
        List<String> unhex = new ArrayList<>();
        for (int i = 0; i < segment.columns().length; i++) {
            if (!segment.columns()[i]) {
                continue;
            }
            Column column = table.columns().get(i);
            if (column.kind() == ColumnKind.BINARY && !bytesAsTheyAre) {
                // binary goes as hex text, so that no byte of it meets the escapes of the format
                targets.add("@c" + i);
                unhex.add(quoting.name(column.name()) + " = unhex(@c" + i + ")");
            } else if (column.kind() == ColumnKind.BIT) {
                // LOAD DATA would store the digit's character code in a bit column: 1 as 49
                targets.add("@c" + i);
                unhex.add(quoting.name(column.name()) + " = cast(@c" + i + " as unsigned)");
            } else {
                targets.add(quoting.name(column.name()));
            }
        }
        try (Statement statement = connection.createStatement()) {
            // InnoDB loads an empty table in bulk, sorted into its indexes, when the session skips the unique checks;
            // a repeated primary key is still reported (as a warning, which fails the import). A table with another
            // unique key keeps the checks, for MariaDB would refuse a repeat there without saying which value.
            statement.execute("set unique_checks = " + (otherUniqueKeys(table) ? 1 : 0));
            statement.unwrap(org.mariadb.jdbc.Statement.class).setLocalInfileInputStream(rows);
            long took = statement.executeLargeUpdate("LOAD DATA LOCAL INFILE 'objectid-import' INTO TABLE "
                    + quoting.table(table) + " CHARACTER SET " + (bytesAsTheyAre ? "binary" : "utf8mb4") + " ("
                    + String.join(", ", targets) + ")"
                    + (unhex.isEmpty() ? "" : " SET " + String.join(", ", unhex)));
            SQLWarning warning = statement.getWarnings();
            if (warning != null) {
                throw warning;
            }
            return took;
        }
    }

    /**
     * Whether a table's rows can go as bytes ({@code CHARACTER SET binary}): when every text column of it is
     * {@code utf8mb4}, the encoding the rows are written in, so that nothing needs converting and binary values need
     * no hexadecimal. A table with text in another character set, or a {@code uuid} column, goes as {@code utf8mb4},
     * which the server converts.
     */
    private boolean bytesAsTheyAre(Table table) {
        return bytesAsTheyAre.computeIfAbsent(table, t -> {
            if (t.columns().stream()
                    .anyMatch(column ->
                            column.kind() == ColumnKind.UUID_TYPE || column.kind() == ColumnKind.UNSUPPORTED)) {
                return false; // MariaDB's uuid and other such types read only text in a character set
            }
            try (PreparedStatement query = connection.prepareStatement("select count(*) from "
                    + "information_schema.columns where table_schema = ? and table_name = ? and character_set_name is "
                    + "not null and character_set_name <> 'utf8mb4'")) {
                query.setString(1, t.schema());
                query.setString(2, t.name());
                try (ResultSet count = query.executeQuery()) {
                    return count.next() && count.getLong(1) == 0;
                }
            } catch (SQLException e) {
                return false; // the conversion the server does is always right, if slower
            }
        });
    }

    /** Whether a table has a unique key besides its primary key. */
    private boolean otherUniqueKeys(Table table) throws SQLException {
        Boolean known = uniqueKeys.get(table);
        if (known == null) {
            try (ResultSet indexes =
                    connection.getMetaData().getIndexInfo(table.schema(), null, table.name(), true, true)) {
                known = false;
                while (indexes.next()) {
                    String index = indexes.getString("INDEX_NAME");
                    known |= index != null && !index.equalsIgnoreCase("PRIMARY");
                }
            }
            uniqueKeys.put(table, known);
        }
        return known;
    }

    @Override
    public ImportFailure refused(SQLException e, Segment segment) {
        TablePlan plan = segment.plan();
        List<String> problems = new ArrayList<>();
        for (SQLException each = e; each != null && problems.size() < 10; each = each.getNextException()) {
            String message = each.getMessage();
            Matcher row = ROW.matcher(message);
            long line = row.find() ? segment.line(Long.parseLong(row.group(1))) : -1;
            Matcher duplicate = DUPLICATE.matcher(message);
            if (duplicate.find()) {
                // LOAD DATA names no row for a duplicate key: the key's value finds the lines
                byte[] key = unescape(duplicate.group(1));
                boolean id = duplicate.group(2).equals("PRIMARY") && key.length == 12;
                // a key with bytes MariaDB prints as \xHH (a zero byte) is shown in hexadecimal, and found in the
                // export by its base64, as a $binary is written
                boolean bytes = !id && duplicate.group(1).contains("\\x");
                String value = id || bytes ? HexFormat.of().formatHex(key) : duplicate.group(1);
                List<Long> found = LineFinder.lines(
                        plan.export(), bytes ? java.util.Base64.getEncoder().encodeToString(key) : value, 2);
                line = found.isEmpty() ? -1 : found.get(found.size() - 1);
                if (bytes) {
                    message = "Duplicate entry " + value + " (in hexadecimal) for key '" + duplicate.group(2) + "'";
                }
                message = id
                        ? LineFinder.duplicate(plan.export(), value)
                        : message
                                + (found.size() > 1
                                        ? " (lines " + found.get(0) + " and " + found.get(1) + " of "
                                                + plan.export().getFileName() + ")"
                                        : " (already in the table)");
            }
            problems.add(
                    line > 0
                            ? ImportFailure.where(plan.export(), line, null) + message
                            : plan.export().getFileName() + ": " + message);
        }
        String which = e instanceof SQLWarning ? "warned of what a strict load refuses" : "refused the rows";
        return new ImportFailure(
                "MariaDB " + which + " (table " + plan.table().label() + "):\n  " + String.join("\n  ", problems), e);
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
