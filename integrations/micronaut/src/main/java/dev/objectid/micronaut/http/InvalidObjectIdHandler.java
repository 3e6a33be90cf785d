package dev.objectid.micronaut.http;

import dev.objectid.ObjectIdFormatException;
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

/**
 * Answers a request whose ObjectId or typed id could not be bound, a path variable {@code zz} for example, with a 400
 * and an {@link InvalidObjectIdProblem} body naming the parameter, the value and what is accepted. Every other
 * conversion error gets Micronaut's own answer.
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
    public HttpResponse<?> handle(HttpRequest request, ConversionErrorException exception) {
        ObjectIdFormatException error = find(exception);
        if (error == null) {
            return super.handle(request, exception);
        }
        InvalidObjectIdProblem problem = problem(request, exception.getArgument(), error);
        return HttpResponse.badRequest(problem.body()).contentType(InvalidObjectIdProblem.MEDIA_TYPE);
    }

    private static InvalidObjectIdProblem problem(HttpRequest<?> request, Argument<?> argument,
            ObjectIdFormatException error) {
        AnnotationMetadata annotations = argument.getAnnotationMetadata();
        String path = request.getPath();
        if (annotations.hasAnnotation(Body.class)) {
            String name = annotations.stringValue(Body.class).orElse(null);
            return name == null ? new InvalidObjectIdProblem("request body", argument.getName(), true, path, error)
                    : new InvalidObjectIdProblem("field", name, true, path, error);
        }
        if (annotations.hasAnnotation(Header.class)) {
            return new InvalidObjectIdProblem("request header", named(annotations, Header.class, argument), false,
                    path, error);
        }
        if (annotations.hasAnnotation(CookieValue.class)) {
            return new InvalidObjectIdProblem("cookie", named(annotations, CookieValue.class, argument), false, path,
                    error);
        }
        String name = annotations.hasAnnotation(QueryValue.class) ? named(annotations, QueryValue.class, argument)
                : named(annotations, PathVariable.class, argument);
        boolean pathVariable = annotations.hasAnnotation(PathVariable.class)
                || RouteAttributes.getRouteMatch(request)
                        .filter(UriRouteMatch.class::isInstance)
                        .map(match -> ((UriRouteMatch<?, ?>) match).getVariableValues().containsKey(name))
                        .orElse(false);
        return pathVariable ? new InvalidObjectIdProblem("path variable", name, false, path, error)
                : new InvalidObjectIdProblem("request parameter", name, false, path, error);
    }

    /** The name an annotation gives the parameter, else the argument's own. */
    private static String named(AnnotationMetadata annotations, Class<? extends Annotation> annotation,
            Argument<?> argument) {
        return annotations.stringValue(annotation).filter(name -> !name.isEmpty()).orElse(argument.getName());
    }

    /** The parser's exception in the cause chain, or {@code null}. */
    private static ObjectIdFormatException find(Throwable error) {
        for (Throwable cause = error; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            if (cause instanceof ObjectIdFormatException format) {
                return format;
            }
        }
        return null;
    }
}
