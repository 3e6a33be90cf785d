package dev.objectid.quarkus;

import jakarta.ws.rs.BadRequestException;

/**
 * A JSON request body could not be read at all: it is not JSON, nests deeper than the parser allows, or holds a value
 * of another kind than the resource's type wants. Quarkus REST answers these with an empty 400; the extension raises
 * this instead, and, unless the application maps it itself, it becomes a 400 {@code application/problem+json} body
 * (RFC 9457) of the same shape as a malformed id's, such as
 *
 * <pre>{@code
 * {"type": "about:blank", "title": "Bad Request", "status": 400, "instance": "/orders",
 *  "detail": "Request body: not readable as JSON: Document nesting depth (1001) exceeds the maximum allowed (1000 ...)
 *    at line 1, column 1001"}
 * }</pre>
 *
 * <p>{@code field} is added when the parser names the property whose value could not be read. Malformed ids are
 * {@link InvalidObjectIdException}s, never this.
 */
public final class UnreadableBodyException extends BadRequestException {

    private static final long serialVersionUID = 1L;

    /** The path of the field, or empty. */
    private final String field;

    /**
     * @param field the path of the field whose value could not be read ({@code items[2]}), or empty for the body
     * @param reason what is wrong, as a sentence that names no Java type
     * @param cause what the JSON library threw
     */
    public UnreadableBodyException(String field, String reason, Throwable cause) {
        super((field.isEmpty() ? "Request body" : "Field '" + field + "'") + ": " + reason, cause);
        this.field = field;
    }

    /**
     * The field whose value could not be read.
     *
     * @return its path in the body, such as {@code items[2].quantity}; empty when the body as a whole is unreadable
     */
    public String field() {
        return field;
    }
}
