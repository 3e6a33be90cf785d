package dev.objectid.quarkus;

import dev.objectid.ObjectIdFormatException;
import jakarta.ws.rs.BadRequestException;
import java.util.Locale;

/**
 * A request carried a malformed ObjectId or typed id: what the extension raises in place of Quarkus REST's own
 * answer (a 404 for a path or query parameter, an empty 400 for a header or a JSON body). Unless the application maps
 * it itself, it becomes a 400 {@code application/problem+json} body (RFC 9457) such as
 *
 * <pre>{@code
 * {"type": "about:blank", "title": "Bad Request", "status": 400, "instance": "/orders/zz",
 *  "detail": "Path variable 'id': Invalid ObjectId \"zz\": length is 2, expected 24 hexadecimal digits (0-9, a-f,
 *    A-F)",
 *  "parameter": "id", "value": "zz", "expected": "24 hexadecimal digits (0-9, a-f, A-F)"}
 * }</pre>
 *
 * <p>{@code parameter} names a path, query, header, cookie, form or matrix parameter; for a JSON body the property is
 * {@code field} instead, with the path to the value ({@code items[2].productId}). {@code value} is the text received,
 * cut after 100 characters; it is absent when the JSON held no string at all.
 *
 * <p>An application's own {@code ExceptionMapper<InvalidObjectIdException>} (or {@code @ServerExceptionMapper}) wins
 * over the extension's, which has a lower priority than every application mapper of the default priority.
 */
public final class InvalidObjectIdException extends BadRequestException {

    private static final long serialVersionUID = 1L;

    /** What {@link #name()} names, in words. */
    private final String where;
    /** The parameter, or the path of the field. */
    private final String name;
    /** Whether {@link #name} is the path of a field of the body. */
    private final boolean field;
    /** The text received, or {@code null}. */
    private final String value;

    /**
     * For a converter or reader of the application's own that finds a malformed id and wants the same answer.
     *
     * @param where what {@code name} names, in words: {@code "path variable"}, {@code "field"}, ...
     * @param name the parameter, or the path of the field in the body
     * @param field whether {@code name} is the path of a field of the body rather than a request parameter
     * @param value the text received, or {@code null} when there was none
     * @param reason what is wrong with it, as a sentence
     * @param cause the exception that told
     */
    public InvalidObjectIdException(
            String where, String name, boolean field, String value, String reason, Throwable cause) {
        super(detail(where, name, reason), cause);
        this.where = where;
        this.name = name;
        this.field = field;
        this.value = value;
    }

    /**
     * From the exception the parser threw: the value is what it was given.
     *
     * @param where what {@code name} names, in words
     * @param name the parameter, or the path of the field in the body
     * @param field whether {@code name} is the path of a field of the body
     * @param format what {@code ObjectId.parse} threw
     * @param cause the exception to keep as the cause
     * @return the exception
     */
    public static InvalidObjectIdException of(
            String where, String name, boolean field, ObjectIdFormatException format, Throwable cause) {
        return new InvalidObjectIdException(where, name, field, format.input(), format.getMessage(), cause);
    }

    /** {@code Path variable 'id': <reason>}; without the quoted name for the body itself. */
    private static String detail(String where, String name, String reason) {
        return where.substring(0, 1).toUpperCase(Locale.ROOT) + where.substring(1)
                + (name.isEmpty() ? "" : " '" + name + "'") + ": " + reason;
    }

    /**
     * What {@link #name()} names, in words.
     *
     * @return for example {@code "path variable"}, {@code "request parameter"}, {@code "field"} or
     *         {@code "request body"}
     */
    public String where() {
        return where;
    }

    /**
     * The request parameter, or the path of the field in the body, that held the malformed id.
     *
     * @return for example {@code "id"} or {@code "items[2].productId"}; empty for the body itself
     */
    public String name() {
        return name;
    }

    /**
     * Whether the id was in the body: then {@link #name()} is the path of a field, and the problem body names it as
     * {@code field} rather than {@code parameter}.
     *
     * @return {@code true} for a JSON body
     */
    public boolean inBody() {
        return field;
    }

    /**
     * The text received, uncut.
     *
     * @return the text, or {@code null} when the JSON body held another kind of value (a number, an object, ...)
     */
    public String value() {
        return value;
    }
}
