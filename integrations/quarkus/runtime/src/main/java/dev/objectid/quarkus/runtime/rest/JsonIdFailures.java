package dev.objectid.quarkus.runtime.rest;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.PropertyBindingException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import dev.objectid.ObjectIdFormatException;
import dev.objectid.quarkus.InvalidObjectIdException;
import dev.objectid.quarkus.UnreadableBodyException;
import dev.objectid.spi.ObjectIdTypes;

/**
 * Tells whether Jackson failed to read a request body because of a malformed ObjectId or typed id, and where in the
 * document: the exception chain holds the {@link ObjectIdFormatException} that {@code ObjectId.parse} threw (typed ids
 * parse through it too), or, for a map key, Jackson names an id type and the text it had; a JSON value that is not a
 * string (a number, an object) where an id belongs is malformed too. Any other failure of Jackson's is an unreadable
 * body, described without naming Java types.
 */
final class JsonIdFailures {

    private JsonIdFailures() {}

    /**
     * The extension's exception for {@code error}, or {@code null} if {@code error} is not about a malformed id.
     *
     * @param error what reading the body threw: a Jackson exception, or Quarkus REST's 400 wrapping one
     */
    static InvalidObjectIdException of(Throwable error) {
        JsonMappingException mapping = find(error, JsonMappingException.class);
        if (mapping == null) {
            return null;
        }
        String path = pathOf(mapping);
        String where = path.isEmpty() ? "request body" : "field";
        Class<?> target = targetOf(mapping);
        ObjectIdFormatException format = find(error, ObjectIdFormatException.class);
        if (format == null
                && ObjectIdTypes.isId(target)
                && mapping instanceof InvalidFormatException invalid
                && invalid.getValue() instanceof String text) {
            format = ObjectIdTypes.parseFailure(
                    text, target); // a map key: Jackson keeps the text, not the parser's exception
        }
        if (format != null) {
            return InvalidObjectIdException.of(where, path, true, format, error);
        }
        if (ObjectIdTypes.isId(target)) {
            return new InvalidObjectIdException(
                    where, path, true, null, ObjectIdTypes.notAString(target, "JSON"), error);
        }
        return null;
    }

    /**
     * The extension's exception for a body Jackson could not read for another reason than a malformed id, or
     * {@code null} if {@code error} is not Jackson's: not JSON, nested deeper than Jackson's read constraints allow (the
     * parser's message, and where), an unknown property (when the application fails on them), or a value of another
     * kind than its field takes.
     *
     * @param error what reading the body threw, after {@link #of} found no malformed id in it
     */
    static UnreadableBodyException unreadable(Throwable error) {
        JsonProcessingException jackson = find(error, JsonProcessingException.class);
        if (jackson == null) {
            return null;
        }
        JsonMappingException mapping = find(error, JsonMappingException.class);
        String path = mapping == null ? "" : pathOf(mapping);
        JsonProcessingException parsing = jackson;
        while (parsing instanceof JsonMappingException && parsing.getCause() instanceof JsonProcessingException inner) {
            parsing = inner;
        }
        String reason;
        if (!(parsing instanceof JsonMappingException)) {
            reason = "not readable as JSON: " + parsing.getOriginalMessage() + at(parsing.getLocation());
        } else if (parsing instanceof PropertyBindingException property) {
            reason = "unknown property '" + property.getPropertyName() + "'" + at(property.getLocation());
        } else {
            reason = "the JSON value" + at(parsing.getLocation()) + " is not of the kind this field takes";
        }
        return new UnreadableBodyException(path, reason, error);
    }

    private static String at(JsonLocation location) {
        return location == null || location.getLineNr() < 0
                ? ""
                : " at line " + location.getLineNr() + ", column " + location.getColumnNr();
    }

    /** The property path, such as {@code items[2].productId}: names where Jackson has them, else indexes. */
    private static String pathOf(JsonMappingException mapping) {
        StringBuilder path = new StringBuilder();
        for (JsonMappingException.Reference step : mapping.getPath()) {
            if (step.getFieldName() != null) {
                path.append(path.length() == 0 ? "" : ".").append(step.getFieldName());
            } else if (step.getIndex() >= 0) {
                path.append('[').append(step.getIndex()).append(']');
            }
        }
        return path.toString();
    }

    /** The type Jackson was reading, or {@code null} if it does not say. */
    private static Class<?> targetOf(JsonMappingException mapping) {
        if (mapping instanceof MismatchedInputException mismatch) {
            return mismatch.getTargetType();
        }
        if (mapping instanceof ValueInstantiationException instantiation && instantiation.getType() != null) {
            return instantiation.getType().getRawClass();
        }
        return null;
    }

    private static <T extends Throwable> T find(Throwable error, Class<T> type) {
        for (Throwable cause = error; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            if (type.isInstance(cause)) {
                return type.cast(cause);
            }
        }
        return null;
    }
}
