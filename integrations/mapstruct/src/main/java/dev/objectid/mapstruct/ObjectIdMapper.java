package dev.objectid.mapstruct;

import dev.objectid.ObjectId;
import dev.objectid.TypedIdType;
import java.io.Serializable;
import org.mapstruct.TargetType;

/**
 * Maps {@link ObjectId} and every typed id (such as the {@code OrderId} objectid-processor generates) to and from
 * their 24-character hexadecimal {@code String}, and to and from each other, in MapStruct mappers. Name it once, in a
 * mapper's {@code uses} or in a shared {@code @MapperConfig}; the mapper needs no method per id type:
 *
 * <pre>{@code
 * @Mapper(uses = ObjectIdMapper.class)
 * interface OrderMapper {
 *     OrderDto toDto(Order order);     // OrderId id -> String id, CustomerId -> String, ...
 *     Order toEntity(OrderDto dto);    // and back
 * }
 * }</pre>
 *
 * <p>{@code null} maps to {@code null}. A string that is not an id fails with the
 * {@link dev.objectid.ObjectIdFormatException} of {@link ObjectId#parse(CharSequence)}, which names the value and what
 * is accepted.
 *
 * <p>The methods are static, so a mapper of any component model (Spring, CDI, ...) calls them without a bean. Each
 * returns a type variable bounded by its one result type, so that MapStruct picks it for that target type only, never
 * for a property of type {@code Object} or of an interface the result implements. A typed id is reached from a
 * {@code String} or an {@code ObjectId} through {@link Untyped}, which no other method returns: MapStruct then never
 * chains two of these methods from one typed id to another, and a mapper that maps an {@code OrderId} to a
 * {@code CustomerId} still does not compile.
 */
public final class ObjectIdMapper {

    private ObjectIdMapper() {}

    /**
     * The hexadecimal form of an id.
     *
     * @param id the id, or {@code null}
     * @param <R> {@code String}
     * @return its 24 lower-case hexadecimal digits, or {@code null}
     */
    @SuppressWarnings("unchecked")
    public static <R extends String> R toHex(ObjectId id) {
        return id == null ? null : (R) id.toHexString();
    }

    /**
     * The {@link ObjectId} of a hexadecimal string, of a typed id, or of an {@code ObjectId} (itself).
     *
     * @param value a {@code String} of 24 hexadecimal digits (either case), a typed id or an {@code ObjectId}; or
     *              {@code null}
     * @param <S> the type of the value
     * @param <R> {@code ObjectId}
     * @return the id, or {@code null}
     * @throws dev.objectid.ObjectIdFormatException if {@code value} is a string that is not 24 hexadecimal digits
     * @throws IllegalArgumentException if {@code value} is of another type; the message names it
     */
    @SuppressWarnings("unchecked")
    public static <S extends Comparable<S> & Serializable, R extends ObjectId> R toObjectId(S value) {
        if (value == null) {
            return null;
        }
        if (value instanceof ObjectId id) {
            return (R) id;
        }
        if (value instanceof String hex) {
            return (R) ObjectId.parse(hex);
        }
        return (R) typedIdType(value.getClass()).unwrap(value);
    }

    /**
     * The first of the two steps from a hexadecimal string to a typed id; MapStruct calls
     * {@link #toTypedId(Untyped, Class)} with the result.
     *
     * @param hex 24 hexadecimal digits (either case), or {@code null}
     * @param <R> {@code Untyped}
     * @return the id, not yet typed, or {@code null}
     * @throws dev.objectid.ObjectIdFormatException if {@code hex} is not 24 hexadecimal digits
     */
    @SuppressWarnings("unchecked")
    public static <R extends Untyped> R untyped(String hex) {
        return hex == null ? null : (R) new Untyped(ObjectId.parse(hex));
    }

    /**
     * The first of the two steps from an {@link ObjectId} to a typed id; MapStruct calls
     * {@link #toTypedId(Untyped, Class)} with the result.
     *
     * @param id the id, or {@code null}
     * @param <R> {@code Untyped}
     * @return the id, not yet typed, or {@code null}
     */
    @SuppressWarnings("unchecked")
    public static <R extends Untyped> R untyped(ObjectId id) {
        return id == null ? null : (R) new Untyped(id);
    }

    /**
     * The typed id of the class MapStruct maps to, wrapping an id.
     *
     * @param id the id, from {@link #untyped(String)} or {@link #untyped(ObjectId)}, or {@code null}
     * @param type the typed id class: a public class with {@code public static T of(ObjectId)} and
     *             {@code public ObjectId toObjectId()}, as {@link TypedIdType} describes
     * @param <T> the typed id
     * @return the typed id, or {@code null}
     * @throws IllegalArgumentException if {@code type} is not a typed id; the message names it
     */
    public static <T extends Comparable<T> & Serializable> T toTypedId(Untyped id, @TargetType Class<T> type) {
        return id == null ? null : typedIdType(type).wrap(id.value);
    }

    private static <T> TypedIdType<T> typedIdType(Class<T> type) {
        try {
            return TypedIdType.of(type);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(
                    "ObjectIdMapper maps ObjectId, typed ids and their String form, and"
                            + " MapStruct chose it for a " + type.getName() + ", for which it found no other mapping. "
                            + e.getMessage() + ". Give the mapper a method of its own for " + type.getSimpleName()
                            + ".",
                    e);
        }
    }

    /**
     * An id on its way from a {@code String} or an {@code ObjectId} to a typed id: the value between the two methods
     * MapStruct chains for that mapping. Applications have no use for it.
     */
    public static final class Untyped {

        private final ObjectId value;

        private Untyped(ObjectId value) {
            this.value = value;
        }

        @Override
        public String toString() {
            return value.toHexString();
        }
    }
}
