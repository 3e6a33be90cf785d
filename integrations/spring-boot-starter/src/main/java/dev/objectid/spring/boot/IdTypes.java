package dev.objectid.spring.boot;

import dev.objectid.ObjectId;
import dev.objectid.ObjectIdFormatException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

/**
 * Which classes are ids: {@link ObjectId}, and every typed id, recognised by its shape rather than by a list, so that
 * the typed ids of every jar count: a public class with {@code public ObjectId toObjectId()} and
 * {@code public static T valueOf(String)} (what objectid-processor generates, and what Spring and Jackson convert
 * text with). Every part of the starter asks it.
 */
public final class IdTypes {

    private static final ClassValue<Boolean> TYPED_IDS = new ClassValue<>() {
        @Override
        protected Boolean computeValue(Class<?> type) {
            return isTypedId(type);
        }
    };

    private IdTypes() {
    }

    /**
     * @param type any class, or {@code null}
     * @return whether {@code type} is {@link ObjectId} or a typed id
     */
    public static boolean isId(Class<?> type) {
        return type != null && (type == ObjectId.class || TYPED_IDS.get(type));
    }

    /**
     * @param text the text to parse as an id
     * @return the parser's exception for {@code text}, or {@code null} if {@code text} is a well-formed id
     */
    public static ObjectIdFormatException parseFailure(String text) {
        try {
            ObjectId.parse(text);
            return null;
        } catch (ObjectIdFormatException e) {
            return e;
        }
    }

    private static boolean isTypedId(Class<?> type) {
        if (!Modifier.isPublic(type.getModifiers()) || type.isInterface() || type.isPrimitive() || type.isArray()) {
            return false;
        }
        try {
            Method accessor = type.getMethod("toObjectId");
            Method factory = type.getMethod("valueOf", String.class);
            return accessor.getReturnType() == ObjectId.class && !Modifier.isStatic(accessor.getModifiers())
                    && factory.getReturnType() == type && Modifier.isStatic(factory.getModifiers());
        } catch (NoSuchMethodException | SecurityException | LinkageError notAnId) {
            return false;
        }
    }
}
