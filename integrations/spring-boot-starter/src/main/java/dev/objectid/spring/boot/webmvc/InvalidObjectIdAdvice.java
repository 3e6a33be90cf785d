package dev.objectid.spring.boot.webmvc;

import org.springframework.context.MessageSource;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;

/**
 * Answers an {@link InvalidObjectIdException} that the application's own exception handling left alone. Last in
 * order: the application's advices come first.
 */
@ControllerAdvice
@Order(Ordered.LOWEST_PRECEDENCE)
final class InvalidObjectIdAdvice {

    private final MessageSource messages;

    InvalidObjectIdAdvice(MessageSource messages) {
        this.messages = messages;
    }

    @ExceptionHandler(InvalidObjectIdException.class)
    ResponseEntity<ProblemDetail> invalidId(InvalidObjectIdException error) {
        ProblemDetail body = error.updateAndGetBody(messages, LocaleContextHolder.getLocale());
        return ResponseEntity.status(error.getStatusCode()).headers(error.getHeaders()).body(body);
    }
}
