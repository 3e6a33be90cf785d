package dev.objectid.hibernate;

import dev.objectid.ObjectId;
import dev.objectid.TypedIdType;
import java.io.ObjectStreamException;
import java.io.Serializable;
import java.util.Comparator;
import org.hibernate.dialect.Dialect;
import org.hibernate.type.descriptor.WrapperOptions;
import org.hibernate.type.descriptor.java.AbstractClassJavaType;
import org.hibernate.type.descriptor.java.ImmutableMutabilityPlan;
import org.hibernate.type.descriptor.jdbc.JdbcType;
import org.hibernate.type.descriptor.jdbc.JdbcTypeIndicators;

/**
 * Hibernate's view of a typed id such as {@code OrderId}: a wrapper around one {@link ObjectId}, stored exactly like
 * it. Wrapping and unwrapping go through objectid-core's {@link TypedIdType}, chosen once, when Hibernate boots.
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

    /** The descriptor of a typed id. */
    static <T> TypedObjectIdJavaType<T> of(TypedIdType<T> typedId) {
        return new TypedObjectIdJavaType<>(typedId);
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
        return typedId.parse(string);
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

    /** {@link TypedIdType} holds functions, which do not serialize: a deserialized descriptor looks it up again. */
    private Object readResolve() throws ObjectStreamException {
        return new TypedObjectIdJavaType<>(TypedIdType.of(type));
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
