package dev.objectid.cli;

import dev.objectid.sql.SqlDialect;
import java.util.ArrayList;
import java.util.List;

/**
 * The tokens of SQL text as the database it is written for reads them: words, numbers, strings, quoted identifiers
 * and single characters. Comments ({@code --}, {@code /* *}{@code /}, and {@code #} on MariaDB and MySQL) are skipped,
 * so a rewrite that replaces tokens by their position keeps them. A string is one token however it is written: with
 * doubled quotes, with backslash escapes where the database reads them (MariaDB's and MySQL's strings, PostgreSQL's
 * {@code E'...'}), or dollar-quoted ({@code $$...$$}, {@code $tag$...$tag$}).
 */
final class SqlTokens {

    private final String sql;
    private final boolean mysql;
    private int position;
    private int line = 1;

    private SqlTokens(String sql, Dialect dialect) {
        this.sql = sql;
        this.mysql = dialect.sql() == SqlDialect.MARIADB || dialect.sql() == SqlDialect.MYSQL;
    }

    /** The tokens of {@code sql} for {@code dialect}; an unclosed quote or comment is a {@link SeedError}. */
    static List<SqlToken> of(String sql, Dialect dialect) {
        return new SqlTokens(sql, dialect).all();
    }

    /** Whether {@code c} continues a word: a letter, a digit, {@code _} or {@code $}. */
    static boolean wordCharacter(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '$';
    }

    private List<SqlToken> all() {
        List<SqlToken> tokens = new ArrayList<>();
        while (true) {
            skipSpaceAndComments();
            if (position >= sql.length()) {
                return tokens;
            }
            int start = position;
            int startLine = line;
            char c = sql.charAt(position);
            if (c == '\'') {
                quoted('\'', mysql);
            } else if (c == '"' || c == '`') {
                quoted(c, mysql && c == '"');
            } else if (c == '[') {
                quoted(']', false);
            } else if ((c == 'E' || c == 'e') && sql.startsWith("'", position + 1) && !mysql) {
                position++;
                quoted('\'', true);
            } else if (c == '$' && dollarTag() != null) {
                dollarQuoted(dollarTag());
            } else if (wordCharacter(c)) {
                while (position < sql.length() && wordCharacter(sql.charAt(position))) {
                    position++;
                }
            } else {
                position++;
            }
            tokens.add(new SqlToken(sql.substring(start, position), start, position, startLine));
        }
    }

    /**
     * A string or quoted identifier from its opening quote on; a doubled quote stands for one, and with
     * {@code backslashes} a backslash takes the character after it as it is.
     */
    private void quoted(char close, boolean backslashes) {
        int startLine = line;
        position++;
        while (position < sql.length()) {
            char c = sql.charAt(position++);
            if (c == '\n') {
                line++;
            }
            if (backslashes && c == '\\' && position < sql.length()) {
                if (sql.charAt(position++) == '\n') {
                    line++;
                }
            } else if (c == close) {
                if (position < sql.length() && sql.charAt(position) == close && close != ']') {
                    position++;
                } else {
                    return;
                }
            }
        }
        throw new SeedError(startLine, "a quote that is not closed");
    }

    /** The {@code $tag$} that opens a dollar-quoted string at the position, or {@code null}. */
    private String dollarTag() {
        int end = position + 1;
        while (end < sql.length() && sql.charAt(end) != '$' && wordCharacter(sql.charAt(end))) {
            end++;
        }
        boolean tag = end < sql.length()
                && sql.charAt(end) == '$'
                && (end == position + 1 || !Character.isDigit(sql.charAt(position + 1)));
        return tag ? sql.substring(position, end + 1) : null;
    }

    private void dollarQuoted(String tag) {
        int end = sql.indexOf(tag, position + tag.length());
        if (end < 0) {
            throw new SeedError(line, "a " + tag + " string that is not closed");
        }
        line += lines(position, end);
        position = end + tag.length();
    }

    private void skipSpaceAndComments() {
        while (position < sql.length()) {
            char c = sql.charAt(position);
            if (c == '\n') {
                line++;
                position++;
            } else if (Character.isWhitespace(c)) {
                position++;
            } else if (sql.startsWith("--", position) || mysql && c == '#') {
                while (position < sql.length() && sql.charAt(position) != '\n') {
                    position++;
                }
            } else if (sql.startsWith("/*", position)) {
                int end = sql.indexOf("*/", position + 2);
                if (end < 0) {
                    throw new SeedError(line, "a /* comment that is not closed");
                }
                line += lines(position, end);
                position = end + 2;
            } else {
                return;
            }
        }
    }

    private int lines(int from, int to) {
        int lines = 0;
        for (int i = from; i < to; i++) {
            if (sql.charAt(i) == '\n') {
                lines++;
            }
        }
        return lines;
    }
}
