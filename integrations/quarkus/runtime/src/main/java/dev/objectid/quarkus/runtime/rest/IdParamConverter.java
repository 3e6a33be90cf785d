package dev.objectid.quarkus.runtime.rest;

import dev.objectid.ObjectId;
import dev.objectid.ObjectIdFormatException;
import dev.objectid.quarkus.InvalidObjectIdException;
import dev.objectid.spi.ObjectIdTypes;
import jakarta.ws.rs.ext.ParamConverter;
import java.util.Collection;
import java.util.List;
import java.util.function.Function;
import org.jboss.resteasy.reactive.server.core.CurrentRequestManager;
import org.jboss.resteasy.reactive.server.core.ResteasyReactiveRequestContext;
import org.jboss.resteasy.reactive.server.mapping.RuntimeResource;
import org.jboss.resteasy.reactive.server.spi.ResteasyReactiveResourceInfo;

/**
 * Converts one parameter of a resource method between its text and an ObjectId or typed id. A malformed text, or a
 * query or form parameter or header given several times where one id is expected, is an
 * {@link InvalidObjectIdException} naming the parameter: Quarkus REST passes that exception on as it is (it would turn
 * any other into an empty 404 or 400).
 *
 * @param <T> {@link ObjectId} or a typed id
 */
final class IdParamConverter<T> implements ParamConverter<T> {

    private final ParameterSource.Declared parameter;
    private final Class<T> type;
    private final Function<String, T> parse;
    private final Function<T, ObjectId> unwrap;

    /**
     * @param parameter where the parameter comes from and its declared name
     * @param type {@code ObjectId} or the typed id
     * @param parse the type's own parser, whose message names the type ({@code Invalid OrderId "zz": ...})
     * @param unwrap the id's ObjectId
     */
    IdParamConverter(
            ParameterSource.Declared parameter,
            Class<T> type,
            Function<String, T> parse,
            Function<T, ObjectId> unwrap) {
        this.parameter = parameter;
        this.type = type;
        this.parse = parse;
        this.unwrap = unwrap;
    }

    @Override
    public T fromString(String text) {
        if (text == null) {
            return null;
        }
        refuseRepeated(text);
        try {
            return parse.apply(text);
        } catch (ObjectIdFormatException malformed) {
            throw InvalidObjectIdException.of(parameter.source().words, nameOf(text), false, malformed, malformed);
        }
    }

    @Override
    public String toString(T value) {
        return unwrap.apply(value).toHexString();
    }

    /**
     * Refuses a query or form parameter or a header given several times where one id is expected ({@code ?id=a&id=b}):
     * Quarkus REST would hand over one of the values and drop the others without a word.
     */
    private void refuseRepeated(String text) {
        ParameterSource source = parameter.source();
        ResteasyReactiveRequestContext request = CurrentRequestManager.get();
        if (request == null) {
            return;
        }
        String name = nameOf(text);
        List<String> values = source.valuesOf(name, request);
        if (values.size() > 1 && holdsOneId(request, source, name)) {
            ObjectIdFormatException repeated = ObjectIdTypes.oneValueExpected(values, type);
            throw InvalidObjectIdException.of(source.words, name, false, repeated, repeated);
        }
    }

    /**
     * Whether the resource method's parameter {@code name} from {@code source} holds one id, rather than each of a
     * {@code List<OrderId>} or an array: Quarkus REST asks for the same converter for both, with the element type. A
     * parameter the method does not declare itself (a {@code @BeanParam}'s field) is not refused.
     */
    private static boolean holdsOneId(ResteasyReactiveRequestContext request, ParameterSource source, String name) {
        RuntimeResource target = request.getTarget();
        if (target == null) {
            return false;
        }
        ResteasyReactiveResourceInfo method = target.getLazyMethod();
        Class<?>[] types = method.getParameterTypes();
        for (int i = 0; i < types.length; i++) {
            ParameterSource.Declared declared = ParameterSource.of(method.getParameterAnnotations(i));
            if (declared.source() == source
                    && source.sameName(
                            declared.name().isEmpty()
                                    ? method.getMethod().getParameters()[i].getName()
                                    : declared.name(),
                            name)) {
                return !types[i].isArray() && !Collection.class.isAssignableFrom(types[i]);
            }
        }
        return false;
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
