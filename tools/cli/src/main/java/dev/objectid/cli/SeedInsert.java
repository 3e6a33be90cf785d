package dev.objectid.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * An {@code INSERT} of a seed file in one of the shapes {@code seed} rewrites ({@link #ACCEPTED}), as the tokens of its
 * parts: the forms of Spring PetClinic's PostgreSQL, MySQL and H2 {@code data.sql} and of most hand-written seed files.
 */
final class SeedInsert {

    /** The inserts {@code seed} rewrites, for messages. */
    static final String ACCEPTED = "INSERT [IGNORE] INTO <table> [(<columns>)] VALUES (...), ... or INSERT [IGNORE]"
            + " INTO <table> [(<columns>)] SELECT <values> [WHERE NOT EXISTS (SELECT ... FROM <table> WHERE ...)],"
            + " either ending in ON CONFLICT [(<columns>)] DO NOTHING or not";

    /**
     * One row: its values, each the tokens of one expression.
     *
     * @param open the {@code (} of a {@code VALUES} row, or the {@code SELECT}
     * @param values the expressions, in order
     */
    record Row(SqlToken open, List<List<SqlToken>> values) {}

    final List<SqlToken> tokens;
    /** The table, lower case, without quotes or schema. */
    final String table;
    /** {@code IGNORE}, or {@code null}. */
    final SqlToken ignore;
    /** The {@code (} of the column list, or {@code null}. */
    final SqlToken columnsOpen;
    /** The columns named, in lower case without quotes, or {@code null} for none. */
    final List<String> columns;
    /** The same as written. */
    final List<String> columnsAsWritten;
    /** {@code VALUES} or {@code SELECT}. */
    final SqlToken values;

    final List<Row> rows = new ArrayList<>();
    /** The tokens of the query in {@code WHERE NOT EXISTS (...)}, without the parentheses, or {@code null}. */
    final List<SqlToken> guard;
    /** Index of the {@code ON} of {@code ON CONFLICT ... DO NOTHING}, or -1. */
    final int conflict;
    /** The columns of {@code ON CONFLICT (...)} as written; empty if it names none. */
    final List<String> conflictColumns = new ArrayList<>();

    private SeedInsert(List<SqlToken> tokens) {
        this.tokens = tokens;
        int i = 1;
        ignore = tokens.size() > i && tokens.get(i).word("ignore") ? tokens.get(i++) : null;
        if (i >= tokens.size() || !tokens.get(i++).word("into")) {
            throw notAccepted("");
        }
        int tableStart = i;
        while (i < tokens.size()
                && (i == tableStart
                        || tokens.get(i).is(".")
                        || tokens.get(i - 1).is("."))) {
            i++;
        }
        StringBuilder name = new StringBuilder();
        for (SqlToken token : tokens.subList(tableStart, i)) {
            name.append(token.is(".") ? "." : token.unquoted());
        }
        String full = name.toString().toLowerCase(Locale.ROOT);
        table = full.substring(full.lastIndexOf('.') + 1);
        if (table.isEmpty()) {
            throw notAccepted("");
        }
        if (i < tokens.size() && tokens.get(i).is("(")) {
            columnsOpen = tokens.get(i);
            columns = new ArrayList<>();
            columnsAsWritten = new ArrayList<>();
            for (List<SqlToken> column : split(tokens, i)) {
                columnsAsWritten.add(column.size() == 1 ? column.get(0).text() : "");
                columns.add(column.size() == 1 ? column.get(0).unquoted().toLowerCase(Locale.ROOT) : "");
            }
            i = closing(tokens, i) + 1;
        } else {
            columnsOpen = null;
            columns = null;
            columnsAsWritten = null;
        }
        values = i < tokens.size() ? tokens.get(i) : null;
        List<SqlToken> guard = null;
        if (values != null && values.word("values")) {
            i++;
            while (true) {
                if (i >= tokens.size() || !tokens.get(i).is("(")) {
                    throw new SeedError(
                            line(i),
                            "expected the ( of a row of the insert into " + table + ", found "
                                    + (i < tokens.size() ? tokens.get(i).text() : "the end of the statement"));
                }
                rows.add(new Row(tokens.get(i), split(tokens, i)));
                i = closing(tokens, i) + 1;
                if (i < tokens.size() && tokens.get(i).is(",")) {
                    i++;
                } else {
                    break;
                }
            }
        } else if (values != null && values.word("select")) {
            List<List<SqlToken>> expressions = new ArrayList<>();
            List<SqlToken> expression = new ArrayList<>();
            int depth = 0;
            for (i++; i < tokens.size(); i++) {
                SqlToken token = tokens.get(i);
                if (depth == 0 && (token.word("from") || token.word("where") || token.word("on"))) {
                    break;
                }
                if (depth == 0 && token.is(",")) {
                    expressions.add(expression);
                    expression = new ArrayList<>();
                    continue;
                }
                depth += token.is("(") ? 1 : token.is(")") ? -1 : 0;
                expression.add(token);
            }
            expressions.add(expression);
            rows.add(new Row(values, expressions));
            if (i < tokens.size() && tokens.get(i).word("from")) {
                if (i + 1 < tokens.size() && tokens.get(i + 1).word("dual")) {
                    i += 2;
                } else {
                    throw notAccepted(": it selects FROM "
                            + (i + 1 < tokens.size() ? tokens.get(i + 1).text() : "") + ", whose keys seed cannot see");
                }
            }
            if (i < tokens.size() && tokens.get(i).word("where")) {
                if (!(i + 3 < tokens.size()
                        && tokens.get(i + 1).word("not")
                        && tokens.get(i + 2).word("exists")
                        && tokens.get(i + 3).is("("))) {
                    throw notAccepted(": its WHERE is not WHERE NOT EXISTS (...)");
                }
                int close = closing(tokens, i + 3);
                guard = List.copyOf(tokens.subList(i + 4, close));
                i = close + 1;
            }
        } else {
            throw notAccepted("");
        }
        this.guard = guard;
        if (i < tokens.size() && tokens.get(i).word("on")) {
            conflict = i++;
            if (!(i < tokens.size() && tokens.get(i++).word("conflict"))) {
                throw notAccepted(": it ends in " + text(conflict));
            }
            if (i < tokens.size() && tokens.get(i).is("(")) {
                for (List<SqlToken> column : split(tokens, i)) {
                    conflictColumns.add(column.size() == 1 ? column.get(0).text() : "");
                }
                i = closing(tokens, i) + 1;
            } else if (i + 2 < tokens.size()
                    && tokens.get(i).word("on")
                    && tokens.get(i + 1).word("constraint")) {
                i += 3;
            }
            if (!(i + 2 == tokens.size()
                    && tokens.get(i).word("do")
                    && tokens.get(i + 1).word("nothing"))) {
                throw notAccepted(": it ends in " + text(conflict) + ", not ON CONFLICT ... DO NOTHING");
            }
            i += 2;
        } else {
            conflict = -1;
        }
        if (i < tokens.size()) {
            throw notAccepted(
                    ": " + tokens.get(i).text() + " after its " + (values.word("values") ? "rows" : "values"));
        }
    }

    /**
     * The insert {@code tokens} (a statement without its {@code ;}, starting with {@code INSERT}) is, or a
     * {@link SeedError} naming its line and the shapes accepted.
     */
    static SeedInsert of(List<SqlToken> tokens) {
        return new SeedInsert(tokens);
    }

    /** The line the statement starts on. */
    int line() {
        return tokens.get(0).line();
    }

    /** The last token of the statement. */
    SqlToken last() {
        return tokens.get(tokens.size() - 1);
    }

    private String text(int from) {
        StringBuilder text = new StringBuilder();
        for (SqlToken token : tokens.subList(from, tokens.size())) {
            text.append(text.length() == 0 ? "" : " ").append(token.text());
        }
        return text.toString();
    }

    private int line(int index) {
        return tokens.get(Math.min(index, tokens.size() - 1)).line();
    }

    private SeedError notAccepted(String why) {
        return new SeedError(
                line(),
                "the insert" + (table == null ? "" : " into " + table) + " is not one seed" + " rewrites" + why
                        + "; accepted: " + ACCEPTED);
    }

    /** The comma-separated parts between the parenthesis at {@code open} and its closing one. */
    static List<List<SqlToken>> split(List<SqlToken> tokens, int open) {
        List<List<SqlToken>> parts = new ArrayList<>();
        List<SqlToken> part = new ArrayList<>();
        int depth = 0;
        for (int i = open + 1; i < tokens.size(); i++) {
            SqlToken token = tokens.get(i);
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
        throw new SeedError(tokens.get(open).line(), "a ( that is not closed");
    }

    private static int closing(List<SqlToken> tokens, int open) {
        int depth = 0;
        for (int i = open; i < tokens.size(); i++) {
            depth += tokens.get(i).is("(") ? 1 : tokens.get(i).is(")") ? -1 : 0;
            if (depth == 0) {
                return i;
            }
        }
        throw new SeedError(tokens.get(open).line(), "a ( that is not closed");
    }
}
