package dev.objectid.jdbi;

import dev.objectid.ObjectId;
import dev.objectid.TypedIdType;
import java.lang.reflect.Type;
import java.util.Optional;

/**
 * A type Jdbi binds or maps that is an id: {@link ObjectId} or a typed id. Jdbi asks the plugin's factories about
 * every type it meets, so the answer is decided once per class.
 *
 * @param <T> the id type
 */
final class IdType<T> {

    private static final ClassValue<Optional<IdType<?>>> TYPES = new ClassValue<>() {
        @Override
        protected Optional<IdType<?>> computeValue(Class<?> type) {
            if (type == ObjectId.class) {
                return Optional.of(new IdType<>(ObjectId.class, null));
            }
            return TypedIdType.isTypedId(type) ? Optional.of(typed(type)) : Optional.empty();
        }
    };

    private final Class<T> type;
    /** The typed id's descriptor; {@code null} for {@code ObjectId} itself. */
    private final TypedIdType<T> typedId;

    private IdType(Class<T> type, TypedIdType<T> typedId) {
        this.type = type;
        this.typedId = typedId;
    }

    private static <T> IdType<T> typed(Class<T> type) {
        return new IdType<>(type, TypedIdType.of(type));
    }

    /** The id type {@code type} is, if it is one. */
    static Optional<IdType<?>> of(Type type) {
        return type instanceof Class<?> ? TYPES.get((Class<?>) type) : Optional.empty();
    }

    /** The id a value of this type holds; {@code null} for {@code null}. */
    ObjectId unwrap(Object value) {
        if (value == null || typedId == null) {
            return (ObjectId) value;
        }
        return typedId.unwrap(value);
    }

    /** The value of this type that holds {@code id}; {@code null} for {@code null}. */
    T wrap(ObjectId id) {
        if (id == null) {
            return null;
        }
        return typedId == null ? type.cast(id) : typedId.wrap(id);
    }

    /** The simple name, as messages name the type: {@code OrderId}. */
    String name() {
        return type.getSimpleName();
    }
}
