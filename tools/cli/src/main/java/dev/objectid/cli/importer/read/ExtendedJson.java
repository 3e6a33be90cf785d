package dev.objectid.cli.importer.read;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.objectid.ObjectId;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * MongoDB Extended JSON v2, relaxed and canonical, as {@code mongoexport} writes it: read into Java values, and written
 * back in its relaxed form for JSON columns.
 *
 * <p>A document becomes a {@code Map} in field order, an array a {@code List}; {@code $oid} an {@link ObjectId},
 * {@code $date} an {@link Instant}, {@code $numberInt} an {@code Integer}, {@code $numberLong} a {@code Long},
 * {@code $numberDouble} a {@code Double}, {@code $numberDecimal} a {@link BigDecimal}, {@code $binary} and
 * {@code $uuid} a {@link Binary}; in relaxed form a JSON integer is an {@code Integer} or a {@code Long} and any
 * other JSON number a {@link JsonNumber}, its text, never read through a {@code double}. Other BSON types, and a
 * {@code $numberDecimal} NaN or infinity, become an {@link OtherBsonValue}. A key repeated in one document is an
 * error, as in MongoDB's own parser. Numbers and UUIDs are read in their strict form only: {@code " 5d"},
 * {@code 0x1p3} or {@code 1-1-1-1-1} are refused, not read leniently.
 */
public final class ExtendedJson {

    /**
     * The most characters a string of a document may have: a document of MongoDB's largest size, 16 MiB as BSON,
     * holds no string longer once written as Extended JSON, where a byte takes at most six characters ({@code \u0001}).
     */
    static final int MAX_STRING_LENGTH = 6 * (16 << 20);

    /**
     * The parser factory; a repeated key is found where the document's fields are kept ({@link #repeated}). A string
     * may be as long as a legal document makes it (Jackson's own limit is shorter).
     */
    public static final JsonFactory FACTORY = JsonFactory.builder()
            .streamReadConstraints(com.fasterxml.jackson.core.StreamReadConstraints.builder()
                    .maxStringLength(MAX_STRING_LENGTH)
                    .build())
            .build();

    /** The BSON types that have no column type and are kept as written (the Extended JSON v2 specification's). */
    private static final Set<String> OTHER_TYPES = Set.of(
            "$timestamp",
            "$regularExpression",
            "$dbPointer",
            "$symbol",
            "$code",
            "$scope",
            "$minKey",
            "$maxKey",
            "$undefined",
            "$regex",
            "$options",
            "$type",
            "$ref",
            "$id",
            "$db");

    /** The texts of a Decimal128 NaN or infinity, in lower case, as MongoDB's parser takes them. */
    private static final Set<String> NOT_FINITE =
            Set.of("nan", "-nan", "inf", "-inf", "+inf", "infinity", "-infinity", "+infinity");

    /** The first instant relaxed Extended JSON writes as an ISO-8601 string: 1970. */
    private static final Instant RELAXED_DATES_FROM = Instant.EPOCH;

    /** The first instant it writes in the canonical form again: the year 10000. */
    private static final Instant RELAXED_DATES_UNTIL = Instant.parse("+10000-01-01T00:00:00Z");

    private ExtendedJson() {}

    /** A value that is not Extended JSON: {@link #field} names where, the message what and what is accepted. */
    public static final class Malformed extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final String field;

        Malformed(String field, String message) {
            super(message, null, false, false);
            this.field = field;
        }

        /** The field's path, {@code items.1.product}. */
        public String field() {
            return field;
        }
    }

    /**
     * Reads the document whose {@code START_OBJECT} is the parser's current token, to its {@code END_OBJECT}.
     *
     * @throws Malformed if a value is not Extended JSON
     * @throws IOException if the JSON itself is malformed, a key repeated or the input cut off
     */
    public static Fields document(JsonParser parser) throws IOException {
        Object value = value(parser, "");
        if (!(value instanceof Fields document)) {
            throw new Malformed("", "a document is a JSON object of fields, not " + describe(value));
        }
        return document;
    }

    /** The value at the parser's current token. */
    private static Object value(JsonParser parser, String path) throws IOException {
        JsonToken token = parser.currentToken();
        switch (token) {
            case START_OBJECT:
                return object(parser, path);
            case START_ARRAY: {
                List<Object> values = new ArrayList<>();
                while (parser.nextToken() != JsonToken.END_ARRAY) {
                    values.add(value(parser, child(path, Integer.toString(values.size()))));
                }
                return values;
            }
            case VALUE_STRING:
                return parser.getText();
            case VALUE_NUMBER_INT:
                return switch (parser.getNumberType()) {
                    case INT -> parser.getIntValue();
                    case LONG -> parser.getLongValue();
                    default ->
                        throw new Malformed(
                                path,
                                "the number " + parser.getText() + " is beyond a 64-bit "
                                        + "integer; MongoDB writes such a number as {\"$numberDecimal\": \"...\"}");
                };
            case VALUE_NUMBER_FLOAT:
                return new JsonNumber(parser.getText());
            case VALUE_TRUE:
                return Boolean.TRUE;
            case VALUE_FALSE:
                return Boolean.FALSE;
            case VALUE_NULL:
                return null;
            default:
                throw new Malformed(path, "unexpected " + token);
        }
    }

    /** A document, or the Extended JSON wrapper of one value when its first key is one of the {@code $} types. */
    private static Object object(JsonParser parser, String path) throws IOException {
        JsonToken token = parser.nextToken();
        if (token == JsonToken.FIELD_NAME && parser.currentName().startsWith("$")) {
            String type = parser.currentName();
            parser.nextToken();
            Object value = wrapped(parser, path, type);
            if (value != null) {
                if (parser.nextToken() != JsonToken.END_OBJECT) {
                    if (type.equals(parser.currentName())) {
                        throw repeated(path, type);
                    }
                    throw new Malformed(
                            path,
                            "{\"" + type + "\": ...} has a second key, '" + parser.currentName()
                                    + "'; an Extended JSON " + type + " is an object of that one key");
                }
                return value;
            }
            Fields fields = new Fields();
            fields.put(type, value(parser, child(path, type)));
            return fields(parser, path, fields, parser.nextToken());
        }
        return fields(parser, path, new Fields(), token);
    }

    /** The rest of a document's fields, from {@code token} on. */
    private static Object fields(JsonParser parser, String path, Fields fields, JsonToken token) throws IOException {
        for (; token != JsonToken.END_OBJECT; token = parser.nextToken()) {
            String name = parser.currentName();
            parser.nextToken();
            if (!fields.add(name, value(parser, child(path, name)))) {
                throw repeated(path, name);
            }
        }
        String first = fields.isEmpty() ? "" : fields.key(0);
        if (first.startsWith("$")) {
            if (first.equals("$binary") && fields.containsKey("$type")) {
                return legacyBinary(path, fields);
            }
            if (!OTHER_TYPES.contains(first)) {
                throw new Malformed(
                        path,
                        "'" + first + "' is no Extended JSON type; MongoDB's types are $oid, "
                                + "$date, $numberInt, $numberLong, $numberDouble, $numberDecimal, $binary, $uuid and "
                                + String.join(
                                        ", ", OTHER_TYPES.stream().sorted().toList()));
            }
            return new OtherBsonValue(first, fields);
        }
        return fields;
    }

    /** A key twice in one document: MongoDB's parser refuses it, and which value was meant cannot be known. */
    private static Malformed repeated(String path, String key) {
        return new Malformed(
                path,
                "a key is repeated in one document: '" + key + "' (MongoDB's parser rejects such a "
                        + "document, and which value was meant cannot be known)");
    }

    /**
     * The value of {@code {"$type": ...}} whose value is the parser's current token, or {@code null} for the types
     * read as documents (the legacy {@code $binary} and the types of {@link OtherBsonValue}).
     */
    private static Object wrapped(JsonParser parser, String path, String type) throws IOException {
        JsonToken token = parser.currentToken();
        switch (type) {
            case "$oid":
                if (token != JsonToken.VALUE_STRING) {
                    text(parser, path, type, "24 hexadecimal digits"); // says what it holds instead
                }
                // the parser's characters, read in place: most values of an export are ids
                java.nio.CharBuffer hex = java.nio.CharBuffer.wrap(
                        parser.getTextCharacters(), parser.getTextOffset(), parser.getTextLength());
                try {
                    if (hex.length() == 24) {
                        return ObjectId.parse(hex);
                    }
                } catch (IllegalArgumentException e) {
                    // said below, with the value as the export has it
                }
                throw new Malformed(path, "{\"$oid\": \"" + hex + "\"} is not an ObjectId: 24 hexadecimal digits");
            case "$date":
                if (token == JsonToken.START_OBJECT) {
                    parser.nextToken();
                    if (!"$numberLong".equals(parser.currentName())) {
                        throw new Malformed(path, "$date holds an ISO-8601 string or {\"$numberLong\": \"<ms>\"}");
                    }
                    parser.nextToken();
                    long millis = longValue(text(parser, path, "$numberLong", "milliseconds since 1970"), path);
                    if (parser.nextToken() != JsonToken.END_OBJECT) {
                        throw new Malformed(path, "{\"$date\": {\"$numberLong\": ...}} has a second key");
                    }
                    return Instant.ofEpochMilli(millis);
                }
                if (token == JsonToken.VALUE_NUMBER_INT) {
                    return Instant.ofEpochMilli(parser.getLongValue());
                }
                String iso = text(parser, path, type, "an ISO-8601 time such as 2024-05-01T12:00:00.250Z");
                Instant utc = utcMillis(iso);
                if (utc != null) {
                    return utc;
                }
                try {
                    return OffsetDateTime.parse(iso).toInstant();
                } catch (DateTimeParseException e) {
                    throw new Malformed(
                            path,
                            "{\"$date\": \"" + iso + "\"} is not an ISO-8601 time such as "
                                    + "2024-05-01T12:00:00.250Z");
                }
            case "$numberInt":
                String integer = text(parser, path, type, "a 32-bit integer");
                try {
                    return Integer.parseInt(unsigned(integer));
                } catch (NumberFormatException e) {
                    throw new Malformed(path, "{\"$numberInt\": \"" + integer + "\"} is not a 32-bit integer");
                }
            case "$numberLong":
                return longValue(text(parser, path, type, "a 64-bit integer"), path);
            case "$numberDouble":
                String number = text(parser, path, type, "a number, Infinity, -Infinity or NaN");
                if (!decimalText(number)
                        && !number.equals("Infinity")
                        && !number.equals("-Infinity")
                        && !number.equals("NaN")) {
                    // Double.parseDouble would also take " 5d" and 0x1p3, which no MongoDB tool writes
                    throw new Malformed(
                            path,
                            "{\"$numberDouble\": \"" + number + "\"} is not a number: decimal digits with an "
                                    + "optional point and exponent (-1.5e-7), Infinity, -Infinity or NaN");
                }
                return Double.parseDouble(number);
            case "$numberDecimal":
                String decimal = text(parser, path, type, "a decimal number");
                try {
                    return new BigDecimal(decimal);
                } catch (NumberFormatException e) {
                    if (NOT_FINITE.contains(decimal.toLowerCase(java.util.Locale.ROOT))) {
                        // a Decimal128 NaN or infinity: kept as written for a JSON column; a number column refuses it
                        return new OtherBsonValue(type, Map.of(type, decimal));
                    }
                    throw new Malformed(
                            path, "{\"$numberDecimal\": \"" + decimal + "\"} is not a decimal number, NaN or Infinity");
                }
            case "$uuid":
                String uuid = text(parser, path, type, "a UUID");
                UUID value = uuid(uuid);
                if (value == null) {
                    throw new Malformed(
                            path,
                            "{\"$uuid\": \"" + uuid
                                    + "\"} is not a UUID: 32 hexadecimal digits in groups of 8-4-4-4-12");
                }
                return new Binary(
                        4,
                        java.nio.ByteBuffer.allocate(16)
                                .putLong(value.getMostSignificantBits())
                                .putLong(value.getLeastSignificantBits())
                                .array());
            case "$binary":
                if (token != JsonToken.START_OBJECT) {
                    return null; // the legacy form, {"$binary": "<base64>", "$type": "<hex>"}
                }
                String base64 = null;
                String subtype = null;
                while (parser.nextToken() != JsonToken.END_OBJECT) {
                    String key = parser.currentName();
                    parser.nextToken();
                    switch (key) {
                        case "base64" -> base64 = text(parser, path, "$binary.base64", "base64");
                        case "subType" -> subtype = text(parser, path, "$binary.subType", "hex digits");
                        default -> throw new Malformed(path, "$binary holds base64 and subType, not '" + key + "'");
                    }
                }
                return binary(path, base64, subtype);
            default:
                return null;
        }
    }

    /**
     * The form mongoexport writes for every date from 1970 to 9999, {@code 2024-05-01T12:00:00.250Z}, read without
     * the general ISO-8601 parser; {@code null} for any other form, which that parser then reads.
     */
    private static Instant utcMillis(String text) {
        if (text.length() != 24
                || text.charAt(4) != '-'
                || text.charAt(7) != '-'
                || text.charAt(10) != 'T'
                || text.charAt(13) != ':'
                || text.charAt(16) != ':'
                || text.charAt(19) != '.'
                || text.charAt(23) != 'Z') {
            return null;
        }
        int year = digits(text, 0, 4);
        int month = digits(text, 5, 7);
        int day = digits(text, 8, 10);
        int hour = digits(text, 11, 13);
        int minute = digits(text, 14, 16);
        int second = digits(text, 17, 19);
        int millis = digits(text, 20, 23);
        if (year < 0
                || month < 1
                || month > 12
                || day < 1
                || day > java.time.YearMonth.of(year, month).lengthOfMonth()
                || hour < 0
                || hour > 23
                || minute < 0
                || minute > 59
                || second < 0
                || second > 59
                || millis < 0) {
            return null;
        }
        long days = java.time.LocalDate.of(year, month, day).toEpochDay();
        return Instant.ofEpochSecond(days * 86_400 + hour * 3_600 + minute * 60 + second, millis * 1_000_000L);
    }

    /** The number written by the decimal digits {@code text[from, to)}, or -1 if one is not a digit. */
    private static int digits(String text, int from, int to) {
        int value = 0;
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            value = value * 10 + c - '0';
        }
        return value;
    }

    private static Binary legacyBinary(String path, Map<String, Object> fields) {
        if (fields.size() != 2
                || !(fields.get("$binary") instanceof String base64)
                || !(fields.get("$type") instanceof String subtype)) {
            throw new Malformed(path, "a legacy $binary is {\"$binary\": \"<base64>\", \"$type\": \"<hex>\"}");
        }
        return binary(path, base64, subtype);
    }

    private static Binary binary(String path, String base64, String subtype) {
        if (base64 == null || subtype == null) {
            throw new Malformed(path, "$binary needs both base64 and subType");
        }
        try {
            return new Binary(Integer.parseInt(subtype, 16), Base64.getDecoder().decode(base64));
        } catch (IllegalArgumentException e) {
            throw new Malformed(path, "$binary is not base64 with a hexadecimal subType: " + e.getMessage());
        }
    }

    private static String text(JsonParser parser, String path, String type, String accepted) throws IOException {
        if (parser.currentToken() != JsonToken.VALUE_STRING) {
            throw new Malformed(path, type + " holds a JSON string of " + accepted + ", not " + parser.currentToken());
        }
        return parser.getText();
    }

    private static long longValue(String text, String path) {
        try {
            return Long.parseLong(unsigned(text));
        } catch (NumberFormatException e) {
            throw new Malformed(path, "\"" + text + "\" is not a 64-bit integer");
        }
    }

    /** The text of an integer, refused by the parse that follows when it has a plus sign, as Java would take it. */
    private static String unsigned(String integer) {
        return integer.startsWith("+") ? "not " + integer : integer;
    }

    /**
     * Whether {@code text} is a decimal number as JSON writes one: an optional minus, digits, optionally a point and
     * digits, optionally an exponent. No spaces, no plus sign first, no hexadecimal, no type suffix.
     */
    static boolean decimalText(String text) {
        int i = text.startsWith("-") ? 1 : 0;
        int digits = 0;
        for (; i < text.length() && text.charAt(i) >= '0' && text.charAt(i) <= '9'; i++) {
            digits++;
        }
        if (digits == 0) {
            return false;
        }
        if (i < text.length() && text.charAt(i) == '.') {
            int fraction = 0;
            for (i++; i < text.length() && text.charAt(i) >= '0' && text.charAt(i) <= '9'; i++) {
                fraction++;
            }
            if (fraction == 0) {
                return false;
            }
        }
        if (i < text.length() && (text.charAt(i) == 'e' || text.charAt(i) == 'E')) {
            i++;
            if (i < text.length() && (text.charAt(i) == '+' || text.charAt(i) == '-')) {
                i++;
            }
            int exponent = 0;
            for (; i < text.length() && text.charAt(i) >= '0' && text.charAt(i) <= '9'; i++) {
                exponent++;
            }
            if (exponent == 0) {
                return false;
            }
        }
        return i == text.length();
    }

    /**
     * A UUID from its canonical text, 32 hexadecimal digits in groups of 8-4-4-4-12, or {@code null}: not from
     * {@link UUID#fromString}, which takes {@code 1-1-1-1-1} as well.
     */
    public static UUID uuid(String text) {
        if (text.length() != 36) {
            return null;
        }
        for (int i = 0; i < 36; i++) {
            char c = text.charAt(i);
            boolean dash = i == 8 || i == 13 || i == 18 || i == 23;
            boolean hex = c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F';
            if (dash ? c != '-' : !hex) {
                return null;
            }
        }
        return UUID.fromString(text);
    }

    private static String child(String path, String name) {
        return path.isEmpty() ? name : path + "." + name;
    }

    /** What a value is, for messages: {@code an ObjectId}, {@code a string}, {@code a document}, ... */
    public static String describe(Object value) {
        if (value == null) {
            return "null";
        } else if (value instanceof ObjectId) {
            return "an ObjectId";
        } else if (value instanceof Instant) {
            return "a date";
        } else if (value instanceof String) {
            return "a string";
        } else if (value instanceof Integer || value instanceof Long) {
            return "an integer";
        } else if (value instanceof Double || value instanceof JsonNumber) {
            return "a double";
        } else if (value instanceof BigDecimal) {
            return "a decimal";
        } else if (value instanceof Boolean) {
            return "a boolean";
        } else if (value instanceof Map<?, ?>) {
            return "a document";
        } else if (value instanceof List<?>) {
            return "an array";
        } else if (value instanceof Binary) {
            return "binary data";
        } else if (value instanceof OtherBsonValue other) {
            return "a " + other.type();
        }
        return value.getClass().getSimpleName();
    }

    /** A value as relaxed Extended JSON v2, the form {@code mongoexport} writes by default; for JSON columns. */
    public static String toJson(Object value) {
        StringWriter text = new StringWriter();
        try (JsonGenerator json = FACTORY.createGenerator(text)) {
            write(json, value);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return text.toString();
    }

    private static void write(JsonGenerator json, Object value) throws IOException {
        if (value == null) {
            json.writeNull();
        } else if (value instanceof Map<?, ?> map) {
            json.writeStartObject();
            for (Map.Entry<?, ?> field : map.entrySet()) {
                json.writeFieldName((String) field.getKey());
                write(json, field.getValue());
            }
            json.writeEndObject();
        } else if (value instanceof List<?> list) {
            json.writeStartArray();
            for (Object element : list) {
                write(json, element);
            }
            json.writeEndArray();
        } else if (value instanceof OtherBsonValue other) {
            write(json, other.wrapper());
        } else if (value instanceof String string) {
            json.writeString(string);
        } else if (value instanceof Boolean bool) {
            json.writeBoolean(bool);
        } else if (value instanceof Integer || value instanceof Long) {
            json.writeNumber(((Number) value).longValue());
        } else if (value instanceof JsonNumber number) {
            json.writeNumber(number.text()); // as written: its digits are what the export holds
        } else if (value instanceof Double number) {
            if (number.isNaN() || number.isInfinite()) {
                wrapper(json, "$numberDouble", number.toString());
            } else {
                json.writeNumber(number);
            }
        } else if (value instanceof BigDecimal decimal) {
            wrapper(json, "$numberDecimal", decimal.toString());
        } else if (value instanceof ObjectId id) {
            wrapper(json, "$oid", id.toHexString());
        } else if (value instanceof Instant time) {
            if (time.isBefore(RELAXED_DATES_FROM) || !time.isBefore(RELAXED_DATES_UNTIL)) {
                // outside the years 1970 to 9999 the relaxed form is the canonical one, as MongoDB's writers do
                json.writeStartObject();
                json.writeFieldName("$date");
                wrapper(json, "$numberLong", Long.toString(time.toEpochMilli()));
                json.writeEndObject();
            } else {
                wrapper(json, "$date", time.toString());
            }
        } else if (value instanceof Binary binary) {
            json.writeStartObject();
            json.writeFieldName("$binary");
            json.writeStartObject();
            json.writeStringField("base64", Base64.getEncoder().encodeToString(binary.bytes()));
            json.writeStringField("subType", String.format("%02x", binary.subtype()));
            json.writeEndObject();
            json.writeEndObject();
        } else {
            throw new IllegalArgumentException("not an Extended JSON value: " + value.getClass());
        }
    }

    private static void wrapper(JsonGenerator json, String type, String text) throws IOException {
        json.writeStartObject();
        json.writeStringField(type, text);
        json.writeEndObject();
    }
}
