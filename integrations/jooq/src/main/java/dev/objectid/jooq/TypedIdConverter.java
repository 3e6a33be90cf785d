package dev.objectid.jooq;

import dev.objectid.TypedIdType;
import dev.objectid.jdbc.ObjectIdJdbc;
import org.jooq.impl.AbstractConverter;

/**
 * Converts between a binary column and a typed id such as the {@code OrderId} objectid-processor generates (any class
 * {@link TypedIdType} accepts). In a forced type of the code generator, create it with an expression:
 *
 * <pre>{@code
 * <forcedType>
 *     <userType>com.example.shop.OrderId</userType>
 *     <converter>dev.objectid.jooq.TypedIdConverter.of(com.example.shop.OrderId.class)</converter>
 *     <includeExpression>(?i:orders\.id|.*\.order_id)</includeExpression>
 * </forcedType>
 * }</pre>
 *
 * @param <T> the typed id
 */
public final class TypedIdConverter<T> extends AbstractConverter<byte[], T> {

    private static final long serialVersionUID = 1L;

    /** Wraps and unwraps; chosen once. Not serialized: a deserialized converter looks it up again. */
    private final transient TypedIdType<T> typedId;

    private TypedIdConverter(TypedIdType<T> typedId) {
        super(byte[].class, typedId.type());
        this.typedId = typedId;
    }

    /**
     * The converter of a typed id class.
     *
     * @param type the typed id
     * @param <T>  the typed id
     * @return its converter
     * @throws IllegalArgumentException if {@code type} is not a typed id; the message says what it lacks
     */
    public static <T> TypedIdConverter<T> of(Class<T> type) {
        return new TypedIdConverter<>(TypedIdType.of(type));
    }

    /**
     * Reads a typed id from its 12 bytes.
     *
     * @param bytes the column's value, or {@code null}
     * @return the typed id, or {@code null}
     * @throws IllegalArgumentException if {@code bytes} is not 12 bytes long
     */
    @Override
    public T from(byte[] bytes) {
        return bytes == null ? null : typedId.wrap(ObjectIdJdbc.toObjectId(bytes));
    }

    /**
     * The 12 bytes of a typed id.
     *
     * @param typedId the typed id, or {@code null}
     * @return its bytes, or {@code null}
     */
    @Override
    public byte[] to(T typedId) {
        return typedId == null ? null : this.typedId.unwrap(typedId).toByteArray();
    }

    /**
     * Looks the typed id's descriptor up again after deserialization, since it is not serialized itself.
     *
     * @return a converter for the same typed id
     */
    private Object readResolve() {
        return new TypedIdConverter<>(TypedIdType.of(toType()));
    }
}
