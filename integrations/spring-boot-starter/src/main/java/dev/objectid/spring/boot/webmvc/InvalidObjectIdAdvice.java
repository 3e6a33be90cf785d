package dev.objectid.spring.boot.webmvc;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.springframework.context.MessageSource;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpHeaders;
import org.springframework.http.InvalidMediaTypeException;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;

/**
 * Answers an {@link InvalidObjectIdException} that the application's own exception handling left alone, in the form
 * the client asked for: the problem body to API clients; to a request that prefers HTML (a browser), a 400 through
 * the servlet container's error handling, so that the application's error page shows it (Spring Boot's error view,
 * with the problem's detail as the error message). Last in order: the application's advices come first.
 */
@ControllerAdvice
@Order(Ordered.LOWEST_PRECEDENCE)
final class InvalidObjectIdAdvice {

    private final MessageSource messages;

    InvalidObjectIdAdvice(MessageSource messages) {
        this.messages = messages;
    }

    @ExceptionHandler(InvalidObjectIdException.class)
    ResponseEntity<ProblemDetail> invalidId(
            InvalidObjectIdException error, HttpServletRequest request, HttpServletResponse response)
            throws IOException {
        ProblemDetail body = error.updateAndGetBody(messages, LocaleContextHolder.getLocale());
        if (prefersHtml(request.getHeader(HttpHeaders.ACCEPT))) {
            response.sendError(error.getStatusCode().value(), body.getDetail());
            return null; // answered: the container renders the error page
        }
        return ResponseEntity.status(error.getStatusCode())
                .headers(error.getHeaders())
                .body(body);
    }

    /**
     * Whether an {@code Accept} header ranks HTML above JSON: its media type of highest quality that names one of
     * them (wildcards name neither) is HTML. No header, or only wildcards, means JSON.
     */
    static boolean prefersHtml(String accept) {
        if (accept == null || accept.isBlank()) {
            return false;
        }
        List<MediaType> types;
        try {
            types = new ArrayList<>(MediaType.parseMediaTypes(accept));
        } catch (InvalidMediaTypeException malformed) {
            return false;
        }
        types.sort(Comparator.comparingDouble(MediaType::getQualityValue).reversed()); // stable: header order in a tie
        for (MediaType type : types) {
            if (type.getQualityValue() == 0 || type.isWildcardType() || type.isWildcardSubtype()) {
                continue;
            }
            if (MediaType.TEXT_HTML.equalsTypeAndSubtype(type)) {
                return true; // what Spring Boot's error controller renders its error page for
            }
            if (type.getSubtype().equals("json") || type.getSubtype().endsWith("+json")) {
                return false;
            }
        }
        return false;
    }
}
