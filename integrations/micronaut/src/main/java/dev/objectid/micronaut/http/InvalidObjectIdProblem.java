package dev.objectid.micronaut.http;

import dev.objectid.ObjectIdFormatException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The RFC 9457 problem body of a request that carried a malformed ObjectId or typed id: the members the Spring Boot
 * starter writes, so that clients of either framework read the same thing.
 *
 * <pre>{@code
 * {"type": "about:blank", "title": "Bad Request", "status": 400, "instance": "/orders/zz",
 *  "detail": "Path variable 'id': Invalid ObjectId \"zz\": length is 2, expected 24 hexadecimal digits (0-9, a-f,
 *    A-F)",
 *  "parameter": "id", "value": "zz", "expected": "24 hexadecimal digits (0-9, a-f, A-F)"}
 * }</pre>
 *
 * <p>{@code parameter} names a path variable, request parameter, header or cookie; for a JSON body the member is
 * {@code field} instead. {@code value} is the text received, cut after 100 characters.
 *
 * @param where    what {@code name} names, in words: {@code "path variable"}, {@code "request parameter"}, ...
 * @param name     the parameter or field
 * @param field    whether {@code name} is a field of the body rather than a request parameter
 * @param instance the path of the request
 * @param value    the text received, or {@code null} when there was none (a JSON number, object, ...)
 * @param reason   what is wrong with it, as the parser or the serde said it
 */
record InvalidObjectIdProblem(String where, String name, boolean field, String instance, String value, String reason) {

    /** The media type of the body. */
    static final String MEDIA_TYPE = "application/problem+json";

    private static final int MAX_VALUE_LENGTH = 100;

    /** The body, its members in the order above. */
    Map<String, Object> body() {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("type", "about:blank");
        body.put("title", "Bad Request");
        body.put("status", 400);
        body.put("detail", detail());
        body.put("instance", instance);
        body.put(field ? "field" : "parameter", name);
        if (value != null) {
            body.put(
                    "value",
                    value.length() <= MAX_VALUE_LENGTH ? value : value.substring(0, MAX_VALUE_LENGTH) + "\u2026");
        }
        body.put("expected", ObjectIdFormatException.EXPECTED);
        return body;
    }

    /** {@code Path variable 'id': Invalid ObjectId "zz": ...}. */
    String detail() {
        return Character.toUpperCase(where.charAt(0)) + where.substring(1) + " '" + name + "': " + reason;
    }
}
