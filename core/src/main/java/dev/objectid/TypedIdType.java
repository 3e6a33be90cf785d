package dev.objectid;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Modifier;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

/**
 * What the integrations (Hibernate, Spring Data JDBC, jOOQ, MyBatis, the Spring Boot starter) know of a typed id such
 * as {@code OrderId}: how to wrap an {@link ObjectId} into one, unwrap it, and read its text. This class is the one
 * definition of a typed id. It is either
 * <ul>
 * <li>a subclass of {@link TypedObjectId} that describes itself with {@link #define} in a constant, as every typed id
 * objectid-processor generates does ({@code public static final TypedIdType<OrderId> TYPE = ...}): wrapping calls its
 * constructor and unwrapping {@link TypedObjectId#toObjectId()}, plain calls with no reflection, so that it needs
 * nothing registered in a native image and reads as fast as an {@code ObjectId}; or</li>
 * <li>any other public class with {@code public static T of(ObjectId)} and {@code public ObjectId toObjectId()}, such
 * as a record written by hand, whose two methods are looked up once, through method handles.</li>
 * </ul>
 *
 * <pre>{@code
 * TypedIdType<OrderId> orderIds = TypedIdType.of(OrderId.class);   // or OrderId.TYPE
 * OrderId id = orderIds.wrap(ObjectId.generate());
 * ObjectId same = orderIds.unwrap(id);
 * }</pre>
 *
 * <p>Instances are immutable and thread-safe; {@link #of(Class)} returns the same instance for a class.
 *
 * @param <T> the typed id
 */
public final class TypedIdType<T> {

    /** The descriptors {@link #define} recorded, one slot per class, kept with the class (no class loader is pinned). */
    private static final ClassValue<AtomicReference<TypedIdType<?>>> DEFINED = new ClassValue<>() {
        @Override
        protected AtomicReference<TypedIdType<?>> computeValue(Class<?> type) {
            return new AtomicReference<>();
        }
    };

    private static final ClassValue<TypedIdType<?>> TYPES = new ClassValue<>() {
        @Override
        protected TypedIdType<?> computeValue(Class<?> type) {
            return lookUp(type);
        }
    };

    /** The factory of a typed id that does not extend {@link TypedObjectId}: {@code public static T of(ObjectId)}. */
    public static final String FACTORY = "of";

    /** The accessor of every typed id: {@code public ObjectId toObjectId()}. */
    public static final String ACCESSOR = "toObjectId";

    /** The name of the {@code public static final TypedIdType<T>} constant of every generated typed id. */
    public static final String TYPE_FIELD = "TYPE";

    /** {@link #isTypedId}'s answer, worked out once per class: a class that is none fails its lookup every time. */
    private static final ClassValue<Boolean> IS_TYPED_ID = new ClassValue<>() {
        @Override
        protected Boolean computeValue(Class<?> type) {
            if (type == ObjectId.class || type.isPrimitive() || type.isArray()) {
                return false;
            }
            try {
                TYPES.get(type);
                return true;
            } catch (IllegalArgumentException | LinkageError e) {
                return false;
            }
        }
    };

    private final Class<T> type;
    /** Wraps an id; for a {@link TypedObjectId}, its constructor. */
    private final Function<ObjectId, T> factory;
    /** Unwraps a typed id that is not a {@link TypedObjectId}; {@code null} for one that is. */
    private final Function<Object, ObjectId> accessor;

    private TypedIdType(Class<T> type, Function<ObjectId, T> factory, Function<Object, ObjectId> accessor) {
        this.type = type;
        this.factory = factory;
        this.accessor = accessor;
    }

    /**
     * Describes a subclass of {@link TypedObjectId}; called once, by the class itself, to initialise its {@code TYPE}
     * constant.
     *
     * @param type    the typed id
     * @param factory wraps an id, usually the constructor: {@code OrderId::new}
     * @param <T>     the typed id
     * @return the descriptor, which {@link #of(Class)} returns for {@code type} from then on
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if {@code type} does not extend {@code TypedObjectId}
     * @throws IllegalStateException if {@code type} was described before
     */
    public static <T extends TypedObjectId<T>> TypedIdType<T> define(Class<T> type, Function<ObjectId, T> factory) {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(factory, "factory");
        if (!TypedObjectId.class.isAssignableFrom(type)) {
            throw new IllegalArgumentException(type.getName() + " does not extend " + TypedObjectId.class.getName());
        }
        TypedIdType<T> defined = new TypedIdType<>(type, factory, null);
        if (!DEFINED.get(type).compareAndSet(null, defined)) {
            throw new IllegalStateException(type.getName() + " is described twice: only its own "
                    + TYPE_FIELD + " constant may call TypedIdType.define(" + type.getSimpleName()
                    + ".class, ...)");
        }
        return defined;
    }

    /**
     * The typed id class {@code type}, checked once.
     *
     * @param type a subclass of {@link TypedObjectId} that describes itself, or a public class with
     *             {@code public static T of(ObjectId)} and {@code public ObjectId toObjectId()}
     * @param <T>  the typed id
     * @return its descriptor, the same instance on every call for the same class
     * @throws NullPointerException if {@code type} is null
     * @throws IllegalArgumentException if {@code type} is not a typed id; the message names the class and what it lacks
     */
    @SuppressWarnings("unchecked")
    public static <T> TypedIdType<T> of(Class<T> type) {
        return (TypedIdType<T>) TYPES.get(Objects.requireNonNull(type, "type"));
    }

    /**
     * Tells whether {@code type} is a typed id, so that {@link #of(Class)} accepts it. Never throws.
     *
     * @param type any class, may be {@code null}
     * @return {@code true} for a typed id, {@code false} for anything else, {@link ObjectId} included
     */
    public static boolean isTypedId(Class<?> type) {
        return type != null && IS_TYPED_ID.get(type);
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
     * Wraps an id.
     *
     * @param id the id to wrap
     * @return the typed id
     * @throws NullPointerException if {@code id} is null
     */
    public T wrap(ObjectId id) {
        return factory.apply(Objects.requireNonNull(id, "id"));
    }

    /**
     * Unwraps a typed id.
     *
     * @param typedId the typed id
     * @return the wrapped id
     * @throws NullPointerException if {@code typedId} is null
     * @throws ClassCastException if {@code typedId} is not an instance of {@link #type()}
     * @throws IllegalStateException if a hand-written {@code toObjectId()} returns null
     */
    public ObjectId unwrap(Object typedId) {
        Object value = type.cast(Objects.requireNonNull(typedId, "typedId"));
        if (accessor == null) {
            return ((TypedObjectId<?>) value).toObjectId();
        }
        ObjectId id = accessor.apply(value);
        if (id == null) {
            throw new IllegalStateException(type.getName() + "." + ACCESSOR + "() returned null for " + value);
        }
        return id;
    }

    /**
     * Parses the 24-character hexadecimal form of a typed id, exactly as {@link ObjectId#parse(CharSequence)} does,
     * with errors that name the typed id ({@code Invalid OrderId "zz": ...}).
     *
     * @param hex 24 hexadecimal digits, in either case
     * @return the typed id
     * @throws ObjectIdFormatException if {@code hex} is null or not 24 hexadecimal digits; the message names the typed
     *         id, the length received or the first bad character and its index
     */
    public T parse(CharSequence hex) {
        return factory.apply(ObjectId.parse(hex, type.getSimpleName()));
    }

    /**
     * Reads a typed id from the value a JSON library hands over: a string of 24 hexadecimal digits, or MongoDB
     * Extended JSON's {@code {"$oid": "<24 hexadecimal digits>"}}, as a map with that one entry. The typed ids
     * objectid-processor generates call it from their {@code @JsonCreator}, so Jackson 2 and 3 read both forms.
     *
     * @param json a {@code String}, a {@code Map}, or any other value, which is an error
     * @return the typed id
     * @throws ObjectIdFormatException for anything else; the message names the typed id, the value and both forms
     */
    public T fromJson(Object json) {
        return factory.apply(ObjectIdJson.read(json, type.getSimpleName()));
    }

    @Override
    public String toString() {
        return "TypedIdType[" + type.getName() + "]";
    }

    private static <T> TypedIdType<T> lookUp(Class<T> type) {
        if (TypedObjectId.class.isAssignableFrom(type)) {
            TypedIdType<?> defined = definedBy(type);
            if (defined != null) {
                @SuppressWarnings("unchecked")
                TypedIdType<T> typed = (TypedIdType<T>) defined;
                return typed;
            }
        }
        MethodHandles.Lookup lookup = MethodHandles.publicLookup();
        try {
            if (!Modifier.isPublic(type.getModifiers())) {
                throw new IllegalAccessException("the class is not public");
            }
            MethodHandle factory = lookup.findStatic(type, FACTORY, MethodType.methodType(type, ObjectId.class));
            MethodHandle accessor = lookup.findVirtual(type, ACCESSOR, MethodType.methodType(ObjectId.class));
            return new TypedIdType<>(type, id -> type.cast(invoke(factory, id, type, FACTORY)), value ->
                    (ObjectId) invoke(accessor, value, type, ACCESSOR));
        } catch (NoSuchMethodException | IllegalAccessException e) {
            throw new IllegalArgumentException(
                    type.getName() + " is not a typed ObjectId: it needs public static "
                            + type.getSimpleName() + " " + FACTORY + "(ObjectId) and public ObjectId "
                            + ACCESSOR + "(), or to extend " + TypedObjectId.class.getName()
                            + " and define its " + TYPE_FIELD + " (" + e.getMessage() + ")",
                    e);
        }
    }

    /** What {@code type}'s own {@link #define} call recorded, once the class is initialised; null if nothing. */
    private static TypedIdType<?> definedBy(Class<?> type) {
        AtomicReference<TypedIdType<?>> slot = DEFINED.get(type);
        if (slot.get() == null) {
            try {
                Class.forName(type.getName(), true, type.getClassLoader()); // runs the static initialiser, once
            } catch (ClassNotFoundException e) {
                throw new IllegalArgumentException(type.getName() + " cannot be initialised: " + e, e);
            }
        }
        return slot.get();
    }

    /** Calls a hand-written typed id's factory or accessor. */
    private static Object invoke(MethodHandle method, Object argument, Class<?> type, String name) {
        try {
            return method.invoke(argument);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException(type.getName() + "." + name + " failed", e);
        }
    }
}
