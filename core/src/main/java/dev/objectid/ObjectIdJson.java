package dev.objectid;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * The JSON forms of an id, as a JSON library hands them over: its hexadecimal string, or MongoDB Extended JSON's
 * {@code {"$oid": "<24 hexadecimal digits>"}} (what {@code mongoexport} writes, canonical and relaxed alike) as a map.
 * {@link ObjectId} and every typed id read both through their {@code @JsonCreator}; they write the string.
 */
final class ObjectIdJson {

    /** The one key of MongoDB Extended JSON's form of an ObjectId. */
    static final String OID = "$oid";

    /** What is accepted, for messages. */
    static final String EXPECTED = "expected a string of " + ObjectIdFormatException.EXPECTED + ", or {\"" + OID
            + "\": \"<24 hexadecimal digits>\"} (MongoDB Extended JSON)";

    private static final int MAX_FIELDS_SHOWN = 5;

    private ObjectIdJson() {}

    /**
     * Reads an id from a JSON value.
     *
     * @param json a {@code String} (or any {@code CharSequence}), a {@code Map} with the one key {@value #OID}, or
     *             anything else, which is an error
     * @param what the id's type, for messages: {@code ObjectId}, {@code OrderId}
     * @throws ObjectIdFormatException if {@code json} is neither form, or its text is not an id; the message names
     *         {@code what}, the value and both forms
     */
    static ObjectId read(Object json, String what) {
        if (json instanceof CharSequence) {
            return ObjectId.parse((CharSequence) json, what);
        }
        if (json instanceof Map && ((Map<?, ?>) json).size() == 1 && ((Map<?, ?>) json).containsKey(OID)) {
            Object hex = ((Map<?, ?>) json).get(OID);
            if (hex instanceof CharSequence) {
                return ObjectId.parse((CharSequence) hex, what);
            }
            throw new ObjectIdFormatException(
                    null,
                    "Invalid " + what + ": a JSON object whose \"" + OID + "\" is " + describe(hex) + "; " + EXPECTED);
        }
        throw new ObjectIdFormatException(null, "Invalid " + what + ": " + describe(json) + "; " + EXPECTED);
    }

    /** A JSON value in words: {@code the number 12}, {@code an object with the fields "a", "b"}. */
    private static String describe(Object json) {
        if (json == null) {
            return "null";
        }
        if (json instanceof Number) {
            return "the number " + json;
        }
        if (json instanceof Boolean) {
            return "the boolean " + json;
        }
        if (json instanceof Map) {
            Map<?, ?> fields = (Map<?, ?>) json;
            if (fields.isEmpty()) {
                return "an empty object";
            }
            List<String> names = new ArrayList<>();
            for (Object name : fields.keySet()) {
                if (names.size() == MAX_FIELDS_SHOWN) {
                    names.add("... (" + (fields.size() - MAX_FIELDS_SHOWN) + " more)");
                    break;
                }
                names.add(Texts.quote(String.valueOf(name)));
            }
            return "an object with the field" + (fields.size() == 1 ? " " : "s ") + String.join(", ", names);
        }
        if (json instanceof Collection || json.getClass().isArray()) {
            return "an array";
        }
        return "a " + json.getClass().getName();
    }
}
