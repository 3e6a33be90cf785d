package dev.objectid.jooq;

import dev.objectid.ObjectId;
import org.jooq.DataType;
import org.jooq.impl.SQLDataType;

/**
 * jOOQ data types for ids, for fields written without the code generator and for DDL: {@code binary(12)} in most
 * databases, {@code bytea} in PostgreSQL, read and written as {@link ObjectId} or as a typed id.
 *
 * <pre>{@code
 * Field<ObjectId> id = DSL.field(DSL.name("orders", "id"), ObjectIdDataTypes.OBJECT_ID);
 * }</pre>
 */
public final class ObjectIdDataTypes {

    /** {@code binary(12)} ({@code bytea} in PostgreSQL) as {@link ObjectId}. */
    public static final DataType<ObjectId> OBJECT_ID =
            SQLDataType.BINARY(ObjectId.BYTES).asConvertedDataType(new ObjectIdConverter());

    /** {@code char(24)} holding the hexadecimal form, as {@link ObjectId}. */
    public static final DataType<ObjectId> OBJECT_ID_HEX =
            SQLDataType.CHAR(ObjectId.HEX_LENGTH).asConvertedDataType(new ObjectIdHexConverter());

    private ObjectIdDataTypes() {}

    /**
     * {@code binary(12)} ({@code bytea} in PostgreSQL) as a typed id.
     *
     * @param type the typed id, such as {@code OrderId.class}
     * @param <T>  the typed id
     * @return the data type
     * @throws IllegalArgumentException if {@code type} is not a typed id
     */
    public static <T> DataType<T> typedId(Class<T> type) {
        return SQLDataType.BINARY(ObjectId.BYTES).asConvertedDataType(TypedIdConverter.of(type));
    }
}
