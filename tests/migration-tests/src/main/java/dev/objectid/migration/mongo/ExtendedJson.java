package dev.objectid.migration.mongo;

import dev.objectid.ObjectId;
import java.math.BigDecimal;
import java.time.Instant;
import tools.jackson.databind.JsonNode;

/**
 * Reads the values of a mongoexport document, MongoDB Extended JSON v2 in either of its modes, from Jackson's tree
 * model: canonical ({@code {"$numberLong": "42"}}, {@code {"$date": {"$numberLong": "1714564800250"}}}) and relaxed
 * (plain JSON numbers, {@code {"$date": "2024-05-01T12:00:00.250Z"}}). A missing field and JSON {@code null} read as
 * {@code null}; a value of another shape is an {@link IllegalArgumentException} naming it.
 */
// tag::extended-json[]
public final class ExtendedJson {

    private ExtendedJson() {}

    /** {@code {"$oid": "<24 hex digits>"}}. */
    public static ObjectId objectId(JsonNode value) {
        if (absent(value)) {
            return null;
        }
        JsonNode hex = value.get("$oid");
        if (hex == null || !hex.isString()) {
            throw new IllegalArgumentException(value + " is not an ObjectId, expected {\"$oid\": \"<24 hex digits>\"}");
        }
        return ObjectId.parse(hex.asString());
    }

    /** {@code {"$date": "<ISO-8601>"}} (relaxed) or {@code {"$date": {"$numberLong": "<ms>"}}} (canonical). */
    public static Instant date(JsonNode value) {
        if (absent(value)) {
            return null;
        }
        JsonNode date = value.get("$date");
        if (date != null && date.isString()) {
            return Instant.parse(date.asString());
        }
        if (date != null && date.has("$numberLong")) {
            return Instant.ofEpochMilli(Long.parseLong(date.get("$numberLong").asString()));
        }
        throw new IllegalArgumentException(value + " is not a date, expected {\"$date\": ...}");
    }

    /** A number: plain, or {@code {"$numberInt" | "$numberLong" | "$numberDouble" | "$numberDecimal": "..."}}. */
    public static BigDecimal number(JsonNode value) {
        if (absent(value)) {
            return null;
        }
        if (value.isNumber()) {
            return value.decimalValue();
        }
        for (String type : new String[] {"$numberInt", "$numberLong", "$numberDouble", "$numberDecimal"}) {
            if (value.has(type)) {
                return new BigDecimal(value.get(type).asString());
            }
        }
        throw new IllegalArgumentException(value + " is not a number");
    }

    /** A string. */
    public static String string(JsonNode value) {
        return absent(value) ? null : value.asString();
    }

    private static boolean absent(JsonNode value) {
        return value == null || value.isNull() || value.isMissingNode();
    }
}
// end::extended-json[]
