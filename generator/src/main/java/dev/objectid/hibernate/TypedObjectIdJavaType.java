package dev.objectid.hibernate;

import dev.objectid.ObjectId;
import java.io.ObjectStreamException;
import java.io.Serializable;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Modifier;
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
 * classes objectid-processor generates have; they are looked up once, when Hibernate boots.
 */
final class TypedObjectIdJavaType<T> extends AbstractClassJavaType<T> {

    private static final long serialVersionUID = 1L;

    private final Class<T> type;
    private final transient MethodHandle of;
    private final transient MethodHandle toObjectId;

    private TypedObjectIdJavaType(Class<T> type, MethodHandle of, MethodHandle toObjectId) {
        super(type, ImmutableMutabilityPlan.instance(), typedComparator(toObjectId));
        this.type = type;
        this.of = of;
        this.toObjectId = toObjectId;
    }

    /**
     * Checks that {@code type} has the shape of a typed id and builds its descriptor.
     *
     * @param source where the class name came from, for the error message
     * @throws MappingException if a required method is missing or not public
     */
    static <T> TypedObjectIdJavaType<T> forClass(Class<T> type, String source) {
        MethodHandles.Lookup lookup = MethodHandles.publicLookup();
        try {
            if (!Modifier.isPublic(type.getModifiers())) {
                throw new IllegalAccessException("the class is not public");
            }
            MethodHandle of = lookup.findStatic(type, TypedIdContract.FACTORY,
                    MethodType.methodType(type, ObjectId.class));
            MethodHandle toObjectId = lookup.findVirtual(type, TypedIdContract.ACCESSOR,
                    MethodType.methodType(ObjectId.class));
            return new TypedObjectIdJavaType<>(type,
                    of.asType(MethodType.methodType(Object.class, ObjectId.class)),
                    toObjectId.asType(MethodType.methodType(ObjectId.class, Object.class)));
        } catch (NoSuchMethodException | IllegalAccessException e) {
            throw new MappingException(type.getName() + " is listed as a typed ObjectId in " + source
                    + " but is not one: it needs public static " + type.getSimpleName()
                    + " of(ObjectId) and public ObjectId toObjectId() (" + e.getMessage() + ")", e);
        }
    }

    T fromObjectId(ObjectId id) {
        try {
            return type.cast(of.invokeExact(id));
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException(type.getName() + ".of(ObjectId) failed", e);
        }
    }

    ObjectId toObjectId(T value) {
        return invokeToObjectId(toObjectId, value);
    }

    @Override
    public JdbcType getRecommendedJdbcType(JdbcTypeIndicators indicators) {
        return ObjectIdJavaType.INSTANCE.getRecommendedJdbcType(indicators);
    }

    @Override
    public long getDefaultSqlLength(Dialect dialect, JdbcType jdbcType) {
        return ObjectId.BYTES;
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

    /** Method handles do not serialize: a deserialized descriptor looks them up again. */
    private Object readResolve() throws ObjectStreamException {
        return forClass(type, "a serialized Hibernate type");
    }

    private static <T> Comparator<T> typedComparator(MethodHandle toObjectId) {
        return new ByObjectId<>(toObjectId);
    }

    /**
     * Orders typed ids as their ObjectIds. Serializable because the descriptor that holds it is; its method handle is
     * not, and the descriptor's {@code readResolve} replaces the whole descriptor, comparator included.
     */
    private static final class ByObjectId<T> implements Comparator<T>, Serializable {

        private static final long serialVersionUID = 1L;

        private final transient MethodHandle toObjectId;

        ByObjectId(MethodHandle toObjectId) {
            this.toObjectId = toObjectId;
        }

        @Override
        public int compare(T left, T right) {
            return invokeToObjectId(toObjectId, left).compareTo(invokeToObjectId(toObjectId, right));
        }
    }

    private static ObjectId invokeToObjectId(MethodHandle toObjectId, Object value) {
        try {
            return (ObjectId) toObjectId.invokeExact(value);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException(value.getClass().getName() + ".toObjectId() failed", e);
        }
    }
}
