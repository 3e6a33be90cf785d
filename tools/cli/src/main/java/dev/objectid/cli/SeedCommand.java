package dev.objectid.cli;

import dev.objectid.ObjectId;
import dev.objectid.sql.SqlDialect;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * {@code seed}: rewrites a seed SQL file whose keys are integers into the same file with ObjectIds, for one database.
 * Every key and every reference to it becomes the literal of one fixed id: row {@code n} of the {@code k}-th table
 * named by {@code --keys} gets {@code ObjectId.of(<at>, k, n)}, so the rows keep their order, each table's ids differ
 * from the others', and a fixture in Java can name the same id. A key written {@code default} or {@code null} (an
 * identity column's next value) gets one more than the largest key of its table so far, as the identity would.
 *
 * <p>Only {@code INSERT [IGNORE] INTO <table> [(<columns>)] VALUES (...), ...} statements are rewritten; every other
 * statement is copied as it is, and one that is not such an insert but names a keyed table is refused, since its
 * integer keys would silently mean nothing.
 */
final class SeedCommand {

    static final String SEED = "seed";

    static final String USAGE = String.join(System.lineSeparator(),
            "  seed <file> --dialect <d> --at <time> --keys <table>.<column>,... [--refs <table>.<column>=<table>,...]",
            "                       rewrite an integer-keyed seed SQL file (- for standard input) with ObjectIds:",
            "                       key n of the k-th table of --keys becomes ObjectId.of(<time>, k, n), and so does",
            "                       each reference to it; a <column> is a name, or a position (1, 2, ...) for an",
            "                       insert without a column list");

    private static final Set<String> OPTIONS = Set.of("--dialect", "--at", "--keys", "--refs");

    private final PrintStream out;

    SeedCommand(PrintStream out) {
        this.out = out;
    }

    void seed(String[] args) {
        Arguments arguments = Arguments.of(args, OPTIONS, Set.of());
        if (arguments.positional().size() != 1) {
            throw arguments.bad("needs one file (or - for standard input)");
        }
        SqlDialect dialect = arguments.dialect("--dialect");
        Instant at = arguments.time("--at", arguments.required("--at"));
        try {
            ObjectId.minFor(at);
        } catch (IllegalArgumentException e) {
            throw arguments.bad("--at: " + e.getMessage());
        }
        Map<String, Column> keys = new LinkedHashMap<>();
        for (String key : arguments.required("--keys").split(",", -1)) {
            Column column = Column.of(arguments, "--keys", key);
            if (keys.put(column.table(), column) != null) {
                throw arguments.bad("--keys names table " + column.table() + " twice");
            }
        }
        Map<Column, String> refs = new LinkedHashMap<>();
        if (arguments.has("--refs")) {
            for (String ref : arguments.value("--refs").split(",", -1)) {
                int equals = ref.indexOf('=');
                String target = equals < 0 ? "" : ref.substring(equals + 1).toLowerCase(Locale.ROOT);
                if (!keys.containsKey(target)) {
                    throw arguments.bad("--refs '" + ref + "' is not <table>.<column>=<table> with a table of"
                            + " --keys after the =; --keys names " + String.join(", ", keys.keySet()));
                }
                refs.put(Column.of(arguments, "--refs", ref.substring(0, equals)), target);
            }
        }
        String sql = read(arguments, arguments.positional().get(0));
        try {
            out.print(new Rewrite(sql, dialect, at, keys, refs).run());
        } catch (IllegalArgumentException e) {
            throw arguments.bad(e.getMessage());
        }
    }

    private static String read(Arguments arguments, String file) {
        try {
            if (file.equals("-")) {
                InputStream in = System.in;
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
            return Files.readString(Path.of(file), StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            throw arguments.bad("cannot read " + file + ": " + e);
        }
    }

    /**
     * A column of a table, by name or by position.
     *
     * @param table the table, in lower case
     * @param name the column's name in lower case, or {@code null}
     * @param position the column's position from 1, or 0
     */
    record Column(String table, String name, int position) {

        static Column of(Arguments arguments, String option, String text) {
            int dot = text.lastIndexOf('.');
            String table = dot < 0 ? "" : text.substring(0, dot).toLowerCase(Locale.ROOT);
            String column = dot < 0 ? "" : text.substring(dot + 1).toLowerCase(Locale.ROOT);
            if (table.isEmpty() || column.isEmpty()) {
                throw arguments.bad(option + " '" + text + "' is not <table>.<column>: a column name, or its position"
                        + " (1, 2, ...) for inserts without a column list");
            }
            if (column.chars().allMatch(c -> c >= '0' && c <= '9')) {
                return new Column(table, null, arguments.number(option + " position", column, 1, 10_000));
            }
            return new Column(table, column, 0);
        }

        /** Its index in a row of an insert naming {@code columns}, or of one naming none ({@code null}); -1 if not. */
        int indexIn(List<String> columns) {
            if (name == null) {
                return position - 1;
            }
            return columns == null ? -1 : columns.indexOf(name);
        }

        @Override
        public String toString() {
            return table + "." + (name != null ? name : String.valueOf(position));
        }
    }

    /** One rewrite of one file. */
    private static final class Rewrite {

        private final String sql;
        private final SqlDialect dialect;
        private final Instant at;
        private final Map<String, Column> keys;
        private final Map<Column, String> refs;
        private final List<String> keyTables;
        private final Map<String, Integer> largestKey = new HashMap<>();
        /** The tokens to replace, by their start, and their new text. */
        private final TreeMap<Integer, Map.Entry<Token, String>> replacements = new TreeMap<>();

        Rewrite(String sql, SqlDialect dialect, Instant at, Map<String, Column> keys, Map<Column, String> refs) {
            this.sql = sql;
            this.dialect = dialect;
            this.at = at;
            this.keys = keys;
            this.refs = refs;
            this.keyTables = List.copyOf(keys.keySet());
        }

        String run() {
            List<Token> statement = new ArrayList<>();
            for (Token token : new SqlTokens(sql).all()) {
                if (token.is(";")) {
                    statement(statement);
                    statement.clear();
                } else {
                    statement.add(token);
                }
            }
            statement(statement);
            StringBuilder result = new StringBuilder();
            int copied = 0;
            for (Map.Entry<Token, String> replacement : replacements.values()) {
                result.append(sql, copied, replacement.getKey().start()).append(replacement.getValue());
                copied = replacement.getKey().end();
            }
            return result.append(sql, copied, sql.length()).toString();
        }

        private void statement(List<Token> tokens) {
            if (tokens.isEmpty()) {
                return;
            }
            int i = 0;
            boolean insert = tokens.get(i).word("insert");
            if (insert) {
                i++;
                if (i < tokens.size() && tokens.get(i).word("ignore")) {
                    i++;
                }
                insert = i < tokens.size() && tokens.get(i++).word("into");
            }
            int tableStart = i;
            while (insert && i < tokens.size() && (i == tableStart || tokens.get(i).is(".") || tokens.get(i - 1).is("."))) {
                i++;
            }
            String table = insert && i > tableStart ? tableName(tokens.subList(tableStart, i)) : null;
            List<Column> columns = new ArrayList<>();
            if (table != null) {
                columns.addAll(refs.keySet().stream().filter(ref -> ref.table().equals(table)).toList());
                if (keys.containsKey(table)) {
                    columns.add(0, keys.get(table));
                }
            }
            if (table == null) {
                refuseIfKeyed(tokens);
                return;
            }
            if (columns.isEmpty()) {
                refuseIfKeyed(tokens); // an insert into another table that reads a keyed one
                return;
            }
            List<String> names = null;
            if (i < tokens.size() && tokens.get(i).is("(")) {
                names = new ArrayList<>();
                for (List<Token> name : split(tokens, i)) {
                    names.add(name.size() == 1 ? name.get(0).unquoted().toLowerCase(Locale.ROOT) : "");
                }
                i = closing(tokens, i) + 1;
            }
            if (i >= tokens.size() || !tokens.get(i).word("values")) {
                throw new IllegalArgumentException("line " + tokens.get(0).line() + ": the insert into " + table
                        + " is not INSERT INTO ... VALUES (...); rewrite it by hand or as such an insert");
            }
            for (Column column : columns) {
                if (column.indexIn(names) < 0) {
                    throw new IllegalArgumentException("line " + tokens.get(0).line() + ": the insert into " + table
                            + (names == null ? " names no columns, so " + column + " needs a position (" + table
                                    + ".1, ...)" : " has no column " + column.name()) + "");
                }
            }
            i++;
            while (i < tokens.size()) {
                if (!tokens.get(i).is("(")) {
                    throw new IllegalArgumentException("line " + tokens.get(i).line() + ": expected the ( of a row of"
                            + " the insert into " + table + ", found " + tokens.get(i).text());
                }
                row(table, columns, names, split(tokens, i), tokens.get(i).line());
                i = closing(tokens, i) + 1;
                if (i < tokens.size() && !tokens.get(i).is(",")) {
                    throw new IllegalArgumentException("line " + tokens.get(i).line() + ": expected , or ; after a row"
                            + " of the insert into " + table + ", found " + tokens.get(i).text());
                }
                i++;
            }
        }

        private void row(String table, List<Column> columns, List<String> names, List<List<Token>> values, int line) {
            for (Column column : columns) {
                int index = column.indexIn(names);
                if (index >= values.size()) {
                    throw new IllegalArgumentException("line " + line + ": a row of the insert into " + table
                            + " has " + values.size() + " values, none at position " + (index + 1) + " (" + column
                            + ")");
                }
                List<Token> value = values.get(index);
                String text = value.isEmpty() ? "" : sql.substring(value.get(0).start(),
                        value.get(value.size() - 1).end());
                boolean isKey = keys.get(table) == column;
                String target = isKey ? table : refs.get(column);
                Integer key = null;
                if (value.size() == 1 && text.chars().allMatch(c -> c >= '0' && c <= '9')) {
                    key = number(text, line, column);
                    if (isKey) {
                        largestKey.merge(table, key, Math::max);
                    }
                } else if (value.size() == 1 && isKey && (value.get(0).word("default") || value.get(0).word("null"))) {
                    key = largestKey.merge(table, 1, (largest, one) -> largest + 1);
                } else if (!(value.size() == 1 && value.get(0).word("null"))) {
                    throw new IllegalArgumentException("line " + line + ": " + column + " is "
                            + (text.isEmpty() ? "empty" : text) + ", not an"
                            + " integer key" + (isKey ? ", default or null" : " or null"));
                }
                if (key != null) {
                    replace(value.get(0), dialect.literal(ObjectId.of(at, keyTables.indexOf(target) + 1, key)));
                }
            }
        }

        private static int number(String text, int line, Column column) {
            try {
                int number = Integer.parseInt(text);
                if (number <= 0xffffff) {
                    return number;
                }
            } catch (NumberFormatException tooLarge) {
                // reported below
            }
            throw new IllegalArgumentException("line " + line + ": " + column + " is " + text + ", larger than the"
                    + " largest key an ObjectId's counter holds, 16777215");
        }

        private void replace(Token token, String text) {
            replacements.put(token.start(), Map.entry(token, text));
        }

        /** A statement that is not an insert the rewrite understands must not touch a keyed table. */
        private void refuseIfKeyed(List<Token> tokens) {
            Token first = tokens.get(0);
            if (!(first.word("insert") || first.word("update") || first.word("delete") || first.word("merge")
                    || first.word("replace") || first.word("upsert"))) {
                return;
            }
            for (Token token : tokens) {
                String name = token.unquoted().toLowerCase(Locale.ROOT);
                if (keys.containsKey(name) || refs.keySet().stream().anyMatch(ref -> ref.table().equals(name))) {
                    throw new IllegalArgumentException("line " + first.line() + ": " + first.text() + " on " + name
                            + " is not INSERT INTO ... VALUES (...); its integer keys would stay integers:"
                            + " rewrite it by hand");
                }
            }
        }

        private static String tableName(List<Token> name) {
            StringBuilder table = new StringBuilder();
            for (Token token : name) {
                table.append(token.is(".") ? "." : token.unquoted());
            }
            String full = table.toString().toLowerCase(Locale.ROOT);
            return full.isEmpty() ? null : full.substring(full.lastIndexOf('.') + 1);
        }

        /** The comma-separated parts between the parenthesis at {@code open} and its closing one. */
        private static List<List<Token>> split(List<Token> tokens, int open) {
            List<List<Token>> parts = new ArrayList<>();
            List<Token> part = new ArrayList<>();
            int depth = 0;
            for (int i = open + 1; i < tokens.size(); i++) {
                Token token = tokens.get(i);
                if (depth == 0 && (token.is(",") || token.is(")"))) {
                    parts.add(part);
                    part = new ArrayList<>();
                    if (token.is(")")) {
                        return parts;
                    }
                    continue;
                }
                depth += token.is("(") ? 1 : token.is(")") ? -1 : 0;
                part.add(token);
            }
            throw new IllegalArgumentException("line " + tokens.get(open).line() + ": a ( that is not closed");
        }

        private static int closing(List<Token> tokens, int open) {
            int depth = 0;
            for (int i = open; i < tokens.size(); i++) {
                depth += tokens.get(i).is("(") ? 1 : tokens.get(i).is(")") ? -1 : 0;
                if (depth == 0) {
                    return i;
                }
            }
            throw new IllegalArgumentException("line " + tokens.get(open).line() + ": a ( that is not closed");
        }
    }

    /**
     * A token of SQL text.
     *
     * @param text its text
     * @param start its first character in the file
     * @param end after its last character
     * @param line its line, from 1
     */
    record Token(String text, int start, int end, int line) {

        boolean is(String punctuation) {
            return text.equals(punctuation);
        }

        boolean word(String keyword) {
            return text.equalsIgnoreCase(keyword);
        }

        /** The text without the quotes of a quoted identifier. */
        String unquoted() {
            char first = text.charAt(0);
            return (first == '"' || first == '`' || first == '[') && text.length() > 1
                    ? text.substring(1, text.length() - 1) : text;
        }
    }

    /** The tokens of SQL text: words, numbers, strings, quoted identifiers and single characters; no comments. */
    private static final class SqlTokens {

        private final String sql;
        private int position;
        private int line = 1;

        SqlTokens(String sql) {
            this.sql = sql;
        }

        List<Token> all() {
            List<Token> tokens = new ArrayList<>();
            while (true) {
                skipSpaceAndComments();
                if (position >= sql.length()) {
                    return tokens;
                }
                int start = position;
                int startLine = line;
                char c = sql.charAt(position);
                if (c == '\'' || c == '"' || c == '`') {
                    quoted(c);
                } else if (c == '[') {
                    quoted(']');
                } else if (Character.isLetterOrDigit(c) || c == '_' || c == '$') {
                    while (position < sql.length() && (Character.isLetterOrDigit(sql.charAt(position))
                            || sql.charAt(position) == '_' || sql.charAt(position) == '$')) {
                        position++;
                    }
                } else {
                    position++;
                }
                tokens.add(new Token(sql.substring(start, position), start, position, startLine));
            }
        }

        /** A string or quoted identifier from its opening quote on; a doubled quote stands for one. */
        private void quoted(char close) {
            int startLine = line;
            position++;
            while (position < sql.length()) {
                char c = sql.charAt(position++);
                if (c == '\n') {
                    line++;
                }
                if (c == close) {
                    if (position < sql.length() && sql.charAt(position) == close && close != ']') {
                        position++;
                    } else {
                        return;
                    }
                }
            }
            throw new IllegalArgumentException("line " + startLine + ": a quote that is not closed");
        }

        private void skipSpaceAndComments() {
            while (position < sql.length()) {
                char c = sql.charAt(position);
                if (c == '\n') {
                    line++;
                    position++;
                } else if (Character.isWhitespace(c)) {
                    position++;
                } else if (sql.startsWith("--", position)) {
                    while (position < sql.length() && sql.charAt(position) != '\n') {
                        position++;
                    }
                } else if (sql.startsWith("/*", position)) {
                    int end = sql.indexOf("*/", position + 2);
                    if (end < 0) {
                        throw new IllegalArgumentException("line " + line + ": a /* comment that is not closed");
                    }
                    line += (int) sql.substring(position, end).chars().filter(ch -> ch == '\n').count();
                    position = end + 2;
                } else {
                    return;
                }
            }
        }
    }
}
