package dev.objectid;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Objects;

/**
 * A typed id class, such as the {@code OrderId} that objectid-processor generates for an entity {@code Order}: a class
 * that wraps one {@link ObjectId} and has
 * <ul>
 * <li>{@code public static OrderId of(ObjectId)}, which wraps an id, and</li>
 * <li>{@code public ObjectId toObjectId()}, which unwraps it.</li>
 * </ul>
 * The integrations that store typed ids (Hibernate, Spring Data JDBC, jOOQ, MyBatis) look these two methods up once,
 * through this class, and then wrap and unwrap ids with no reflection per call. Any public class of that shape is a
 * typed id, whether objectid-processor generated it or not.
 *
 * <pre>{@code
 * TypedIdType<OrderId> orderIds = TypedIdType.of(OrderId.class);
 * OrderId id = orderIds.wrap(ObjectId.generate());
 * ObjectId same = orderIds.unwrap(id);
 * }</pre>
 *
 * <p>Together with {@link TypedIdIndex}, this class is the run-time side of the contract with objectid-processor,
 * written down once: the names below are the ones the processor writes, and a test on each side fails when the two
 * disagree. Instances are immutable and thread-safe; {@link #of(Class)} returns the same instance for a class.
 */
public final class TypedIdType<T> {

    /** The name of the factory every typed id has: {@code public static T of(ObjectId)}. */
    public static final String FACTORY = "of";

    /** The name of the accessor every typed id has: {@code public ObjectId toObjectId()}. */
    public static final String ACCESSOR = "toObjectId";

    /**
     * The private static {@code String} constant that every typed id objectid-processor generates declares, with
     * {@link #MARKER_VALUE} as its value. Unlike {@code @Generated}, it is kept in class files: it tells a generated
     * typed id from a hand-written class of the same shape. See {@link #isGenerated(Class)}.
     */
    public static final String MARKER_FIELD = "GENERATED_BY";

    /** The value of {@link #MARKER_FIELD}: the processor's class name. */
    public static final String MARKER_VALUE = "dev.objectid.processor.ObjectIdProcessor";

    private static final ClassValue<TypedIdType<?>> TYPES = new ClassValue<>() {
        @Override
        protected TypedIdType<?> computeValue(Class<?> type) {
            return lookUp(type);
        }
    };

    private final Class<T> type;
    /** {@code (ObjectId) -> Object}: the factory. */
    private final MethodHandle factory;
    /** {@code (Object) -> ObjectId}: the accessor. */
    private final MethodHandle accessor;

    private TypedIdType(Class<T> type, MethodHandle factory, MethodHandle accessor) {
        this.type = type;
        this.factory = factory;
        this.accessor = accessor;
    }

    /**
     * The typed id class {@code type}, checked once.
     *
     * @param type a public class with {@code public static T of(ObjectId)} and {@code public ObjectId toObjectId()}
     * @param <T>  the typed id
     * @return its descriptor, the same instance on every call for the same class
     * @throws NullPointerException if {@code type} is null
     * @throws IllegalArgumentException if {@code type} does not have that shape; the message names the class and what
     *         it lacks
     */
    @SuppressWarnings("unchecked")
    public static <T> TypedIdType<T> of(Class<T> type) {
        return (TypedIdType<T>) TYPES.get(Objects.requireNonNull(type, "type"));
    }

    /**
     * Tells whether {@code type} has the shape of a typed id, so that {@link #of(Class)} accepts it. Never throws.
     *
     * @param type any class, may be {@code null}
     * @return {@code true} for a public class with {@code public static T of(ObjectId)} and
     *         {@code public ObjectId toObjectId()}
     */
    public static boolean isTypedId(Class<?> type) {
        if (type == null || type == ObjectId.class || type.isPrimitive() || type.isArray()) {
            return false;
        }
        try {
            TYPES.get(type);
            return true;
        } catch (IllegalArgumentException | LinkageError e) {
            return false;
        }
    }

    /**
     * Tells whether objectid-processor generated {@code type}: whether it declares the constant {@link #MARKER_FIELD}
     * with the value {@link #MARKER_VALUE}. Never throws.
     *
     * @param type any class, may be {@code null}
     * @return {@code true} if the class carries the processor's marker
     */
    public static boolean isGenerated(Class<?> type) {
        if (type == null) {
            return false;
        }
        try {
            Field marker = type.getDeclaredField(MARKER_FIELD);
            if (!Modifier.isStatic(marker.getModifiers()) || marker.getType() != String.class) {
                return false;
            }
            marker.setAccessible(true);
            return MARKER_VALUE.equals(marker.get(null));
        } catch (ReflectiveOperationException | RuntimeException e) {
            return false;
        }
    }

    /**
     * The typed id class.
     *
     * @return the class this descriptor wraps and unwraps
     */
    public Class<T> type() {
        return type;
    }

    /**
     * Wraps an id: calls {@code T.of(id)}.
     *
     * @param id the id to wrap
     * @return the typed id
     * @throws NullPointerException if {@code id} is null
     */
    public T wrap(ObjectId id) {
        Objects.requireNonNull(id, "id");
        try {
            return type.cast(factory.invokeExact(id));
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException(type.getName() + "." + FACTORY + "(ObjectId) failed", e);
        }
    }

    /**
     * Unwraps a typed id: calls {@code typedId.toObjectId()}.
     *
     * @param typedId the typed id
     * @return the wrapped id
     * @throws NullPointerException if {@code typedId} is null
     * @throws ClassCastException if {@code typedId} is not an instance of {@link #type()}
     * @throws IllegalStateException if {@code toObjectId()} returns null, which no typed id should do
     */
    public ObjectId unwrap(Object typedId) {
        Object value = type.cast(Objects.requireNonNull(typedId, "typedId"));
        ObjectId id;
        try {
            id = (ObjectId) accessor.invokeExact(value);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException(type.getName() + "." + ACCESSOR + "() failed", e);
        }
        if (id == null) {
            throw new IllegalStateException(type.getName() + "." + ACCESSOR + "() returned null for " + value);
        }
        return id;
    }

    @Override
    public String toString() {
        return "TypedIdType[" + type.getName() + "]";
    }

    private static <T> TypedIdType<T> lookUp(Class<T> type) {
        MethodHandles.Lookup lookup = MethodHandles.publicLookup();
        try {
            if (!Modifier.isPublic(type.getModifiers())) {
                throw new IllegalAccessException("the class is not public");
            }
            MethodHandle factory = lookup.findStatic(type, FACTORY, MethodType.methodType(type, ObjectId.class));
            MethodHandle accessor = lookup.findVirtual(type, ACCESSOR, MethodType.methodType(ObjectId.class));
            return new TypedIdType<>(type,
                    factory.asType(MethodType.methodType(Object.class, ObjectId.class)),
                    accessor.asType(MethodType.methodType(ObjectId.class, Object.class)));
        } catch (NoSuchMethodException | IllegalAccessException e) {
            throw new IllegalArgumentException(type.getName() + " is not a typed ObjectId: it needs public static "
                    + type.getSimpleName() + " " + FACTORY + "(ObjectId) and public ObjectId " + ACCESSOR + "() ("
                    + e.getMessage() + ")", e);
        }
    }
}
