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
final class IdTypes {

    private IdTypes() {
    }

    static boolean isId(Class<?> type) {
        return ObjectIdTypes.isId(type);
    }

    /**
     * The parser's exception for {@code text} as an id of {@code type}, which names the type, or {@code null} if
     * {@code text} is a well-formed id.
     */
    static ObjectIdFormatException parseFailure(String text, Class<?> type) {
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
