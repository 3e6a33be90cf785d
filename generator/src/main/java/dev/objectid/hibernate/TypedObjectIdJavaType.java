package dev.objectid.hibernate;

import dev.objectid.ObjectId;
import dev.objectid.TypedIdType;
import java.io.ObjectStreamException;
import java.io.Serializable;
import java.util.Comparator;
import org.hibernate.MappingException;
import org.hibernate.dialect.Dialect;
import org.hibernate.type.descriptor.WrapperOptions;
import org.hibernate.type.descriptor.java.AbstractClassJavaType;
import org.hibernate.type.descriptor.java.ImmutableMutabilityPlan;
import org.hibernate.type.descriptor.jdbc.JdbcType;
import org.hibernate.type.descriptor.jdbc.JdbcTypeIndicators;

/**
 * Hibernate's view of a typed id such as {@code OrderId}: a wrapper around one {@link ObjectId}, stored exactly like
 * it. The wrapper needs {@code public static T of(ObjectId)} and {@code public ObjectId toObjectId()}, which the
 * classes objectid-processor generates have; objectid-core's {@link TypedIdType} looks them up once, when Hibernate
 * boots.
 */
final class TypedObjectIdJavaType<T> extends AbstractClassJavaType<T> {

    private static final long serialVersionUID = 1L;

    private final Class<T> type;
    private final transient TypedIdType<T> typedId;

    private TypedObjectIdJavaType(TypedIdType<T> typedId) {
        super(typedId.type(), ImmutableMutabilityPlan.instance(), typedComparator(typedId));
        this.type = typedId.type();
        this.typedId = typedId;
    }

    /**
     * Checks that {@code type} has the shape of a typed id and builds its descriptor.
     *
     * @param source where the class name came from, for the error message
     * @throws MappingException if a required method is missing or not public
     */
    static <T> TypedObjectIdJavaType<T> forClass(Class<T> type, String source) {
        try {
            return new TypedObjectIdJavaType<>(TypedIdType.of(type));
        } catch (IllegalArgumentException e) {
            throw new MappingException("Typed ObjectId class listed in " + source + ": " + e.getMessage(), e);
        }
    }

    T fromObjectId(ObjectId id) {
        return typedId.wrap(id);
    }

    ObjectId toObjectId(T value) {
        return typedId.unwrap(value);
    }

    @Override
    public JdbcType getRecommendedJdbcType(JdbcTypeIndicators indicators) {
        return ObjectIdJavaType.INSTANCE.getRecommendedJdbcType(indicators);
    }

    @Override
    public long getDefaultSqlLength(Dialect dialect, JdbcType jdbcType) {
        return ObjectIdJavaType.defaultLength(jdbcType);
    }

    @Override
    public String toString(T value) {
        return toObjectId(value).toHexString();
    }

    @Override
    public T fromString(CharSequence string) {
        return fromObjectId(ObjectId.parse(string));
    }

    @Override
    @SuppressWarnings("unchecked")
    public <X> X unwrap(T value, Class<X> target, WrapperOptions options) {
        if (value == null) {
            return null;
        }
        if (target.isInstance(value)) {
            return (X) value;
        }
        return ObjectIdJavaType.INSTANCE.unwrap(toObjectId(value), target, options);
    }

    @Override
    public <X> T wrap(X value, WrapperOptions options) {
        if (value == null) {
            return null;
        }
        if (type.isInstance(value)) {
            return type.cast(value);
        }
        return fromObjectId(ObjectIdJavaType.INSTANCE.wrap(value, options));
    }

    /** {@link TypedIdType} holds method handles, which do not serialize: a deserialized descriptor looks it up again. */
    private Object readResolve() throws ObjectStreamException {
        return forClass(type, "a serialized Hibernate type");
    }

    private static <T> Comparator<T> typedComparator(TypedIdType<T> typedId) {
        return new ByObjectId<>(typedId);
    }

    /**
     * Orders typed ids as their ObjectIds. Serializable because the descriptor that holds it is; the descriptor's
     * {@code readResolve} replaces the whole descriptor, comparator included, so the typed-id type is not written.
     */
    private static final class ByObjectId<T> implements Comparator<T>, Serializable {

        private static final long serialVersionUID = 1L;

        private final transient TypedIdType<T> typedId;

        ByObjectId(TypedIdType<T> typedId) {
            this.typedId = typedId;
        }

        @Override
        public int compare(T left, T right) {
            return typedId.unwrap(left).compareTo(typedId.unwrap(right));
        }
    }
}
