package dev.objectid.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * The tokens of SQL text: words, numbers, strings, quoted identifiers and single characters; comments are skipped, so
 * a rewrite that replaces tokens by their position keeps them.
 */
final class SqlTokens {

    private final String sql;
    private int position;
    private int line = 1;

    private SqlTokens(String sql) {
        this.sql = sql;
    }

    /** The tokens of {@code sql}; an unclosed quote or comment is a {@link SeedError}. */
    static List<SqlToken> of(String sql) {
        return new SqlTokens(sql).all();
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
            if (c == '\'' || c == '"' || c == '`') {
                quoted(c);
            } else if (c == '[') {
                quoted(']');
            } else if (Character.isLetterOrDigit(c) || c == '_' || c == '$') {
                while (position < sql.length()
                        && (Character.isLetterOrDigit(sql.charAt(position))
                                || sql.charAt(position) == '_'
                                || sql.charAt(position) == '$')) {
                    position++;
                }
            } else {
                position++;
            }
            tokens.add(new SqlToken(sql.substring(start, position), start, position, startLine));
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
        throw new SeedError(startLine, "a quote that is not closed");
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
                    throw new SeedError(line, "a /* comment that is not closed");
                }
                line += (int) sql.substring(position, end)
                        .chars()
                        .filter(ch -> ch == '\n')
                        .count();
                position = end + 2;
            } else {
                return;
            }
        }
    }
}
