package dev.objectid.jooq;

import dev.objectid.TypedIdType;
import dev.objectid.jdbc.ObjectIdJdbc;
import org.jooq.impl.AbstractConverter;

/**
 * Converts between a binary column and a typed id such as the {@code OrderId} objectid-processor generates (any public
 * class with {@code public static T of(ObjectId)} and {@code public ObjectId toObjectId()}). In a forced type of the
 * code generator, create it with an expression:
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

    private TypedIdConverter(Class<T> type) {
        super(byte[].class, type);
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
        return new TypedIdConverter<>(TypedIdType.of(type).type());
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
        return bytes == null ? null : TypedIdType.of(toType()).wrap(ObjectIdJdbc.toObjectId(bytes));
    }

    /**
     * The 12 bytes of a typed id.
     *
     * @param typedId the typed id, or {@code null}
     * @return its bytes, or {@code null}
     */
    @Override
    public byte[] to(T typedId) {
        return typedId == null ? null : TypedIdType.of(toType()).unwrap(typedId).toByteArray();
    }
}
