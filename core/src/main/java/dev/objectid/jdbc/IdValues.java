package dev.objectid.jdbc;

import dev.objectid.ObjectId;
import dev.objectid.TypedIdType;
import dev.objectid.TypedObjectId;
import java.util.function.Function;

/** Which classes are ids, decided once per class: how to unwrap a value of one, and how to make one from an id. */
final class IdValues {

    private static final Function<Object, ObjectId> NOT_AN_ID = value -> null;
    private static final Function<ObjectId, ?> NOT_AN_ID_TYPE = id -> null;

    private static final ClassValue<Function<Object, ObjectId>> UNWRAP = new ClassValue<>() {
        @Override
        protected Function<Object, ObjectId> computeValue(Class<?> type) {
            if (TypedObjectId.class.isAssignableFrom(type)) {
                return value -> ((TypedObjectId<?>) value).toObjectId();
            }
            return TypedIdType.isTypedId(type) ? TypedIdType.of(type)::unwrap : NOT_AN_ID;
        }
    };

    private static final ClassValue<Function<ObjectId, ?>> WRAP = new ClassValue<>() {
        @Override
        protected Function<ObjectId, ?> computeValue(Class<?> type) {
            if (type == ObjectId.class) {
                return Function.identity();
            }
            return TypedIdType.isTypedId(type) ? TypedIdType.of(type)::wrap : NOT_AN_ID_TYPE;
        }
    };

    private IdValues() {}

    /** The id {@code value} is or holds, or null if it is none (or null). */
    static ObjectId toObjectId(Object value) {
        if (value == null || value instanceof ObjectId) {
            return (ObjectId) value;
        }
        return UNWRAP.get(value.getClass()).apply(value);
    }

    /** How an id becomes a value of {@code type}, or null if {@code type} is not an id type. */
    static Function<ObjectId, ?> reader(Class<?> type) {
        Function<ObjectId, ?> reader = WRAP.get(type);
        return reader == NOT_AN_ID_TYPE ? null : reader;
    }
}
