package dev.objectid.micronaut.http;

import dev.objectid.spi.ObjectIdTypes;
import io.micronaut.context.annotation.Requires;
import io.micronaut.core.annotation.AnnotationMetadata;
import io.micronaut.core.bind.annotation.Bindable;
import io.micronaut.core.convert.ArgumentConversionContext;
import io.micronaut.core.convert.ConversionContext;
import io.micronaut.core.convert.exceptions.ConversionErrorException;
import io.micronaut.core.order.Ordered;
import io.micronaut.core.type.Argument;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Part;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ServerFilter;
import io.micronaut.http.filter.ServerFilterPhase;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import io.micronaut.http.server.filter.FilterBodyParser;
import io.micronaut.web.router.RouteAttributes;
import io.micronaut.web.router.RouteMatch;
import java.lang.annotation.Annotation;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * Refuses a form field that binds one ObjectId or typed id and comes more than once in an
 * {@code application/x-www-form-urlencoded} body, {@code id=a&id=b}: Micronaut's Netty server binds a form argument to
 * the first field of its name and drops the later ones without a word, before any converter sees them. For a route
 * with such an argument (no binding annotation, {@code @Part}, or {@code @Body("name")}) this filter reads the body
 * through Micronaut's {@link FilterBodyParser} and fails the request with the {@link ConversionErrorException} a query
 * value given twice gets, core's {@link ObjectIdTypes#oneValueExpected}; {@link InvalidObjectIdHandler}, or an
 * application's own handler, answers it. It runs in the last phase, after security, as binding would. Other requests
 * are not read, and a form it cannot decode is left to Micronaut's binding.
 */
@ServerFilter(ServerFilter.MATCH_ALL_PATTERN)
@Requires(classes = ExceptionHandler.class)
@Requires(beans = FilterBodyParser.class)
final class RepeatedIdFormFieldFilter implements Ordered {

    private final FilterBodyParser bodies;

    RepeatedIdFormFieldFilter(FilterBodyParser bodies) {
        this.bodies = bodies;
    }

    @Override
    public int getOrder() {
        return ServerFilterPhase.LAST.order();
    }

    /**
     * Reads the form of a request whose route binds an id from a form field, and refuses a field given twice.
     *
     * @param request the request
     * @return a future of nothing to answer, at once for a request with no such field, or failing with the conversion
     *     error
     */
    @RequestFilter
    CompletableFuture<Optional<HttpResponse<?>>> refuseRepeatedIdFields(HttpRequest<?> request) {
        if (!request.getContentType()
                .map(MediaType.APPLICATION_FORM_URLENCODED_TYPE::equals)
                .orElse(false)) {
            return CompletableFuture.completedFuture(Optional.empty());
        }
        List<Argument<?>> fields = idFields(request);
        if (fields.isEmpty()) {
            return CompletableFuture.completedFuture(Optional.empty());
        }
        return bodies.parseBody(request).handle((form, unreadable) -> {
            if (unreadable != null) {
                return Optional.empty(); // a form that cannot be decoded: Micronaut's binding answers it, as without
            }
            for (Argument<?> argument : fields) {
                if (form.get(fieldName(argument)) instanceof List<?> values && values.size() > 1) {
                    throw repeated(argument, values);
                }
            }
            return Optional.empty();
        });
    }

    /** The arguments of the request's route that bind an id, or an {@code Optional} of one, from a form field. */
    private static List<Argument<?>> idFields(HttpRequest<?> request) {
        Optional<RouteMatch<?>> route = RouteAttributes.getRouteMatch(request);
        if (route.isEmpty()) {
            return List.of();
        }
        List<Argument<?>> fields = new ArrayList<>();
        for (Argument<?> argument : route.get().getRequiredArguments()) {
            if (ObjectIdTypes.isId(idType(argument)) && fromFormField(argument.getAnnotationMetadata())) {
                fields.add(argument);
            }
        }
        return fields;
    }

    /** The id type an argument binds: its own, or the one its {@code Optional} holds. */
    private static Class<?> idType(Argument<?> argument) {
        if (!argument.isOptional()) {
            return argument.getType();
        }
        return argument.getFirstTypeVariable().<Class<?>>map(Argument::getType).orElse(Object.class);
    }

    /**
     * Whether Micronaut binds an argument from the form field of a name: one with no binding annotation (named by the
     * argument, path variables already left out by the route), {@code @Part}, or {@code @Body} naming a field.
     */
    private static boolean fromFormField(AnnotationMetadata annotations) {
        Optional<Class<? extends Annotation>> binding = annotations.getAnnotationTypeByStereotype(Bindable.class);
        return binding.isEmpty()
                || binding.get() == Part.class
                || (binding.get() == Body.class
                        && annotations.stringValue(Body.class).isPresent());
    }

    /** The form field an argument binds, as Micronaut names it. */
    static String fieldName(Argument<?> argument) {
        AnnotationMetadata annotations = argument.getAnnotationMetadata();
        return annotations
                .stringValue(Part.class)
                .or(() -> annotations.stringValue(Body.class))
                .filter(name -> !name.isEmpty())
                .orElse(argument.getName());
    }

    /** The conversion error of a field given several times, as a query value given several times gets it. */
    private static ConversionErrorException repeated(Argument<?> argument, List<?> values) {
        List<String> texts = values.stream().map(String::valueOf).toList();
        ArgumentConversionContext<?> context = ConversionContext.of(argument);
        context.reject(texts, ObjectIdTypes.oneValueExpected(texts, idType(argument)));
        return new ConversionErrorException(argument, context.getLastError().orElseThrow());
    }
}
