package dev.objectid.quarkus.runtime.rest;

import dev.objectid.ObjectIdFormatException;
import dev.objectid.quarkus.InvalidObjectIdException;
import dev.objectid.quarkus.UnreadableBodyException;
import jakarta.json.JsonException;
import jakarta.json.bind.JsonbException;
import jakarta.json.stream.JsonLocation;
import jakarta.json.stream.JsonParsingException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
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

    private JsonbIdFailures() {}

    /**
     * The extension's exception for a body JSON-B could not read for another reason than a malformed id, or
     * {@code null} if {@code error} is not JSON-B's: not JSON or nested too deep (the JSON parser's message, and
     * where it gives one), or a value of another kind than its property takes (Yasson's message names Java types, so it is left
     * out; the property's path is kept).
     *
     * @param error what reading the body threw, after {@link #of} found no malformed id in it
     */
    static UnreadableBodyException unreadable(Throwable error) {
        List<String> path = new ArrayList<>();
        boolean jsonb = false;
        for (Throwable cause = error; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            if (jsonb && !(cause instanceof JsonException) && fromParser(cause)) {
                return new UnreadableBodyException(
                        String.join(".", path), "not readable as JSON: " + cause.getMessage(), error);
            }
            if (cause instanceof JsonParsingException parsing) {
                JsonLocation location = parsing.getLocation();
                String message = parsing.getMessage();
                return new UnreadableBodyException(
                        String.join(".", path),
                        "not readable as JSON: " + message
                                + (location == null || message.contains("line")
                                        ? ""
                                        : " at line " + location.getLineNumber() + ", column "
                                                + location.getColumnNumber()),
                        error);
            }
            if (cause instanceof JsonbException || cause instanceof JsonException) {
                jsonb = true;
                property(cause).ifPresent(path::add);
            }
        }
        return jsonb
                ? new UnreadableBodyException(
                        String.join(".", path), "the JSON value is not of the kind this field takes", error)
                : null;
    }

    /**
     * Whether {@code failure} is the JSON parser's own (Parsson's limit on nesting, for one, is a plain
     * {@code RuntimeException} that Yasson wraps as an internal error): its message is about the document, not about
     * Java types.
     */
    private static boolean fromParser(Throwable failure) {
        StackTraceElement[] stack = failure.getStackTrace();
        return stack.length > 0
                && stack[0].getClassName().startsWith("org.eclipse.parsson.")
                && failure.getMessage() != null;
    }

    /** The property Yasson names in {@code jsonb}'s message, when it is one of its property wrappers. */
    private static Optional<String> property(Throwable jsonb) {
        if (jsonb instanceof JsonbException && jsonb.getMessage() != null) {
            Matcher property = PROPERTY.matcher(jsonb.getMessage());
            if (property.find()) {
                return Optional.of(property.group(1));
            }
        }
        return Optional.empty();
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
                return InvalidObjectIdException.of(
                        field.isEmpty() ? "request body" : "field", field, true, format, error);
            }
            property(cause).ifPresent(path::add);
        }
        return null;
    }
}
