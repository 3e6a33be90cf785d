package dev.objectid.micronaut.serde;

import dev.objectid.ObjectIdFormatException;
import io.micronaut.serde.exceptions.InvalidFormatException;

/**
 * A JSON value that should have been an ObjectId or a typed id was not one: a string that is not 24 hexadecimal
 * digits, or no string at all. Thrown by objectid-micronaut's serdes; its cause is the parser's
 * {@link ObjectIdFormatException} when there was a string. For a request body, objectid-micronaut answers it with a 400
 * problem body naming the {@linkplain #field() field}; an application's own exception handling can recognise it too.
 */
public final class InvalidJsonIdException extends InvalidFormatException {

    private static final long serialVersionUID = 1L;

    /** The property, or {@code null}. */
    private final String field;

    InvalidJsonIdException(String field, String message, Exception cause, Object value) {
        super(message, cause, value);
        this.field = field;
    }

    /**
     * The name of the property that held the value, as Micronaut Serialization gave it.
     *
     * @return the property name, or {@code null} when the value was not read as a property (a list element, the
     *         whole document)
     */
    public String field() {
        return field;
    }
}
