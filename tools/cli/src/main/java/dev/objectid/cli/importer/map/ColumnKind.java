package dev.objectid.cli.importer.map;

import dev.objectid.ObjectId;
import dev.objectid.cli.importer.read.Binary;
import dev.objectid.cli.importer.read.ExtendedJson;
import dev.objectid.cli.importer.read.JsonNumber;
import dev.objectid.cli.importer.read.OtherBsonValue;
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
public enum ColumnKind {

    /** {@code binary}, {@code varbinary}, {@code bytea}, {@code blob}: an ObjectId's 12 bytes, or {@code $binary}. */
    BINARY("an ObjectId ($oid) or binary data ($binary)"),
    /**
     * {@code char}, {@code varchar}, {@code text}, {@code citext}: a string; an ObjectId as its 24 hex digits; JSON of
     * a document, an array or any other BSON type.
     */
    TEXT("a string, an ObjectId (as 24 hex digits), or a document, an array or another BSON type (as its JSON)"),
    /** {@code json}, {@code jsonb}: a document or array as relaxed Extended JSON, or any other value as JSON. */
    JSON("any value, as relaxed Extended JSON"),
    /**
     * {@code smallint}, {@code integer}, {@code bigint}, {@code tinyint}, MariaDB's unsigned ones and {@code YEAR}: an
     * integer within the type's range.
     */
    INTEGER("an integer ($numberInt, $numberLong or a whole number) within its range"),
    /** {@code decimal}, {@code numeric}: any number, exactly, within the precision and scale. */
    DECIMAL("a number ($numberDecimal, an integer or a double) with no more digits than it keeps"),
    /** {@code double}, {@code real}, {@code float}; MariaDB's {@code double(M,D)} within its digits. */
    FLOAT("a number"),
    /** {@code boolean} (PostgreSQL's and H2's). */
    BOOLEAN("true or false"),
    /** MariaDB's {@code boolean}, which is {@code tinyint(1)}: a boolean as 1 or 0, or a small integer. */
    FLAG("true, false, or an integer from -128 to 127"),
    /** {@code bit(1)}: a boolean as the bit 1 or 0. A {@code bit(n)} of more bits takes nothing. */
    BIT("true or false, into a bit(1)"),
    /** A PostgreSQL array ({@code int4[]}, {@code text[]}, ...): a JSON array of what its element type takes. */
    ARRAY("an array of values its element type takes"),
    /** {@code timestamp with time zone}: a {@code $date}. */
    TIMESTAMP_UTC("a date ($date)"),
    /** {@code timestamp} / {@code datetime} without a zone: a {@code $date}, as UTC. */
    TIMESTAMP("a date ($date), stored as UTC"),
    /** {@code date}: a {@code $date} at midnight UTC. */
    DATE("a date ($date) at midnight UTC"),
    /** {@code uuid}: a {@code $uuid} or {@code $binary} subtype 4, or a UUID string. */
    UUID_TYPE("a UUID ($uuid, $binary subtype 4, or its text as 8-4-4-4-12 hexadecimal digits)"),
    /** Anything else: no field is loaded into it. */
    UNSUPPORTED("nothing: objectid import loads no value into this type");

    private final String accepts;

    ColumnKind(String accepts) {
        this.accepts = accepts;
    }

    /** The kind of a column from its JDBC type and the database's type name. */
    static ColumnKind of(int jdbcType, String typeName) {
        return of(jdbcType, typeName, 0);
    }

    /**
     * The kind of a column from its JDBC type, the database's type name and its size: MariaDB's {@code boolean}
     * ({@code tinyint(1)}) is told from H2's by the 3 digits of a {@code tinyint}.
     */
    static ColumnKind of(int jdbcType, String typeName, int size) {
        String type = typeName.toLowerCase(Locale.ROOT);
        switch (type) {
            case "json", "jsonb":
                return JSON;
            case "uuid":
                return UUID_TYPE;
            case "citext":
                return TEXT;
            case "bit":
                return BIT;
            case "year":
                return INTEGER;
            default:
                if (type.endsWith(".\"citext\"")) {
                    return TEXT; // the extension's type in a schema not on the search path
                }
                if (jdbcType == Types.BOOLEAN && type.equals("boolean") && size == 3) {
                    return FLAG;
                }
                if (jdbcType == Types.ARRAY && type.startsWith("_")) {
                    return ofArrayElement(type.substring(1)) == null ? UNSUPPORTED : ARRAY;
                }
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

    /** The kind of a PostgreSQL array's element by its type name, or {@code null} for one the import does not load. */
    static ColumnKind ofArrayElement(String type) {
        return switch (type) {
            case "int2", "int4", "int8" -> INTEGER;
            case "numeric" -> DECIMAL;
            case "float4", "float8" -> FLOAT;
            case "bool" -> BOOLEAN;
            case "text", "varchar", "bpchar", "citext" -> TEXT;
            case "uuid" -> UUID_TYPE;
            default -> null;
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
                                : value instanceof Map<?, ?>
                                                || value instanceof List<?>
                                                || value instanceof OtherBsonValue
                                        ? ExtendedJson.toJson(value)
                                        : null;
                if (text != null && column.size() > 0 && text.codePointCount(0, text.length()) > column.size()) {
                    throw tooLong(column, value, text.codePointCount(0, text.length()) + " characters");
                }
                return text;
            }
            case JSON:
                return ExtendedJson.toJson(value);
            case FLAG:
                if (value instanceof Boolean bool) {
                    return bool ? 1L : 0L;
                }
                return INTEGER.converted(column, value);
            case INTEGER: {
                if (value instanceof Integer || value instanceof Long) {
                    // the usual case, checked without a decimal
                    long integer = ((Number) value).longValue();
                    if (integer > column.maxInteger() || integer < column.minInteger()) {
                        throw outOfRange(column, value);
                    }
                    return integer;
                }
                BigDecimal number = exactNumber(value);
                if (number == null) {
                    return null;
                }
                if (number.precision() - number.scale() > 20) {
                    throw outOfRange(column, value); // before making the digits of 1e999999999
                }
                BigInteger integer;
                try {
                    integer = number.toBigIntegerExact();
                } catch (ArithmeticException e) {
                    throw new IllegalArgumentException(
                            quote(value) + " is not a whole number, and " + column.describe() + " holds whole numbers");
                }
                if (column.unsigned64() && integer.signum() >= 0 && integer.bitLength() <= 64) {
                    return integer.bitLength() < 64 ? (Object) integer.longValue() : new BigDecimal(integer);
                }
                if (integer.bitLength() > 63
                        || integer.longValue() > column.maxInteger()
                        || integer.longValue() < column.minInteger()) {
                    throw outOfRange(column, value);
                }
                return integer.longValue();
            }
            case DECIMAL: {
                BigDecimal number = exactNumber(value);
                if (number == null) {
                    return null;
                }
                if (column.size() == 0) {
                    // a numeric without precision keeps any number as it is, up to PostgreSQL's own bounds
                    if (number.scale() > 16_383 || number.precision() - number.scale() > 131_072) {
                        throw new IllegalArgumentException(quote(value) + " has more digits than " + column.describe()
                                + " keeps (131072 before the point, 16383 after)");
                    }
                    return number;
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
                } else if (value instanceof JsonNumber text) {
                    number = readDouble(column, text);
                } else {
                    number = value instanceof BigDecimal decimal ? exactDouble(column, decimal) : null;
                }
                if (number != null && column.scale() >= 0) {
                    digits(column, number);
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
            case BIT:
                if (!(value instanceof Boolean bool)) {
                    return null;
                }
                if (column.size() != 1) {
                    throw new IllegalArgumentException(value + " does not go into " + column.describe()
                            + ", which keeps " + column.size() + " bits; a boolean goes into a bit(1) or a boolean");
                }
                return bool ? 1L : 0L; // as the digit: a bit(1) reads '1', and MariaDB's LOAD DATA casts it
            case ARRAY:
                return value instanceof List<?> list ? array(column, list) : null;
            case TIMESTAMP_UTC:
            case TIMESTAMP:
            case DATE: {
                if (!(value instanceof Instant time)) {
                    return null;
                }
                if (time.getEpochSecond() < FIRST_SECOND || time.getEpochSecond() >= AFTER_LAST_SECOND) {
                    throw new IllegalArgumentException(quote(value) + " is outside the years 1 to 9999, which "
                            + column.describe() + " and the import's other paths keep alike");
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
                    if (binary.subtype() != 4) {
                        throw new IllegalArgumentException("binary data of subtype " + binary.subtype() + " "
                                + (binary.subtype() == 3
                                        ? "(a legacy UUID, whose byte order is that of the driver that wrote it)"
                                        : binary.subtype() == 5 ? "(an MD5 hash)" : "(not a UUID)")
                                + " does not go into " + column.describe() + ", which takes a UUID: $uuid or $binary"
                                + " subtype 4; load it into a binary(16) or bytea column, or convert it in MongoDB");
                    }
                    java.nio.ByteBuffer bytes = java.nio.ByteBuffer.wrap(binary.bytes());
                    return new UUID(bytes.getLong(), bytes.getLong());
                }
                return value instanceof String text ? ExtendedJson.uuid(text) : null;
            default:
                return null;
        }
    }

    /** The first second of the year 1 and of the year 10000: the dates every database and path here keeps. */
    private static final long FIRST_SECOND = -62_135_596_800L;

    private static final long AFTER_LAST_SECOND = 253_402_300_800L;

    private static IllegalArgumentException outOfRange(Column column, Object value) {
        return new IllegalArgumentException(quote(value) + " is out of the range of " + column.describe() + ": "
                + column.minInteger() + " to " + (column.unsigned64() ? "18446744073709551615" : column.maxInteger()));
    }

    /**
     * A PostgreSQL array's text, {@code {1,2,NULL}} or {@code {"a b","c"}}, each element converted as its type takes
     * it; the text goes as a string in COPY's text format.
     */
    private static String array(Column column, List<?> list) {
        Column element = column.element();
        StringBuilder text = new StringBuilder().append('{');
        for (int i = 0; i < list.size(); i++) {
            if (i > 0) {
                text.append(',');
            }
            Object value;
            try {
                value = list.get(i) instanceof List<?> ? null : convert(element, list.get(i));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("element " + i + " of the array: " + e.getMessage(), e);
            }
            if (list.get(i) instanceof List<?>) {
                throw new IllegalArgumentException("element " + i + " of the array is an array; " + column.describe()
                        + " takes an array of single values (a jsonb column keeps nested arrays)");
            }
            if (value == null) {
                text.append("NULL");
            } else if (value instanceof String || value instanceof UUID) {
                text.append('"');
                String string = value.toString();
                for (int c = 0; c < string.length(); c++) {
                    char each = string.charAt(c);
                    if (each == '"' || each == '\\') {
                        text.append('\\');
                    }
                    text.append(each);
                }
                text.append('"');
            } else if (value instanceof BigDecimal decimal) {
                text.append(decimal.toPlainString());
            } else {
                text.append(value); // a Long, a Double (its shortest exact text) or a Boolean (true, false)
            }
        }
        return text.append('}').toString();
    }

    /**
     * The double a JSON number reads as, refused when it has none: beyond the range of a double it would read as an
     * infinity, or as zero.
     */
    private static Double readDouble(Column column, JsonNumber number) {
        String text = number.text();
        double read = Double.parseDouble(text);
        if (Double.isInfinite(read) || read == 0 && !zero(text)) {
            throw new IllegalArgumentException(text + " is beyond a double, and " + column.describe()
                    + " would hold it as " + read + "; a decimal column keeps it exactly");
        }
        return read;
    }

    /** Whether the digits of a number before its exponent are all zeros. */
    private static boolean zero(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == 'e' || c == 'E') {
                return true;
            }
            if (c >= '1' && c <= '9') {
                return false;
            }
        }
        return true;
    }

    /** Refuses a double that MariaDB's {@code double(M,D)} would round to its digits. */
    private static void digits(Column column, double number) {
        if (Double.isNaN(number) || Double.isInfinite(number)) {
            return; // the database refuses these itself, with the line
        }
        BigDecimal shortest = BigDecimal.valueOf(number).stripTrailingZeros();
        if (shortest.scale() > column.scale()
                || shortest.precision() - shortest.scale() > column.size() - column.scale()) {
            throw new IllegalArgumentException(
                    number + " does not fit " + column.describe() + ", which would round it to "
                            + column.scale() + " digits after the point and " + (column.size() - column.scale())
                            + " before; a double column without (M,D) keeps it");
        }
    }

    /** An integer, double or decimal as an exact decimal, or {@code null} for other values. */
    private static BigDecimal exactNumber(Object value) {
        if (value instanceof Integer || value instanceof Long) {
            return BigDecimal.valueOf(((Number) value).longValue());
        }
        if (value instanceof JsonNumber number) {
            return new BigDecimal(number.text());
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
