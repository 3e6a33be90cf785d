package dev.objectid.spring.boot.webmvc;

import org.springframework.web.bind.WebDataBinder;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.InitBinder;

/**
 * Gives every data binder of the application's controllers the parser's message for a malformed id
 * ({@link InvalidIdBindingErrors}), around the binding error processor the binder has. A controller's own
 * {@code @InitBinder} runs after it and may set another.
 */
@ControllerAdvice
final class IdDataBindingAdvice {

    @InitBinder
    void invalidIdMessages(WebDataBinder binder) {
        if (!(binder.getBindingErrorProcessor() instanceof InvalidIdBindingErrors)) {
            binder.setBindingErrorProcessor(new InvalidIdBindingErrors(binder.getBindingErrorProcessor()));
        }
    }
}
