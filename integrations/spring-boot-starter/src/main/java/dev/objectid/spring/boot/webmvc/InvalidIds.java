package dev.objectid.spring.boot.webmvc;

import dev.objectid.ObjectIdFormatException;
import dev.objectid.spi.ObjectIdTypes;
import jakarta.servlet.http.HttpServletRequest;
import java.util.Arrays;
import java.util.Map;
import org.springframework.core.MethodParameter;
import org.springframework.core.convert.ConversionFailedException;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.web.bind.annotation.CookieValue;
import org.springframework.web.bind.annotation.MatrixVariable;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestPart;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;
import org.springframework.web.servlet.HandlerMapping;

/**
 * Tells which exceptions of a request are about a malformed id in it, and where in the request it was: the exception
 * chain holds the {@link ObjectIdFormatException} that {@code ObjectId.parse} threw (for typed ids too, whose
 * {@code valueOf} calls it), or, for a map key in a JSON body, Jackson names an id type and the text it had.
 */
final class InvalidIds {

    private InvalidIds() {}

    /**
     * The starter's exception for {@code error}, or {@code null} if {@code error} is not about a malformed id of
     * {@code request}.
     */
    static InvalidObjectIdException of(Exception error, HttpServletRequest request) {
        if (error instanceof MethodArgumentTypeMismatchException mismatch) {
            ObjectIdFormatException format = find(error, ObjectIdFormatException.class);
            return format == null
                    ? null
                    : InvalidObjectIdException.of(
                            where(mismatch.getParameter()), mismatch.getName(), false, format, error);
        }
        if (error instanceof HttpMessageNotReadableException) {
            return ofBody(error);
        }
        if (find(error, ConversionFailedException.class) != null) {
            return ofConversion(error, request);
        }
        return null;
    }

    /**
     * A conversion the handler made itself (Spring Data REST converts the {@code {id}} of its URLs in its controller,
     * and the parameters of its searches in the repository invoker, which wraps the failure): about the request only if
     * the text it failed on is the value of a path variable or request parameter.
     */
    private static InvalidObjectIdException ofConversion(Exception error, HttpServletRequest request) {
        ObjectIdFormatException format = find(error, ObjectIdFormatException.class);
        if (format == null || format.input() == null) {
            return null;
        }
        if (request.getAttribute(HandlerMapping.URI_TEMPLATE_VARIABLES_ATTRIBUTE) instanceof Map<?, ?> variables) {
            for (Map.Entry<?, ?> variable : variables.entrySet()) {
                if (format.input().equals(variable.getValue())) {
                    return InvalidObjectIdException.of(
                            "path variable", variable.getKey().toString(), false, format, error);
                }
            }
        }
        for (Map.Entry<String, String[]> parameter : request.getParameterMap().entrySet()) {
            if (Arrays.asList(parameter.getValue()).contains(format.input())) {
                return InvalidObjectIdException.of("request parameter", parameter.getKey(), false, format, error);
            }
        }
        return null;
    }

    private static InvalidObjectIdException ofBody(Exception error) {
        JsonFailure json = JsonFailure.find(error);
        if (json == null) {
            return null;
        }
        String where = json.path().isEmpty() ? "request body" : "field";
        ObjectIdFormatException format = find(error, ObjectIdFormatException.class);
        if (format == null && json.value() instanceof String text && ObjectIdTypes.isId(json.targetType())) {
            format = ObjectIdTypes.parseFailure(
                    text, json.targetType()); // a map key: Jackson keeps the text, not the parser's exception
        }
        if (format != null) {
            return InvalidObjectIdException.of(where, json.path(), true, format, error);
        }
        if (ObjectIdTypes.isId(json.targetType())) {
            return new InvalidObjectIdException(
                    where, json.path(), true, null, ObjectIdTypes.notAString(json.targetType(), "JSON"), error);
        }
        return null;
    }

    private static String where(MethodParameter parameter) {
        if (parameter.hasParameterAnnotation(PathVariable.class)) {
            return "path variable";
        } else if (parameter.hasParameterAnnotation(RequestHeader.class)) {
            return "request header";
        } else if (parameter.hasParameterAnnotation(CookieValue.class)) {
            return "cookie";
        } else if (parameter.hasParameterAnnotation(MatrixVariable.class)) {
            return "matrix variable";
        } else if (parameter.hasParameterAnnotation(RequestPart.class)) {
            return "request part";
        }
        return "request parameter"; // @RequestParam, or a simple type without annotation
    }

    static <T extends Throwable> T find(Throwable error, Class<T> type) {
        for (Throwable cause = error; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            if (type.isInstance(cause)) {
                return type.cast(cause);
            }
        }
        return null;
    }
}
