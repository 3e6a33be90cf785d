package dev.objectid.cli.importer;

import dev.objectid.ObjectId;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.sql.Types;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;

/**
 * What a column holds, and the one rule for which export values it takes: each value is converted exactly or
 * refused with a message saying what the column accepts. Nothing is rounded, cut or widened on the way.
 */
enum ColumnKind {

    /** {@code binary}, {@code varbinary}, {@code bytea}, {@code blob}: an ObjectId's 12 bytes, or {@code $binary}. */
    BINARY("an ObjectId ($oid) or binary data ($binary)"),
    /** {@code char}, {@code varchar}, {@code text}: a string; an ObjectId as its 24 hex digits; JSON of a document. */
    TEXT("a string, an ObjectId (as 24 hex digits), or a document or array (as its JSON)"),
    /** {@code json}, {@code jsonb}: a document or array as relaxed Extended JSON, or any other value as JSON. */
    JSON("any value, as relaxed Extended JSON"),
    /** {@code smallint}, {@code integer}, {@code bigint}, {@code tinyint}: an integer within the type's range. */
    INTEGER("an integer ($numberInt, $numberLong or a whole number) within its range"),
    /** {@code decimal}, {@code numeric}: any number, exactly, within the precision and scale. */
    DECIMAL("a number ($numberDecimal, an integer or a double) with no more digits than it keeps"),
    /** {@code double}, {@code real}, {@code float}. */
    FLOAT("a number"),
    /** {@code boolean}, {@code bit}. */
    BOOLEAN("true or false"),
    /** {@code timestamp with time zone}: a {@code $date}. */
    TIMESTAMP_UTC("a date ($date)"),
    /** {@code timestamp} / {@code datetime} without a zone: a {@code $date}, as UTC. */
    TIMESTAMP("a date ($date), stored as UTC"),
    /** {@code date}: a {@code $date} at midnight UTC. */
    DATE("a date ($date) at midnight UTC"),
    /** {@code uuid}: a {@code $uuid} or {@code $binary} subtype 4, or a UUID string. */
    UUID_TYPE("a UUID ($uuid, $binary subtype 4, or its text)"),
    /** Anything else: no field is loaded into it. */
    UNSUPPORTED("nothing: objectid import loads no value into this type");

    private final String accepts;

    ColumnKind(String accepts) {
        this.accepts = accepts;
    }

    /** The kind of a column from its JDBC type and the database's type name. */
    static ColumnKind of(int jdbcType, String typeName) {
        String type = typeName.toLowerCase(Locale.ROOT);
        if (type.equals("json") || type.equals("jsonb")) {
            return JSON;
        }
        if (type.equals("uuid")) {
            return UUID_TYPE;
        }
        return switch (jdbcType) {
            case Types.BINARY, Types.VARBINARY, Types.LONGVARBINARY, Types.BLOB -> BINARY;
            case Types.CHAR,
                    Types.VARCHAR,
                    Types.LONGVARCHAR,
                    Types.CLOB,
                    Types.NCHAR,
                    Types.NVARCHAR,
                    Types.LONGNVARCHAR,
                    Types.NCLOB -> TEXT;
            case Types.TINYINT, Types.SMALLINT, Types.INTEGER, Types.BIGINT -> INTEGER;
            case Types.DECIMAL, Types.NUMERIC -> DECIMAL;
            case Types.DOUBLE, Types.FLOAT, Types.REAL -> FLOAT;
            case Types.BOOLEAN, Types.BIT -> BOOLEAN;
            case Types.TIMESTAMP_WITH_TIMEZONE -> TIMESTAMP_UTC;
            case Types.TIMESTAMP -> type.contains("tz") || type.contains("with time zone") ? TIMESTAMP_UTC : TIMESTAMP;
            case Types.DATE -> DATE;
            default -> UNSUPPORTED;
        };
    }

    /** What a column of this kind accepts, for messages. */
    String accepts() {
        return accepts;
    }

    /** Whether the size is part of the type's name in messages. */
    boolean showsSize() {
        return this == BINARY || this == TEXT || this == DECIMAL;
    }

    /**
     * The value to load for an export value, exactly: {@code byte[]}, {@code String}, {@code Long},
     * {@link BigDecimal}, {@code Double}, {@code Boolean}, {@link Instant} ({@link #TIMESTAMP_UTC}),
     * {@link LocalDateTime} ({@link #TIMESTAMP}, in UTC), {@link LocalDate} or {@link UUID}; {@code null} for null.
     *
     * @throws IllegalArgumentException saying why the value does not fit the column and what it accepts
     */
    static Object convert(Column column, Object value) {
        if (value == null) {
            return null;
        }
        Object converted = column.kind().converted(column, value);
        if (converted == null) {
            throw new IllegalArgumentException(ExtendedJson.describe(value) + " " + quote(value) + " does not go into "
                    + column.describe() + ", which takes " + column.kind().accepts);
        }
        return converted;
    }

    /** The converted value, or {@code null} if the value is of a kind the column does not take. */
    private Object converted(Column column, Object value) {
        switch (this) {
            case BINARY: {
                byte[] bytes = value instanceof ObjectId id
                        ? id.toByteArray()
                        : value instanceof Binary binary ? binary.bytes() : null;
                if (bytes != null && column.size() > 0 && bytes.length > column.size()) {
                    throw tooLong(column, value, bytes.length + " bytes");
                }
                if (bytes != null && column.size() > bytes.length && column.fixedLength()) {
                    // binary(n) pads a shorter value with zero bytes: the id read back would not be the one loaded
                    throw new IllegalArgumentException(ExtendedJson.describe(value) + " " + quote(value)
                            + " is " + bytes.length + " bytes and " + column.describe() + " holds exactly "
                            + column.size() + "; the database would pad it with zero bytes. An ObjectId column is "
                            + "binary(12) (bytea on PostgreSQL)");
                }
                return bytes;
            }
            case TEXT: {
                String text = value instanceof String string
                        ? string
                        : value instanceof ObjectId id
                                ? id.toHexString()
                                : value instanceof Map<?, ?> || value instanceof List<?>
                                        ? ExtendedJson.toJson(value)
                                        : null;
                if (text != null && column.size() > 0 && text.codePointCount(0, text.length()) > column.size()) {
                    throw tooLong(column, value, text.codePointCount(0, text.length()) + " characters");
                }
                return text;
            }
            case JSON:
                return ExtendedJson.toJson(value);
            case INTEGER: {
                if (value instanceof Integer || value instanceof Long) {
                    // the usual case, checked without a decimal
                    long integer = ((Number) value).longValue();
                    long max = column.maxInteger();
                    if (integer > max || integer < -max - 1) {
                        throw outOfRange(column, value);
                    }
                    return integer;
                }
                BigDecimal number = exactNumber(value);
                if (number == null) {
                    return null;
                }
                BigInteger integer;
                try {
                    integer = number.toBigIntegerExact();
                } catch (ArithmeticException e) {
                    throw new IllegalArgumentException(
                            quote(value) + " is not a whole number, and " + column.describe() + " holds whole numbers");
                }
                long max = column.maxInteger();
                if (integer.bitLength() > 63
                        || Math.abs(integer.longValue()) > max && integer.longValue() != -max - 1) {
                    throw outOfRange(column, value);
                }
                return integer.longValue();
            }
            case DECIMAL: {
                BigDecimal number = exactNumber(value);
                if (number == null) {
                    return null;
                }
                if (number.scale() > column.scale()
                        && number.stripTrailingZeros().scale() > column.scale()) {
                    throw new IllegalArgumentException(quote(value) + " has more digits after the point than "
                            + column.describe() + " keeps (" + column.scale() + "); it would be rounded");
                }
                BigDecimal scaled = number.setScale(column.scale());
                if (column.size() > 0 && scaled.precision() - scaled.scale() > column.size() - column.scale()) {
                    throw new IllegalArgumentException(quote(value) + " has more digits before the point than "
                            + column.describe() + " keeps (" + (column.size() - column.scale()) + ")");
                }
                return scaled;
            }
            case FLOAT: {
                Double number;
                if (value instanceof Double d) {
                    number = d;
                } else if (value instanceof Integer || value instanceof Long) {
                    long integer = ((Number) value).longValue();
                    if ((long) (double) integer != integer) {
                        throw new IllegalArgumentException(
                                quote(value) + " has no exact double; " + column.describe() + " would round it");
                    }
                    number = (double) integer;
                } else {
                    number = value instanceof BigDecimal decimal ? exactDouble(column, decimal) : null;
                }
                if (number != null
                        && column.singlePrecision()
                        && (double) number.floatValue() != number
                        && !number.isNaN()) {
                    // a real keeps 24 bits of a double's 53: the database would round it without a word
                    throw new IllegalArgumentException(quote(value) + " has no exact single-precision value; "
                            + column.describe() + " would round it (a double precision column keeps it)");
                }
                return number;
            }
            case BOOLEAN:
                return value instanceof Boolean ? value : null;
            case TIMESTAMP_UTC:
            case TIMESTAMP:
            case DATE: {
                if (!(value instanceof Instant time)) {
                    return null;
                }
                int digits = fractionDigits(time.getNano());
                if (digits > 6 && this != DATE) {
                    throw new IllegalArgumentException(quote(value) + " has " + digits + " digits of a second, more"
                            + " than a MongoDB date (milliseconds, 3 digits) or a time of PostgreSQL, MariaDB or MySQL"
                            + " (microseconds, 6) keeps");
                }
                if (digits > 0 && this != DATE && digits > column.scale()) {
                    throw new IllegalArgumentException(quote(value) + " has fractions of a second that "
                            + column.describe() + " does not keep (" + column.scale()
                            + (column.scale() == 1 ? " digit" : " digits")
                            + "); declare it with"
                            + " a precision of at least " + digits + ", as " + withPrecision(column, digits));
                }
                if (this == TIMESTAMP_UTC) {
                    return time;
                }
                // from the epoch second, not ofInstant: that asks the offset for its zone rules, built anew each time
                LocalDateTime utc = LocalDateTime.ofEpochSecond(time.getEpochSecond(), time.getNano(), ZoneOffset.UTC);
                if (this == DATE) {
                    if (!utc.toLocalTime().equals(java.time.LocalTime.MIDNIGHT)) {
                        throw new IllegalArgumentException(
                                quote(value) + " has a time of day, which " + column.describe() + " does not keep");
                    }
                    return utc.toLocalDate();
                }
                return utc;
            }
            case UUID_TYPE:
                if (value instanceof Binary binary && binary.bytes().length == 16) {
                    java.nio.ByteBuffer bytes = java.nio.ByteBuffer.wrap(binary.bytes());
                    return new UUID(bytes.getLong(), bytes.getLong());
                }
                if (value instanceof String text) {
                    try {
                        return UUID.fromString(text);
                    } catch (IllegalArgumentException e) {
                        return null;
                    }
                }
                return null;
            default:
                return null;
        }
    }

    private static IllegalArgumentException outOfRange(Column column, Object value) {
        long max = column.maxInteger();
        return new IllegalArgumentException(
                quote(value) + " is out of the range of " + column.describe() + ": " + (-max - 1) + " to " + max);
    }

    /** An integer, double or decimal as an exact decimal, or {@code null} for other values. */
    private static BigDecimal exactNumber(Object value) {
        if (value instanceof Integer || value instanceof Long) {
            return BigDecimal.valueOf(((Number) value).longValue());
        }
        if (value instanceof Double number) {
            if (number.isNaN() || number.isInfinite()) {
                throw new IllegalArgumentException(number + " is not a number a SQL number column holds");
            }
            // the shortest decimal that reads back as this double: 7.9, not
            // 7.9000000000000003552713678800500929355621337890625
            return BigDecimal.valueOf(number);
        }
        return value instanceof BigDecimal decimal ? decimal : null;
    }

    private static Double exactDouble(Column column, BigDecimal decimal) {
        double number = decimal.doubleValue();
        if (BigDecimal.valueOf(number).compareTo(decimal) != 0) {
            throw new IllegalArgumentException(
                    quote(decimal) + " has no exact double; " + column.describe() + " would round it");
        }
        return number;
    }

    private static IllegalArgumentException tooLong(Column column, Object value, String length) {
        return new IllegalArgumentException(ExtendedJson.describe(value) + " " + quote(value) + " is " + length
                + ", longer than " + column.describe() + " holds");
    }

    /** A value for a message, cut to a readable length. */
    static String quote(Object value) {
        String text = value instanceof Map<?, ?> || value instanceof List<?> || value instanceof OtherBsonValue
                ? ExtendedJson.toJson(value)
                : value instanceof String string ? "\"" + string + "\"" : String.valueOf(value);
        return text.length() > 60 ? text.substring(0, 57) + "..." : text;
    }

    /**
     * The column's own type with a precision of {@code digits}, as its database writes it: {@code timestamptz(4)},
     * {@code datetime(4)}, H2's {@code timestamp(4) with time zone}.
     */
    private static String withPrecision(Column column, int digits) {
        String type = column.typeName().toLowerCase(java.util.Locale.ROOT);
        int with = type.indexOf(" with");
        return with < 0
                ? type + "(" + digits + ")"
                : type.substring(0, with) + "(" + digits + ")" + type.substring(with);
    }

    /** How many digits the fraction of a second {@code nanos} needs: 0 for none, 1 for .100, 3 for .123, up to 9. */
    static int fractionDigits(int nanos) {
        if (nanos == 0) {
            return 0;
        }
        int digits = 9;
        for (int rest = nanos; rest % 10 == 0; rest /= 10) {
            digits--;
        }
        return digits;
    }
}
