package dev.objectid.spring.boot.webmvc;

import dev.objectid.ObjectIdFormatException;
import org.springframework.beans.PropertyAccessException;
import org.springframework.beans.TypeMismatchException;
import org.springframework.validation.BindingErrorProcessor;
import org.springframework.validation.BindingResult;

/**
 * Gives the field error of a malformed id in a form or other bound object the parser's message as its default message
 * ({@code Invalid ObjectId "zz": length is 2, expected ...}) instead of Spring's conversion chain; the error codes
 * stay Spring's ({@code typeMismatch.pet.id}, {@code typeMismatch}, ...), so the application's messages still win.
 * Every other error goes to the processor it wraps.
 */
final class InvalidIdBindingErrors implements BindingErrorProcessor {

    private final BindingErrorProcessor delegate;

    InvalidIdBindingErrors(BindingErrorProcessor delegate) {
        this.delegate = delegate;
    }

    @Override
    public void processMissingFieldError(String missingField, BindingResult bindingResult) {
        delegate.processMissingFieldError(missingField, bindingResult);
    }

    @Override
    public void processPropertyAccessException(PropertyAccessException error, BindingResult bindingResult) {
        ObjectIdFormatException format = InvalidIds.find(error, ObjectIdFormatException.class);
        if (error instanceof TypeMismatchException mismatch && format != null) {
            delegate.processPropertyAccessException(new InvalidIdMismatch(mismatch, format), bindingResult);
        } else {
            delegate.processPropertyAccessException(error, bindingResult);
        }
    }

    /** The same type mismatch, with the parser's message. */
    static final class InvalidIdMismatch extends TypeMismatchException {

        private static final long serialVersionUID = 1L;

        private final String message;

        InvalidIdMismatch(TypeMismatchException mismatch, ObjectIdFormatException format) {
            super(mismatch.getValue(), mismatch.getRequiredType(), mismatch.getCause());
            if (mismatch.getPropertyName() != null) {
                initPropertyName(mismatch.getPropertyName());
            }
            this.message = format.getMessage();
        }

        @Override
        public String getMessage() {
            return message;
        }
    }
}
