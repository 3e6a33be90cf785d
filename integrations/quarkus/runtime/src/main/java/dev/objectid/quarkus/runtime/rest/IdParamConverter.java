package dev.objectid.quarkus.runtime.rest;

import dev.objectid.ObjectId;
import dev.objectid.ObjectIdFormatException;
import dev.objectid.quarkus.InvalidObjectIdException;
import jakarta.ws.rs.ext.ParamConverter;
import java.util.function.Function;
import org.jboss.resteasy.reactive.server.core.CurrentRequestManager;
import org.jboss.resteasy.reactive.server.core.ResteasyReactiveRequestContext;

/**
 * Converts one parameter of a resource method between its text and an ObjectId or typed id. A malformed text is an
 * {@link InvalidObjectIdException} naming the parameter: Quarkus REST passes that exception on as it is (it would turn
 * any other into an empty 404 or 400).
 *
 * @param <T> {@link ObjectId} or a typed id
 */
final class IdParamConverter<T> implements ParamConverter<T> {

    private final ParameterSource.Declared parameter;
    private final Function<ObjectId, T> wrap;
    private final Function<T, ObjectId> unwrap;

    IdParamConverter(ParameterSource.Declared parameter, Function<ObjectId, T> wrap, Function<T, ObjectId> unwrap) {
        this.parameter = parameter;
        this.wrap = wrap;
        this.unwrap = unwrap;
    }

    @Override
    public T fromString(String text) {
        if (text == null) {
            return null;
        }
        ObjectId id;
        try {
            id = ObjectId.parse(text);
        } catch (ObjectIdFormatException malformed) {
            throw InvalidObjectIdException.of(parameter.source().words, nameOf(text), false, malformed, malformed);
        }
        return wrap.apply(id);
    }

    @Override
    public String toString(T value) {
        return unwrap.apply(value).toHexString();
    }

    /** The declared name, or the name the request carries {@code text} under when the annotation gives none. */
    private String nameOf(String text) {
        if (!parameter.name().isEmpty()) {
            return parameter.name();
        }
        ResteasyReactiveRequestContext request = CurrentRequestManager.get();
        return request == null ? "" : parameter.source().nameOf(text, request).orElse("");
    }
}
