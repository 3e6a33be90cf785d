package dev.objectid.cli;

import dev.objectid.ObjectId;
import dev.objectid.sql.SqlDialect;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * One rewrite of one seed file by {@code seed}: every key of a table of {@code --keys} and every reference of
 * {@code --refs} becomes the literal of its ObjectId, and each insert that may meet its row already there ({@code
 * INSERT IGNORE}, {@code ON CONFLICT DO NOTHING}, or every insert with {@code --rerunnable}) gets the form of the
 * target database that leaves the table as it is ({@link #rerun}). Everything else is copied as written, comments
 * included: the rewrite replaces tokens by their position in the text.
 */
final class SeedRewrite {

    /** The characters that open or close a string or a quoted name. */
    private static final String QUOTES = "'\"`";

    /**
     * A part of the output: text of the file from {@code start} to {@code end}, or (both -1) text the rewrite wrote.
     */
    record Piece(String text, int start, int end) {}

    /** A replacement of the text from {@code start} to {@code end}; an insertion when they are equal. */
    private record Edit(int start, int end, String text) {}

    private final String sql;
    private final Dialect dialect;
    private final Instant at;
    private final Map<String, SeedColumn> keys;
    private final Map<SeedColumn, String> refs;
    private final boolean rerunnable;
    private final List<String> keyTables;
    private final Map<String, Integer> largestKey = new HashMap<>();
    private final List<Edit> edits = new ArrayList<>();
    private final Map<String, SortedMap<Integer, ObjectId>> seeded = new LinkedHashMap<>();
    private final List<Piece> pieces = new ArrayList<>();

    SeedRewrite(
            String sql,
            Dialect dialect,
            Instant at,
            Map<String, SeedColumn> keys,
            Map<SeedColumn, String> refs,
            boolean rerunnable) {
        this.sql = sql;
        this.dialect = dialect;
        this.at = at;
        this.keys = keys;
        this.refs = refs;
        this.rerunnable = rerunnable;
        this.keyTables = List.copyOf(keys.keySet());
        keyTables.forEach(table -> seeded.put(table, new TreeMap<>()));
    }

    /**
     * The file rewritten, or a {@link SeedError} for the first statement it cannot rewrite. A replacement that would
     * touch a word or a quote next to it is set apart by a space ({@code SELECT'admin'} with a key put before
     * {@code 'admin'} becomes {@code SELECT <id>, 'admin'}), so the output has the tokens of the file, keys replaced,
     * and no two run into one.
     */
    String run() {
        List<SqlToken> statement = new ArrayList<>();
        for (SqlToken token : SqlTokens.of(sql, dialect)) {
            if (token.is(";")) {
                statement(statement);
                statement.clear();
            } else {
                statement.add(token);
            }
        }
        statement(statement);
        edits.sort(Comparator.comparingInt(Edit::start));
        int copied = 0;
        for (Edit edit : edits) {
            append(new Piece(sql.substring(copied, edit.start()), copied, edit.start()));
            append(new Piece(edit.text(), -1, -1));
            copied = edit.end();
        }
        append(new Piece(sql.substring(copied), copied, sql.length()));
        StringBuilder output = new StringBuilder();
        pieces.forEach(piece -> output.append(piece.text()));
        return output.toString();
    }

    /**
     * The parts the output was put together from, in order: text of the file, replacements, and the spaces that keep
     * them apart. Each is whole tokens, so the output's tokens are theirs.
     */
    List<Piece> pieces() {
        return pieces;
    }

    /** The key of each row the file inserts into a table of {@code --keys}, and its id, by table in their order. */
    Map<String, SortedMap<Integer, ObjectId>> seeded() {
        return seeded;
    }

    private void append(Piece piece) {
        if (piece.text().isEmpty()) {
            return;
        }
        String last = pieces.isEmpty() ? "" : pieces.get(pieces.size() - 1).text();
        if (!last.isEmpty()
                && joins(last.charAt(last.length() - 1), piece.text().charAt(0))) {
            pieces.add(new Piece(" ", -1, -1));
        }
        pieces.add(piece);
    }

    /** Whether two characters side by side would read as one token: words, numbers and quotes run on. */
    private static boolean joins(char left, char right) {
        return (SqlTokens.wordCharacter(left) || QUOTES.indexOf(left) >= 0)
                && (SqlTokens.wordCharacter(right) || QUOTES.indexOf(right) >= 0);
    }

    private void statement(List<SqlToken> tokens) {
        if (tokens.isEmpty()) {
            return;
        }
        if (!tokens.get(0).word("insert")) {
            refuseIfKeyed(tokens);
            return;
        }
        SeedInsert insert;
        try {
            insert = SeedInsert.of(tokens);
        } catch (SeedError notRewritten) {
            if (rerunnable || namesKeyed(tokens) != null) {
                throw notRewritten;
            }
            return; // an insert into other tables, copied as it is
        }
        SeedColumn key = keys.get(insert.table);
        List<SeedColumn> columns = refs.keySet().stream()
                .filter(ref -> ref.table().equals(insert.table))
                .toList();
        boolean keyOmitted =
                key != null && key.name() != null && insert.columns != null && !insert.columns.contains(key.name());
        for (SeedColumn column : key == null || keyOmitted ? columns : concat(key, columns)) {
            if (column.indexIn(insert.columns) < 0) {
                throw new SeedError(
                        insert.line(),
                        "the insert into " + insert.table
                                + (insert.columns == null
                                        ? " names no columns, so " + column + " needs a position (" + insert.table
                                                + ".1, ...) or" + " the insert a column list"
                                        : " has no column " + column.name() + "; its columns are "
                                                + String.join(", ", insert.columns)));
            }
            misplaced(insert, column);
        }
        List<SeedColumn> rewritten = key == null || keyOmitted ? columns : concat(key, columns);
        for (int i = 0; i < rewritten.size(); i++) {
            for (int j = i + 1; j < rewritten.size(); j++) {
                int index = rewritten.get(i).indexIn(insert.columns);
                if (index == rewritten.get(j).indexIn(insert.columns)) {
                    throw new SeedError(
                            insert.line(),
                            rewritten.get(i) + " and " + rewritten.get(j) + " are the same column of the insert into "
                                    + insert.table
                                    + (insert.columns == null || index >= insert.columns.size()
                                            ? ""
                                            : " (" + insert.columns.get(index) + ")")
                                    + ": a column is a key or a reference to one, not both");
                }
            }
        }
        for (SeedInsert.Row row : insert.rows) {
            Integer rowKey = null;
            if (keyOmitted) {
                rowKey = nextKey(insert.table, key, row.open().line());
                if (row.values().get(0).isEmpty()) {
                    throw new SeedError(row.open().line(), "a row of the insert into " + insert.table + " is empty");
                }
                edits.add(new Edit(
                        row.values().get(0).get(0).start(),
                        row.values().get(0).get(0).start(),
                        id(insert.table, rowKey) + ", "));
            } else if (key != null) {
                rowKey = value(insert, row, key, true);
            }
            if (rowKey != null) {
                seeded.get(insert.table).put(rowKey, objectId(insert.table, rowKey));
            }
            for (SeedColumn column : columns) {
                value(insert, row, column, false);
            }
            readsNoKeyedTable(insert, row);
            if (insert.guard != null) {
                guard(insert, rowKey);
            }
        }
        if (keyOmitted) {
            edits.add(new Edit(insert.columnsOpen.end(), insert.columnsOpen.end(), key.name() + ", "));
        }
        if (rerunnable || insert.ignore != null || insert.conflict >= 0) {
            rerun(insert, key);
        }
    }

    private static List<SeedColumn> concat(SeedColumn first, List<SeedColumn> rest) {
        List<SeedColumn> all = new ArrayList<>(List.of(first));
        all.addAll(rest);
        return all;
    }

    /** Rewrites the value of {@code column} in {@code row}; returns its key, or {@code null} for SQL null. */
    private Integer value(SeedInsert insert, SeedInsert.Row row, SeedColumn column, boolean isKey) {
        int index = column.indexIn(insert.columns);
        List<List<SqlToken>> values = row.values();
        int line = row.open().line();
        if (index >= values.size()) {
            throw new SeedError(
                    line,
                    "a row of the insert into " + insert.table + " has " + values.size() + " values, none at position "
                            + (index + 1) + " (" + column + ")" + byName(insert, column, isKey));
        }
        List<SqlToken> value = values.get(index);
        String target = isKey ? insert.table : refs.get(column);
        Integer key;
        if (value.size() == 1 && value.get(0).word("null") && !isKey) {
            return null;
        }
        SqlToken number = integer(value);
        if (number != null) {
            key = number(number.text(), number.line(), column);
            if (isKey) {
                largestKey.merge(insert.table, key, Math::max);
            }
        } else if (isKey
                && value.size() == 1
                && (value.get(0).word("default") || value.get(0).word("null"))) {
            key = nextKey(insert.table, column, value.get(0).line());
        } else {
            String text = value.isEmpty()
                    ? "empty"
                    : sql.substring(
                            value.get(0).start(), value.get(value.size() - 1).end());
            throw new SeedError(
                    value.isEmpty() ? line : value.get(0).line(),
                    column + " is " + text + ", not an" + " integer key (n, n::type or CAST(n AS type))"
                            + (isKey ? ", default or null" : " or null") + byName(insert, column, isKey));
        }
        edits.add(new Edit(value.get(0).start(), value.get(value.size() - 1).end(), id(target, key)));
        return key;
    }

    /** The number of a value written {@code n}, {@code n::type} or {@code CAST(n AS type)}; otherwise {@code null}. */
    private static SqlToken integer(List<SqlToken> value) {
        if (value.size() == 1 && value.get(0).digits()) {
            return value.get(0);
        }
        if (value.size() >= 4
                && value.get(0).digits()
                && value.get(1).is(":")
                && value.get(2).is(":")) {
            return value.get(0);
        }
        if (value.size() >= 6
                && value.get(0).word("cast")
                && value.get(1).is("(")
                && value.get(2).digits()
                && value.get(3).word("as")
                && value.get(value.size() - 1).is(")")) {
            return value.get(2);
        }
        return null;
    }

    /**
     * For a column given by its position in an insert that names its columns, the hint to name it instead: the
     * position counts this insert's columns, not the table's.
     */
    private String byName(SeedInsert insert, SeedColumn column, boolean isKey) {
        if (column.name() != null || insert.columns == null) {
            return "";
        }
        String at = column.position() <= insert.columns.size()
                ? "position " + column.position() + " of this insert's columns is "
                        + insert.columns.get(column.position() - 1)
                : "this insert names " + insert.columns.size() + " columns";
        String name = isKey ? keyName(insert) : referenceName(insert.columns, refs.get(column));
        return "; " + at + " (" + String.join(", ", insert.columns) + "): name the column instead, " + insert.table
                + "." + (name != null ? name : "<column>");
    }

    /** The name of the key column of an insert's table, as its guard shows it ({@code WHERE id=1}), or {@code id}. */
    private static String keyName(SeedInsert insert) {
        List<SqlToken> guard = insert.guard == null ? List.of() : insert.guard;
        for (int i = 1; i + 1 < guard.size(); i++) {
            if (guard.get(i).is("=") && guard.get(i + 1).digits()) {
                return guard.get(i - 1).unquoted().toLowerCase(Locale.ROOT);
            }
        }
        return "id";
    }

    /**
     * The column of {@code columns} whose name refers to {@code table} as JPA and most schemas name a reference
     * ({@code owners}: {@code owner_id}, {@code owners_id}, {@code owner}), or {@code null}.
     */
    private static String referenceName(List<String> columns, String table) {
        if (table == null) {
            return null;
        }
        String singular = table.endsWith("ies")
                ? table.substring(0, table.length() - 3) + "y"
                : table.endsWith("s") ? table.substring(0, table.length() - 1) : table;
        for (String name : List.of(singular + "_id", table + "_id", singular)) {
            if (columns.contains(name)) {
                return name;
            }
        }
        return null;
    }

    /**
     * A reference given by position that lands, in this insert's column list, on a column named after another table
     * of {@code --keys} ({@code pets.4=types} where the 4th column is {@code owner_id}) would give rows the ids of the
     * wrong table: refused, naming the column to give instead.
     */
    private void misplaced(SeedInsert insert, SeedColumn column) {
        String target = refs.get(column);
        if (column.name() != null
                || insert.columns == null
                || target == null
                || column.position() > insert.columns.size()) {
            return;
        }
        String name = insert.columns.get(column.position() - 1);
        for (String other : keyTables) {
            if (!other.equals(target) && name.equals(referenceName(List.of(name), other))) {
                String instead = referenceName(insert.columns, target);
                throw new SeedError(
                        insert.line(),
                        column + " is " + name + " in this insert's columns (" + String.join(", ", insert.columns)
                                + "), a reference to " + other + ", not to " + target + ": name the column instead, "
                                + insert.table + "." + (instead != null ? instead : "<column>"));
            }
        }
    }

    /** The key an identity would give the next row of {@code table}: one more than the largest so far. */
    private int nextKey(String table, SeedColumn column, int line) {
        int next = largestKey.getOrDefault(table, 0) + 1;
        number(String.valueOf(next), line, column);
        largestKey.put(table, next);
        return next;
    }

    private static int number(String text, int line, SeedColumn column) {
        try {
            int number = Integer.parseInt(text);
            if (number <= 0xffffff) {
                return number;
            }
        } catch (NumberFormatException tooLarge) {
            // reported below
        }
        throw new SeedError(
                line,
                column + " is " + text + ", larger than the largest key an ObjectId's counter" + " holds, 16777215");
    }

    private String id(String table, int key) {
        return dialect.literal(objectId(table, key));
    }

    private ObjectId objectId(String table, int key) {
        return ObjectId.of(at, keyTables.indexOf(table) + 1, key);
    }

    /**
     * Rewrites the keys a {@code WHERE NOT EXISTS (SELECT ... FROM t WHERE c = n ...)} compares with, and checks that
     * a guard on the inserted table's own key names the key its row gets.
     */
    private void guard(SeedInsert insert, Integer rowKey) {
        List<SqlToken> guard = insert.guard;
        String table = null;
        for (int i = 0; i + 1 < guard.size() && table == null; i++) {
            if (guard.get(i).word("from")) {
                int j = i + 1;
                while (j + 2 < guard.size() && guard.get(j + 1).is(".")) {
                    j += 2;
                }
                table = guard.get(j).unquoted().toLowerCase(Locale.ROOT);
            }
        }
        for (int i = 1; i + 1 < guard.size(); i++) {
            if (!(guard.get(i).is("=") && guard.get(i + 1).digits())) {
                continue;
            }
            String column = guard.get(i - 1).unquoted().toLowerCase(Locale.ROOT);
            SeedColumn key = keys.get(table);
            String keyName = key == null ? null : key.name();
            if (key != null
                    && keyName == null
                    && table.equals(insert.table)
                    && insert.columns != null
                    && key.position() <= insert.columns.size()) {
                keyName = insert.columns.get(key.position() - 1); // the key by position in this insert's list
            }
            String target;
            if (key != null && column.equals(keyName)) {
                target = table;
            } else {
                target = refs.get(new SeedColumn(table, column, 0));
            }
            if (target == null) {
                continue;
            }
            SqlToken number = guard.get(i + 1);
            int n = number(number.text(), number.line(), new SeedColumn(table, column, 0));
            if (target.equals(insert.table) && table.equals(insert.table) && rowKey != null && n != rowKey) {
                throw new SeedError(
                        number.line(),
                        "the insert into " + insert.table + " is skipped when key " + n
                                + " exists (WHERE NOT EXISTS ... " + column + " = " + n + "), but its row gets key "
                                + rowKey
                                + (insert.columns != null && !insert.columns.contains(column)
                                        ? ", one more than the largest" + " key before it, as the identity would"
                                        : "")
                                + "; write the key the guard names into the insert");
            }
            edits.add(new Edit(number.start(), number.end(), id(target, n)));
        }
    }

    /**
     * Writes the insert so that loading it again leaves the table as it is: {@code ON CONFLICT DO NOTHING} on
     * PostgreSQL; {@code ON DUPLICATE KEY UPDATE c = c} on MariaDB and MySQL, which, unlike {@code INSERT IGNORE},
     * still fails on a broken foreign key or a value that does not fit ({@code INSERT IGNORE} written in the file is
     * kept); {@code MERGE INTO} on H2, which finds the row by its primary key (or the columns {@code ON CONFLICT}
     * named) and writes it again.
     */
    private void rerun(SeedInsert insert, SeedColumn key) {
        List<SqlToken> tokens = insert.tokens;
        boolean lower = tokens.get(0).text().equals(tokens.get(0).text().toLowerCase(Locale.ROOT));
        SqlToken last = insert.last();
        if (dialect.equals(Dialect.HSQLDB)
                || !List.of(SqlDialect.POSTGRESQL, SqlDialect.MARIADB, SqlDialect.MYSQL, SqlDialect.H2)
                        .contains(dialect.sql())) {
            throw new SeedError(
                    insert.line(),
                    "the insert into " + insert.table + " is to be re-runnable ("
                            + (rerunnable ? "--rerunnable" : insert.ignore != null ? "INSERT IGNORE" : "ON CONFLICT")
                            + "), which seed writes for postgresql, mariadb, mysql and h2, not " + dialect.key());
        }
        switch (dialect.sql()) {
            case POSTGRESQL -> {
                if (insert.ignore != null) {
                    remove(insert.ignore, tokens.get(tokens.indexOf(insert.ignore) + 1));
                }
                if (insert.conflict < 0) {
                    edits.add(new Edit(last.end(), last.end(), keyword(" ON CONFLICT DO NOTHING", lower)));
                }
            }
            case MARIADB, MYSQL -> {
                if (insert.ignore != null) {
                    if (insert.conflict >= 0) {
                        edits.add(new Edit(tokens.get(insert.conflict - 1).end(), last.end(), ""));
                    }
                    return;
                }
                String column = updateColumn(insert, key);
                String clause = keyword("ON DUPLICATE KEY UPDATE ", lower) + column + " = " + column;
                if (insert.conflict >= 0) {
                    edits.add(new Edit(tokens.get(insert.conflict).start(), last.end(), clause));
                } else {
                    edits.add(new Edit(last.end(), last.end(), " " + clause));
                }
            }
            case H2 -> {
                edits.add(new Edit(tokens.get(0).start(), tokens.get(0).end(), keyword("MERGE", lower)));
                if (insert.ignore != null) {
                    remove(insert.ignore, tokens.get(tokens.indexOf(insert.ignore) + 1));
                }
                if (insert.conflict >= 0) {
                    edits.add(new Edit(tokens.get(insert.conflict - 1).end(), last.end(), ""));
                    if (!insert.conflictColumns.isEmpty()) {
                        edits.add(new Edit(
                                insert.values.start(),
                                insert.values.start(),
                                keyword("KEY", lower) + " (" + String.join(", ", insert.conflictColumns) + ") "));
                    }
                }
            }
            default -> throw new IllegalStateException(dialect.key());
        }
    }

    /** A column {@code ON DUPLICATE KEY UPDATE} sets to itself. */
    private static String updateColumn(SeedInsert insert, SeedColumn key) {
        if (!insert.conflictColumns.isEmpty() && !insert.conflictColumns.get(0).isEmpty()) {
            return insert.conflictColumns.get(0);
        }
        if (key != null && key.name() != null) {
            return key.name();
        }
        if (insert.columnsAsWritten != null && !insert.columnsAsWritten.get(0).isEmpty()) {
            return insert.columnsAsWritten.get(0);
        }
        throw new SeedError(
                insert.line(),
                "the insert into " + insert.table + " names no columns, so it cannot be"
                        + " made re-runnable on MariaDB and MySQL with ON DUPLICATE KEY UPDATE (INSERT IGNORE would also skip"
                        + " rows that break a foreign key or do not fit); name the key in --keys (" + insert.table
                        + ".id) with a column list in the insert, or write INSERT IGNORE yourself");
    }

    private static String keyword(String text, boolean lower) {
        return lower ? text.toLowerCase(Locale.ROOT) : text;
    }

    private void remove(SqlToken token, SqlToken next) {
        edits.add(new Edit(token.start(), next.start(), ""));
    }

    /** A value of a row must not read a keyed table: its integer keys would stay integers. */
    private void readsNoKeyedTable(SeedInsert insert, SeedInsert.Row row) {
        for (List<SqlToken> value : row.values()) {
            String keyed = namesKeyed(value);
            if (keyed != null) {
                throw new SeedError(
                        value.get(0).line(),
                        "a value of the insert into " + insert.table + " reads " + keyed
                                + "; its integer keys would stay integers: write the value, or rewrite it by hand");
            }
        }
    }

    /** A statement that is not an insert the rewrite understands must not touch a keyed table. */
    private void refuseIfKeyed(List<SqlToken> tokens) {
        SqlToken first = tokens.get(0);
        if (!(first.word("update")
                || first.word("delete")
                || first.word("merge")
                || first.word("replace")
                || first.word("upsert"))) {
            return;
        }
        String keyed = namesKeyed(tokens);
        if (keyed != null) {
            throw new SeedError(
                    first.line(),
                    first.text() + " on " + keyed + " is not an insert seed rewrites;"
                            + " its integer keys would stay integers: rewrite it by hand; accepted: "
                            + SeedInsert.ACCEPTED);
        }
    }

    /** The first keyed or referencing table {@code tokens} name, or {@code null}. */
    private String namesKeyed(List<SqlToken> tokens) {
        for (SqlToken token : tokens) {
            String name = token.unquoted().toLowerCase(Locale.ROOT);
            if (keys.containsKey(name)
                    || refs.keySet().stream().anyMatch(ref -> ref.table().equals(name))) {
                return name;
            }
        }
        return null;
    }
}
