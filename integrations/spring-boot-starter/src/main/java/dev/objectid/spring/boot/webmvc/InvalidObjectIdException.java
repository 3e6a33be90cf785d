package dev.objectid.spring.boot.webmvc;

import dev.objectid.ObjectIdFormatException;
import java.net.URI;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.ErrorResponseException;

/**
 * A request carried a malformed ObjectId or typed id: the starter's answer to it, a 400 with an RFC 9457 problem body
 * such as
 *
 * <pre>{@code
 * {"type": "about:blank", "title": "Bad Request", "status": 400, "instance": "/orders/zz",
 *  "detail": "Path variable 'id': Invalid ObjectId \"zz\": length is 2, expected 24 hexadecimal digits (0-9, a-f,
 *    A-F)",
 *  "parameter": "id", "value": "zz", "expected": "24 hexadecimal digits (0-9, a-f, A-F)"}
 * }</pre>
 *
 * <p>{@code parameter} names a path variable, request parameter, header or cookie; for a JSON body the property is
 * {@code field} instead, with the path to the value ({@code items[2].productId}). {@code value} is the text received,
 * cut after 100 characters; it is absent when the JSON held no string at all.
 *
 * <p>The starter raises it in place of Spring MVC's exception (a {@code MethodArgumentTypeMismatchException}, an
 * {@code HttpMessageNotReadableException}), which stays its {@linkplain #getCause() cause}, and lets the application's
 * exception handling see it first: an {@code @ExceptionHandler} for either exception type wins, and a
 * {@code ResponseEntityExceptionHandler} renders this problem as it renders every {@link ErrorResponseException}. Its
 * detail message code is {@code problemDetail.dev.objectid.spring.boot.webmvc.InvalidObjectIdException}, with the arguments
 * where ({@code path variable}, {@code field}, ...), name, value and the parser's message.
 */
public final class InvalidObjectIdException extends ErrorResponseException {

    private static final long serialVersionUID = 1L;
    private static final int MAX_VALUE_LENGTH = 100;
    private static final URI ABOUT_BLANK = URI.create("about:blank");

    /** The parameter, or the path of the field. */
    private final String name;
    /** The text received, or {@code null}. */
    private final String value;

    /**
     * @param where what {@code name} names, in words: {@code "path variable"}, {@code "field"}, ...
     * @param field whether {@code name} is the path of a field of the body rather than a request parameter
     * @param value the text received, or {@code null} when there was none
     * @param reason what is wrong with it, as a sentence
     */
    InvalidObjectIdException(String where, String name, boolean field, String value, String reason, Throwable cause) {
        super(HttpStatus.BAD_REQUEST, problem(where, name, field, value, reason), cause, null, new Object[] {
            where, name, value, reason
        });
        this.name = name;
        this.value = value;
    }

    /** From the exception the parser threw: the value is what it was given. */
    static InvalidObjectIdException of(
            String where, String name, boolean field, ObjectIdFormatException format, Throwable cause) {
        return new InvalidObjectIdException(where, name, field, format.input(), format.getMessage(), cause);
    }

    private static ProblemDetail problem(String where, String name, boolean field, String value, String reason) {
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(
                HttpStatus.BAD_REQUEST,
                Character.toUpperCase(where.charAt(0)) + where.substring(1) + " '" + name + "': " + reason);
        problem.setType(ABOUT_BLANK); // written on every Spring version, as objectid-micronaut and -quarkus write it
        problem.setProperty(field ? "field" : "parameter", name);
        if (value != null) {
            problem.setProperty(
                    "value",
                    value.length() <= MAX_VALUE_LENGTH ? value : value.substring(0, MAX_VALUE_LENGTH) + "\u2026");
        }
        problem.setProperty("expected", ObjectIdFormatException.EXPECTED);
        return problem;
    }

    /**
     * The request parameter, or the path of the field in the body, that held the malformed id.
     *
     * @return for example {@code "id"} or {@code "items[2].productId"}
     */
    public String name() {
        return name;
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
