package dev.objectid.quarkus.runtime.rest;

import dev.objectid.ObjectId;
import dev.objectid.TypedIdType;
import jakarta.ws.rs.ext.ParamConverter;
import jakarta.ws.rs.ext.ParamConverterProvider;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;
import java.util.function.Function;

/**
 * Converts the path, query, header, cookie, form and matrix parameters of type {@link ObjectId} or a typed id, so that
 * a malformed one answers a 400 problem body naming it. Registered by the extension's build steps with a priority below
 * the application's own providers.
 */
public final class IdParamConverterProvider implements ParamConverterProvider {

    /** Created by Quarkus REST. */
    public IdParamConverterProvider() {}

    @Override
    @SuppressWarnings("unchecked")
    public <T> ParamConverter<T> getConverter(Class<T> rawType, Type genericType, Annotation[] annotations) {
        if (rawType == ObjectId.class) {
            return (ParamConverter<T>) new IdParamConverter<ObjectId>(
                    ParameterSource.of(annotations), ObjectId.class, ObjectId::parse, Function.identity());
        }
        if (!couldBeTypedId(rawType) || !TypedIdType.isTypedId(rawType)) {
            return null;
        }
        TypedIdType<T> typedId = TypedIdType.of(rawType);
        return new IdParamConverter<>(ParameterSource.of(annotations), rawType, typedId::parse, typedId::unwrap);
    }

    /** Leaves out the types Quarkus REST converts itself (strings, numbers, dates, enums) before any lookup. */
    private static boolean couldBeTypedId(Class<?> type) {
        return !type.isPrimitive()
                && !type.isArray()
                && !type.isEnum()
                && !type.getName().startsWith("java.");
    }
}
