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
 * @param maxInteger the largest value of an integer column
 * @param fixedLength whether shorter binary values are padded
 */
record Column(
        String name,
        ColumnKind kind,
        String typeName,
        int size,
        int scale,
        boolean nullable,
        boolean generated,
        boolean hasDefault,
        long maxInteger,
        boolean fixedLength) {

    /**
     * A column, with what its type name implies worked out once: the largest integer it holds, and whether it pads
     * a shorter value as {@code binary(n)} does with zero bytes.
     */
    static Column of(
            String name,
            ColumnKind kind,
            String typeName,
            int size,
            int scale,
            boolean nullable,
            boolean generated,
            boolean hasDefault) {
        long maxInteger = switch (typeName.toLowerCase(java.util.Locale.ROOT)) {
            case "tinyint" -> Byte.MAX_VALUE;
            case "smallint", "int2" -> Short.MAX_VALUE;
            case "int", "integer", "int4", "mediumint" -> Integer.MAX_VALUE;
            default -> Long.MAX_VALUE;
        };
        return new Column(
                name,
                kind,
                typeName,
                size,
                scale,
                nullable,
                generated,
                hasDefault,
                maxInteger,
                typeName.equalsIgnoreCase("binary"));
    }

    /** Whether it is a single-precision floating-point column ({@code real}, {@code float4}, MariaDB's {@code float}). */
    boolean singlePrecision() {
        return kind == ColumnKind.FLOAT
                && switch (typeName.toLowerCase(java.util.Locale.ROOT)) {
                    case "real", "float4", "float" -> true;
                    default -> false;
                };
    }

    /** {@code created_at (timestamp(3))}, for messages. */
    String describe() {
        return name + " (" + typeName
                // PostgreSQL's text (and other unbounded types) report the largest int as their size
                + (size > 0 && size < Integer.MAX_VALUE && kind.showsSize()
                        ? "(" + size + (kind == ColumnKind.DECIMAL ? ", " + scale : "") + ")"
                        : "")
                + ")";
    }
}
