package dev.objectid.cli;

import java.util.List;
import java.util.Locale;

/**
 * A column of {@code seed}'s {@code --keys} or {@code --refs}, by name or by position.
 *
 * @param table the table, in lower case
 * @param name the column's name in lower case, or {@code null}
 * @param position the column's position from 1, or 0
 */
record SeedColumn(String table, String name, int position) {

    /** The largest position accepted: more columns than any table has. */
    static final int MAX_POSITION = 10_000;

    /**
     * The column {@code text} names in {@code option}.
     *
     * @throws IllegalArgumentException saying what is wrong and what is accepted
     */
    static SeedColumn of(String option, String text) {
        int dot = text.lastIndexOf('.');
        String table = dot < 0 ? "" : text.substring(0, dot).toLowerCase(Locale.ROOT);
        String column = dot < 0 ? "" : text.substring(dot + 1).toLowerCase(Locale.ROOT);
        if (table.isEmpty() || column.isEmpty()) {
            throw new IllegalArgumentException(
                    option + " '" + text + "' is not <table>.<column>: a column name, or its position"
                            + " (1, 2, ...) for inserts without a column list");
        }
        if (column.chars().allMatch(c -> c >= '0' && c <= '9')) {
            int position = column.length() > 5 ? 0 : Integer.parseInt(column);
            if (position < 1 || position > MAX_POSITION) {
                throw new IllegalArgumentException(
                        option + " position '" + column + "' is not a whole number from 1" + " to " + MAX_POSITION);
            }
            return new SeedColumn(table, null, position);
        }
        return new SeedColumn(table, column, 0);
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
