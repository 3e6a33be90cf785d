package dev.objectid.sample.web;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.springframework.beans.TypeMismatchException;
import org.springframework.context.MessageSourceResolvable;
import org.springframework.core.NestedExceptionUtils;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.validation.FieldError;
import org.springframework.web.bind.MethodArgumentNotValidException;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.context.request.WebRequest;
import org.springframework.web.method.annotation.HandlerMethodValidationException;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;
import org.springframework.web.servlet.mvc.method.annotation.ResponseEntityExceptionHandler;

/**
 * Turns bad requests into RFC 9457 problem bodies ({@code application/problem+json}) that say what was wrong and with
 * which value. Spring MVC's {@link ResponseEntityExceptionHandler} already answers every MVC exception with a
 * {@link ProblemDetail}; this class makes the details of the 400s specific:
 * <ul>
 * <li>a path variable or request parameter that does not convert ({@code ?createdFrom=yesterday}): the parameter,
 * the value and the converter's message;
 * <li>a body that does not bind (not JSON, an unknown status): the reader's message;
 * <li>a body or parameter that fails validation: an {@code errors} list of {@link FieldProblem}s.
 * </ul>
 * Malformed ids are not among them: objectid-spring-boot-starter answers those, wherever they are in the request, and
 * this class renders its problem as it renders every {@code ErrorResponseException}.
 */
@RestControllerAdvice
class ApiExceptionHandler extends ResponseEntityExceptionHandler {

    // tag::type-mismatch[]
    @Override
    protected ResponseEntity<Object> handleTypeMismatch(
            TypeMismatchException ex, HttpHeaders headers, HttpStatusCode status, WebRequest request) {
        String name =
                ex instanceof MethodArgumentTypeMismatchException mismatch ? mismatch.getName() : ex.getPropertyName();
        Throwable cause = NestedExceptionUtils.getMostSpecificCause(ex);
        // for an Instant: Text 'yesterday' could not be parsed at index 0
        String message = cause == ex ? "cannot be converted to " + ex.getRequiredType() : firstLine(cause.getMessage());
        ProblemDetail problem =
                Problems.invalid("request parameters", List.of(new FieldProblem(name, message, ex.getValue())));
        problem.setDetail("Invalid value '" + ex.getValue() + "' for '" + name + "': " + message);
        return handleExceptionInternal(ex, problem, headers, HttpStatus.BAD_REQUEST, request);
    }
    // end::type-mismatch[]

    @Override
    protected ResponseEntity<Object> handleHttpMessageNotReadable(
            HttpMessageNotReadableException ex, HttpHeaders headers, HttpStatusCode status, WebRequest request) {
        Throwable cause = NestedExceptionUtils.getMostSpecificCause(ex);
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(
                HttpStatus.BAD_REQUEST, "Unreadable request body: " + firstLine(cause.getMessage()));
        return handleExceptionInternal(ex, problem, headers, HttpStatus.BAD_REQUEST, request);
    }

    @Override
    protected ResponseEntity<Object> handleMethodArgumentNotValid(
            MethodArgumentNotValidException ex, HttpHeaders headers, HttpStatusCode status, WebRequest request) {
        List<FieldProblem> errors = new ArrayList<>();
        for (FieldError error : ex.getBindingResult().getFieldErrors()) {
            errors.add(new FieldProblem(error.getField(), error.getDefaultMessage(), error.getRejectedValue()));
        }
        errors.sort(Comparator.comparing(FieldProblem::field).thenComparing(FieldProblem::message));
        return handleExceptionInternal(
                ex, Problems.invalid("request content", errors), headers, HttpStatus.BAD_REQUEST, request);
    }

    @Override
    protected ResponseEntity<Object> handleHandlerMethodValidationException(
            HandlerMethodValidationException ex, HttpHeaders headers, HttpStatusCode status, WebRequest request) {
        List<FieldProblem> errors = new ArrayList<>();
        ex.getParameterValidationResults().forEach(result -> {
            String name = result.getMethodParameter().getParameterName();
            for (MessageSourceResolvable error : result.getResolvableErrors()) {
                errors.add(new FieldProblem(name, error.getDefaultMessage(), result.getArgument()));
            }
        });
        errors.sort(Comparator.comparing(FieldProblem::field).thenComparing(FieldProblem::message));
        return handleExceptionInternal(
                ex, Problems.invalid("request parameters", errors), headers, HttpStatus.BAD_REQUEST, request);
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "";
        }
        int end = message.indexOf('\n');
        return (end < 0 ? message : message.substring(0, end)).trim();
    }
}
