package dev.objectid.sample.web;

import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.ErrorResponseException;

/** The RFC 9457 problem bodies this API answers with, built in one place so that they all look alike. */
final class Problems {

    private Problems() {}

    /** 404: there is no {@code what} with this id. */
    static ErrorResponseException notFound(String what, Object id) {
        ProblemDetail problem =
                ProblemDetail.forStatusAndDetail(HttpStatus.NOT_FOUND, "No " + what + " with id " + id + ".");
        problem.setProperty("id", id); // a typed id: JSON holds its hex form
        return new ErrorResponseException(HttpStatus.NOT_FOUND, problem, null);
    }

    /** 400 with a list of {@code errors}: the fields or parameters that are wrong. */
    static ProblemDetail invalid(String what, List<FieldProblem> errors) {
        StringBuilder detail = new StringBuilder("Invalid ").append(what).append(": ");
        for (int i = 0; i < errors.size(); i++) {
            FieldProblem error = errors.get(i);
            detail.append(i == 0 ? "" : "; ").append(error.field()).append(' ').append(error.message());
        }
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(
                HttpStatus.BAD_REQUEST, detail.append('.').toString());
        problem.setProperty("errors", errors);
        return problem;
    }

    /** 400 for one field or parameter. */
    static ErrorResponseException invalid(String what, FieldProblem error) {
        return new ErrorResponseException(HttpStatus.BAD_REQUEST, invalid(what, List.of(error)), null);
    }
}
