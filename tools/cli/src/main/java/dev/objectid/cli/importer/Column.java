package dev.objectid.cli.importer;

/**
 * A column of a target table, as JDBC metadata describes it.
 *
 * @param name      its name, as the database stores it
 * @param kind      what it holds
 * @param typeName  the database's name of its type, for messages
 * @param size      its size: characters, bytes, or digits of a decimal; 0 when unknown or unbounded
 * @param scale     the digits after the point of a decimal, or of a time's fraction of a second
 * @param nullable  whether it takes null
 * @param generated whether the database fills it (auto-increment, identity or generated), so it is never loaded
 *                  unless a field names it
 * @param hasDefault whether it has a default, which rows get when no field of the export reaches the column
 */
record Column(String name, ColumnKind kind, String typeName, int size, int scale, boolean nullable,
        boolean generated, boolean hasDefault) {

    /** {@code created_at (timestamp(3))}, for messages. */
    String describe() {
        return name + " (" + typeName + (size > 0 && kind.showsSize() ? "(" + size
                + (kind == ColumnKind.DECIMAL ? ", " + scale : "") + ")" : "") + ")";
    }
}
