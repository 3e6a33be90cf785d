package dev.objectid.micronaut.processor;

import dev.objectid.ObjectId;
import dev.objectid.TypedIdType;
import dev.objectid.spi.TypedIdContract;
import io.micronaut.inject.ast.ClassElement;
import io.micronaut.inject.ast.ElementQuery;
import io.micronaut.inject.ast.MethodElement;

/** What the visitors recognise as an id at compile time: {@link ObjectId}, and the typed ids {@link TypedIdType} accepts. */
final class IdTypes {

    private IdTypes() {}

    /** Whether {@code type} is {@link ObjectId} or a typed id. */
    static boolean isId(ClassElement type) {
        return isObjectId(type) || isTypedId(type);
    }

    /** Whether {@code type} is {@link ObjectId}. */
    static boolean isObjectId(ClassElement type) {
        return !type.isArray() && type.getName().equals(ObjectId.class.getName());
    }

    /**
     * Whether {@code type} is a typed id: a public subclass of {@code TypedObjectId}, or a public class with
     * {@code public static T of(ObjectId)} and {@code public ObjectId toObjectId()}, the shape {@link TypedIdType}
     * accepts.
     */
    static boolean isTypedId(ClassElement type) {
        if (type.isArray() || type.isPrimitive() || !type.isPublic() || isObjectId(type)) {
            return false;
        }
        if (type.isAssignable(TypedIdContract.TYPED_OBJECT_ID)) {
            return true;
        }
        boolean factory =
                type.getEnclosedElements(ElementQuery.ALL_METHODS.onlyStatic().named(TypedIdType.FACTORY)).stream()
                        .anyMatch(method -> method.isPublic()
                                && hasObjectIdParameter(method)
                                && method.getReturnType().getName().equals(type.getName()));
        boolean accessor =
                type.getEnclosedElements(ElementQuery.ALL_METHODS.onlyInstance().named(TypedIdType.ACCESSOR)).stream()
                        .anyMatch(method -> method.isPublic()
                                && method.getParameters().length == 0
                                && method.getReturnType().getName().equals(ObjectId.class.getName()));
        return factory && accessor;
    }

    private static boolean hasObjectIdParameter(MethodElement method) {
        return method.getParameters().length == 1
                && method.getParameters()[0].getType().getName().equals(ObjectId.class.getName());
    }
}
