package dev.objectid.micronaut.http;

import dev.objectid.ObjectId;
import dev.objectid.TypedObjectId;
import dev.objectid.spi.ObjectIdTypes;
import io.micronaut.context.annotation.Requires;
import io.micronaut.core.convert.ArgumentConversionContext;
import io.micronaut.core.convert.ConversionError;
import io.micronaut.core.convert.ConversionService;
import io.micronaut.core.naming.NameUtils;
import io.micronaut.core.type.Argument;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.annotation.Header;
import io.micronaut.http.bind.binders.AnnotatedRequestArgumentBinder;
import io.micronaut.http.bind.binders.HeaderAnnotationBinder;
import io.micronaut.http.bind.binders.TypedRequestArgumentBinder;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import jakarta.inject.Singleton;
import java.util.List;
import java.util.Optional;

/**
 * Binds a {@code @Header} that holds one ObjectId or typed id as Micronaut does, but refuses the header when the
 * request carries it more than once, where Micronaut would take the first value and drop the others without a word:
 * the conversion error, core's {@link ObjectIdTypes#oneValueExpected}, is answered by {@link InvalidObjectIdHandler}
 * as a repeated query value is. Micronaut picks this binder over its own for the arguments of these types.
 */
@Singleton
@Requires(classes = ExceptionHandler.class)
final class RepeatedIdHeaderBinder
        implements AnnotatedRequestArgumentBinder<Header, Object>, TypedRequestArgumentBinder<Object> {

    private final HeaderAnnotationBinder<Object> headers;

    RepeatedIdHeaderBinder(ConversionService conversionService) {
        this.headers = new HeaderAnnotationBinder<>(conversionService);
    }

    @Override
    public BindingResult<Object> bind(ArgumentConversionContext<Object> context, HttpRequest<?> request) {
        Argument<Object> argument = context.getArgument();
        List<String> values = request.getHeaders().getAll(name(argument));
        if (values.isEmpty()) {
            // Micronaut's own fallback: the argument xId as the header X-Id
            values = request.getHeaders().getAll(NameUtils.hyphenate(NameUtils.capitalize(argument.getName()), false));
        }
        if (values.size() < 2 || !ObjectIdTypes.isId(argument.getType())) {
            return headers.bind(context, request);
        }
        context.reject(values, ObjectIdTypes.oneValueExpected(values, argument.getType()));
        Optional<ConversionError> error = context.getLastError();
        return new BindingResult<>() {
            @Override
            public Optional<Object> getValue() {
                return Optional.empty();
            }

            @Override
            public List<ConversionError> getConversionErrors() {
                return error.map(List::of).orElseGet(List::of);
            }
        };
    }

    /** The header's name as Micronaut's own binder reads it: the annotation's value or name, else the argument's. */
    private static String name(Argument<?> argument) {
        return argument.getAnnotationMetadata()
                .stringValue(Header.class)
                .or(() -> argument.getAnnotationMetadata().stringValue(Header.class, "name"))
                .orElse(argument.getName());
    }

    @Override
    public Class<Header> getAnnotationType() {
        return Header.class;
    }

    @Override
    @SuppressWarnings({"unchecked", "rawtypes"}) // one binder for ObjectId and every typed id
    public Argument<Object> argumentType() {
        return (Argument) Argument.of(ObjectId.class);
    }

    @Override
    public List<Class<?>> superTypes() {
        return List.of(TypedObjectId.class);
    }
}
