package dev.objectid.quarkus.runtime.rest;

import dev.objectid.ObjectIdFormatException;
import dev.objectid.quarkus.InvalidObjectIdException;
import jakarta.json.bind.JsonbException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Tells whether JSON-B failed to read a request body because of a malformed ObjectId or typed id, and where in the
 * document: objectid-core's JSON-B deserializer, which every id type names, throws a {@link JsonbException} caused by
 * the parser's {@link ObjectIdFormatException}, for a malformed string and for any other JSON value alike. Yasson
 * wraps it once per enclosing property, naming the property in its message; those names make the path of the field
 * ({@code customer.id}). Yasson names no index in an array, so an element is named by its array's property.
 */
final class JsonbIdFailures {

    /** How Yasson wraps the failure of a property: {@code Unable to deserialize property 'id' because of: ...}. */
    private static final Pattern PROPERTY = Pattern.compile("^Unable to deserialize property '([^']*)' because of: ");

    private JsonbIdFailures() {
    }

    /**
     * The extension's exception for {@code error}, or {@code null} if {@code error} is not about a malformed id.
     *
     * @param error what reading the body threw: a JSON-B exception, or Quarkus REST's exception wrapping one
     */
    static InvalidObjectIdException of(Throwable error) {
        List<String> path = new ArrayList<>();
        for (Throwable cause = error; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            if (cause instanceof ObjectIdFormatException format) {
                String field = String.join(".", path);
                return InvalidObjectIdException.of(field.isEmpty() ? "request body" : "field", field, true, format,
                        error);
            }
            if (cause instanceof JsonbException && cause.getMessage() != null) {
                Matcher property = PROPERTY.matcher(cause.getMessage());
                if (property.find()) {
                    path.add(property.group(1));
                }
            }
        }
        return null;
    }
}
