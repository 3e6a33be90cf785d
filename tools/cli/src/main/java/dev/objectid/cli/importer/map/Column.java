package dev.objectid.cli.importer.map;

import java.util.Locale;

/**
 * A column of a target table, as JDBC metadata describes it.
 *
 * @param name      its name, as the database stores it
 * @param kind      what it holds
 * @param typeName  the database's name of its type, for messages
 * @param size      its size: characters, bytes, digits of a decimal, or bits of a {@code bit(n)}; 0 when unknown or
 *                  unbounded (a PostgreSQL {@code numeric} without precision keeps any number)
 * @param scale     the digits after the point of a decimal or of MariaDB's {@code double(M,D)} (-1 for a double
 *                  without them), or of a time's fraction of a second
 * @param nullable  whether it takes null
 * @param generated whether the database fills it (auto-increment, identity or generated), so it is never loaded
 *                  unless a field names it
 * @param hasDefault whether it has a default, which rows get when no field of the export reaches the column
 * @param minInteger the smallest value of an integer column
 * @param maxInteger the largest value of an integer column; for {@code bigint unsigned}, {@code Long.MAX_VALUE}, the
 *                  rest of its range being checked as a decimal ({@link #unsigned64})
 * @param unsigned64 whether it is MariaDB's {@code bigint unsigned}, up to 2^64 - 1
 * @param fixedLength whether shorter binary values are padded
 * @param element   the column an element of a PostgreSQL array goes into, or {@code null}
 */
public record Column(
        String name,
        ColumnKind kind,
        String typeName,
        int size,
        int scale,
        boolean nullable,
        boolean generated,
        boolean hasDefault,
        long minInteger,
        long maxInteger,
        boolean unsigned64,
        boolean fixedLength,
        Column element) {

    /**
     * A column, with what its type name implies worked out once: the range of integers it holds, whether it pads a
     * shorter value as {@code binary(n)} does with zero bytes, and an array's element.
     */
    public static Column of(
            String name,
            ColumnKind kind,
            String typeName,
            int size,
            int scale,
            boolean nullable,
            boolean generated,
            boolean hasDefault) {
        String type = typeName.toLowerCase(Locale.ROOT);
        long[] range = switch (type) {
            case "tinyint", "boolean" -> new long[] {Byte.MIN_VALUE, Byte.MAX_VALUE};
            case "tinyint unsigned" -> new long[] {0, 255};
            case "smallint", "int2" -> new long[] {Short.MIN_VALUE, Short.MAX_VALUE};
            case "smallint unsigned" -> new long[] {0, 65_535};
            case "mediumint" -> new long[] {-8_388_608, 8_388_607};
            case "mediumint unsigned" -> new long[] {0, 16_777_215};
            case "int", "integer", "int4" -> new long[] {Integer.MIN_VALUE, Integer.MAX_VALUE};
            case "int unsigned" -> new long[] {0, 4_294_967_295L};
            case "bigint unsigned" -> new long[] {0, Long.MAX_VALUE};
            case "year" -> new long[] {1901, 2155}; // MariaDB's YEAR reads 0 to 99 as years of 1970 to 2069
            default -> new long[] {Long.MIN_VALUE, Long.MAX_VALUE};
        };
        if (kind == ColumnKind.FLOAT
                && (size <= 0
                        || !java.util.Set.of("double", "float", "double unsigned", "float unsigned")
                                .contains(type))) {
            scale = -1; // only MariaDB's double(M,D) and float(M,D) round to digits; float8 reports 17 of them
        }
        Column element = null;
        if (kind == ColumnKind.ARRAY) {
            String elementType = type.substring(1); // PostgreSQL names int4[] _int4
            ColumnKind elementKind = ColumnKind.ofArrayElement(elementType);
            element = elementKind == null ? null : of(name, elementKind, elementType, size, scale, true, false, false);
        }
        return new Column(
                name,
                kind,
                typeName,
                size,
                scale,
                nullable,
                generated,
                hasDefault,
                range[0],
                range[1],
                type.equals("bigint unsigned"),
                type.equals("binary"),
                element);
    }

    /** Whether it is a single-precision floating-point column ({@code real}, {@code float4}, MariaDB's {@code float}). */
    boolean singlePrecision() {
        return kind == ColumnKind.FLOAT
                && switch (typeName.toLowerCase(Locale.ROOT)) {
                    case "real", "float4", "float", "float unsigned" -> true;
                    default -> false;
                };
    }

    /** {@code created_at (timestamp(3))}, for messages. */
    public String describe() {
        return name + " (" + type() + ")";
    }

    /** {@code timestamp(3)}, {@code numeric(10, 2)}, {@code int4[]}: its type, for messages. */
    String type() {
        if (kind == ColumnKind.ARRAY) {
            return typeName.substring(1) + "[]";
        }
        boolean sized = kind.showsSize() || kind == ColumnKind.BIT || kind == ColumnKind.FLOAT && scale >= 0;
        return typeName
                // PostgreSQL's text (and other unbounded types) report the largest int as their size
                + (size > 0 && size < Integer.MAX_VALUE && sized
                        ? "(" + size + (kind == ColumnKind.DECIMAL || kind == ColumnKind.FLOAT ? ", " + scale : "")
                                + ")"
                        : "");
    }
}
