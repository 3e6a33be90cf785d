package dev.objectid.micronaut.http;

import dev.objectid.ObjectIdFormatException;
import dev.objectid.micronaut.serde.InvalidJsonIdException;
import dev.objectid.spi.ObjectIdTypes;
import io.micronaut.context.annotation.Replaces;
import io.micronaut.context.annotation.Requires;
import io.micronaut.context.annotation.Secondary;
import io.micronaut.core.annotation.AnnotationMetadata;
import io.micronaut.core.convert.exceptions.ConversionErrorException;
import io.micronaut.core.type.Argument;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.CookieValue;
import io.micronaut.http.annotation.Header;
import io.micronaut.http.annotation.Part;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.http.server.exceptions.ConversionErrorHandler;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import io.micronaut.http.server.exceptions.response.ErrorResponseProcessor;
import io.micronaut.web.router.RouteAttributes;
import io.micronaut.web.router.UriRouteMatch;
import jakarta.inject.Singleton;
import java.lang.annotation.Annotation;
import java.util.List;

/**
 * Answers a request whose ObjectId or typed id could not be bound, a path variable {@code zz} or a JSON field
 * {@code "customerId": 42} for example, with a 400 and an {@link InvalidObjectIdProblem} body naming the parameter or
 * field, the value and what is accepted; so is a query parameter given several times where one id is expected
 * ({@code ?id=a&id=b}), and a form field ({@link RepeatedIdFormFieldFilter}). Every other conversion error gets
 * Micronaut's own answer.
 *
 * <p>It takes the place of Micronaut's {@link ConversionErrorHandler} and is {@link Secondary}: an application's own
 * {@code ExceptionHandler} for {@link ConversionErrorException}, or an {@code @Error} method, wins.
 */
@Singleton
@Secondary
@Produces
@Replaces(ConversionErrorHandler.class)
@Requires(classes = ExceptionHandler.class)
final class InvalidObjectIdHandler extends ConversionErrorHandler {

    InvalidObjectIdHandler(ErrorResponseProcessor<?> responseProcessor) {
        super(responseProcessor);
    }

    @Override
    @SuppressWarnings("rawtypes") // the interface declares the raw type
    public HttpResponse<?> handle(HttpRequest request, ConversionErrorException exception) {
        InvalidObjectIdProblem problem = problem(request, exception);
        return problem == null
                ? super.handle(request, exception)
                : HttpResponse.badRequest(problem.body()).contentType(InvalidObjectIdProblem.MEDIA_TYPE);
    }

    /** The problem of a malformed id, or {@code null} if {@code exception} is about something else. */
    private static InvalidObjectIdProblem problem(HttpRequest<?> request, ConversionErrorException exception) {
        Argument<?> argument = exception.getArgument();
        AnnotationMetadata annotations = argument.getAnnotationMetadata();
        String path = request.getPath();
        ObjectIdFormatException format = find(exception, ObjectIdFormatException.class);
        InvalidJsonIdException json = find(exception, InvalidJsonIdException.class);
        if (json != null) {
            String value = format != null ? format.input() : null;
            return json.field() == null
                    ? new InvalidObjectIdProblem(
                            "request body", argument.getName(), true, path, value, json.getMessage())
                    : new InvalidObjectIdProblem("field", json.field(), true, path, value, json.getMessage());
        }
        if (format == null) {
            format = repeated(request, argument, annotations);
            if (format == null) {
                return null;
            }
        }
        String where;
        String name;
        if (annotations.hasAnnotation(Header.class)) {
            where = "request header";
            name = named(annotations, Header.class, argument);
        } else if (annotations.hasAnnotation(CookieValue.class)) {
            where = "cookie";
            name = named(annotations, CookieValue.class, argument);
        } else {
            if (annotations.hasAnnotation(QueryValue.class)) {
                name = named(annotations, QueryValue.class, argument);
            } else if (annotations.hasAnnotation(Part.class) || annotations.hasAnnotation(Body.class)) {
                name = RepeatedIdFormFieldFilter.fieldName(argument);
            } else {
                name = named(annotations, PathVariable.class, argument);
            }
            boolean pathVariable = annotations.hasAnnotation(PathVariable.class)
                    || RouteAttributes.getRouteMatch(request)
                            .filter(UriRouteMatch.class::isInstance)
                            .map(match -> ((UriRouteMatch<?, ?>) match)
                                    .getVariableValues()
                                    .containsKey(name))
                            .orElse(false);
            where = pathVariable ? "path variable" : "request parameter";
        }
        return new InvalidObjectIdProblem(where, name, false, path, format.input(), format.getMessage());
    }

    /**
     * A query parameter given several times where one id is expected ({@code ?id=a&id=b}), which Micronaut refuses
     * without naming the id: core's exception for it, or {@code null} if the error is about something else.
     */
    private static ObjectIdFormatException repeated(
            HttpRequest<?> request, Argument<?> argument, AnnotationMetadata annotations) {
        if (!ObjectIdTypes.isId(argument.getType())) {
            return null;
        }
        List<String> values = request.getParameters().getAll(named(annotations, QueryValue.class, argument));
        return values.size() > 1 ? ObjectIdTypes.oneValueExpected(values, argument.getType()) : null;
    }

    /** The name an annotation gives the parameter, else the argument's own. */
    private static String named(
            AnnotationMetadata annotations, Class<? extends Annotation> annotation, Argument<?> argument) {
        return annotations
                .stringValue(annotation)
                .filter(name -> !name.isEmpty())
                .orElse(argument.getName());
    }

    /** The first exception of a type in the cause chain, or {@code null}. */
    private static <T extends Throwable> T find(Throwable error, Class<T> type) {
        for (Throwable cause = error; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            if (type.isInstance(cause)) {
                return type.cast(cause);
            }
        }
        return null;
    }
}
