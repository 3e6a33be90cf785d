package dev.objectid.spring.boot;

import dev.objectid.ObjectId;
import dev.objectid.ObjectIdFormatException;
import dev.objectid.ObjectIdTypes;
import dev.objectid.TypedIdType;

/**
 * Which classes are ids: {@link ObjectId} and every typed id, as objectid-core defines them
 * ({@link ObjectIdTypes#isId}), recognised by their type rather than by a list, so that the typed ids of every jar
 * count.
 */
public final class IdTypes {

    private IdTypes() {
    }

    /**
     * @param type any class, or {@code null}
     * @return whether {@code type} is {@link ObjectId} or a typed id
     */
    public static boolean isId(Class<?> type) {
        return ObjectIdTypes.isId(type);
    }

    /**
     * @param text the text to parse as an id
     * @param type the id type, {@link ObjectId} or a typed id, which the exception's message names
     * @return the parser's exception for {@code text}, or {@code null} if {@code text} is a well-formed id
     */
    public static ObjectIdFormatException parseFailure(String text, Class<?> type) {
        try {
            if (TypedIdType.isTypedId(type)) {
                TypedIdType.of(type).parse(text);
            } else {
                ObjectId.parse(text);
            }
            return null;
        } catch (ObjectIdFormatException e) {
            return e;
        }
    }
}
