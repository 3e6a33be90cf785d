package dev.objectid.hibernate;

import dev.objectid.ObjectId;
import java.util.Comparator;
import org.hibernate.HibernateException;
import org.hibernate.dialect.Dialect;
import org.hibernate.type.SqlTypes;
import org.hibernate.type.descriptor.WrapperOptions;
import org.hibernate.type.descriptor.java.AbstractClassJavaType;
import org.hibernate.type.descriptor.java.ImmutableMutabilityPlan;
import org.hibernate.type.descriptor.jdbc.JdbcType;
import org.hibernate.type.descriptor.jdbc.JdbcTypeIndicators;

/**
 * Hibernate's view of {@link ObjectId}: a binary value of 12 bytes ({@code binary(12)}, {@code bytea} on PostgreSQL,
 * {@code raw(12)} on Oracle), immutable, ordered like the database orders binary columns. A mapping that asks for a
 * character JDBC type instead ({@code @JdbcTypeCode(SqlTypes.VARCHAR)}) stores the 24-character hex form. Registered
 * for every session factory by {@link ObjectIdTypeContributor}.
 */
final class ObjectIdJavaType extends AbstractClassJavaType<ObjectId> {

    static final ObjectIdJavaType INSTANCE = new ObjectIdJavaType();

    private static final long serialVersionUID = 1L;

    private ObjectIdJavaType() {
        super(ObjectId.class, ImmutableMutabilityPlan.instance(), Comparator.naturalOrder());
    }

    @Override
    public JdbcType getRecommendedJdbcType(JdbcTypeIndicators indicators) {
        return indicators.getJdbcType(SqlTypes.BINARY);
    }

    @Override
    public long getDefaultSqlLength(Dialect dialect, JdbcType jdbcType) {
        return defaultLength(jdbcType);
    }

    @Override
    public String toString(ObjectId value) {
        return value.toHexString();
    }

    @Override
    public ObjectId fromString(CharSequence string) {
        return ObjectId.parse(string);
    }

    @Override
    @SuppressWarnings("unchecked")
    public <X> X unwrap(ObjectId value, Class<X> type, WrapperOptions options) {
        if (value == null) {
            return null;
        }
        if (type.isInstance(value)) {
            return (X) value;
        }
        if (type == byte[].class) {
            return (X) value.toByteArray();
        }
        if (type == String.class) {
            return (X) value.toHexString();
        }
        throw unknownUnwrap(type);
    }

    @Override
    public <X> ObjectId wrap(X value, WrapperOptions options) {
        if (value == null) {
            return null;
        }
        if (value instanceof ObjectId) {
            return (ObjectId) value;
        }
        if (value instanceof byte[]) {
            return fromColumn((byte[]) value);
        }
        if (value instanceof CharSequence) {
            return ObjectId.parse((CharSequence) value);
        }
        throw unknownWrap(value.getClass());
    }

    /**
     * The column length that holds an id in the JDBC type a mapping chose: 24 characters for the hex form in a
     * character type ({@code @JdbcTypeCode(SqlTypes.VARCHAR)}), 12 bytes otherwise.
     */
    static long defaultLength(JdbcType jdbcType) {
        return jdbcType.isString() ? ObjectId.HEX_LENGTH : ObjectId.BYTES;
    }

    /** A deserialized descriptor is the one instance. */
    private Object readResolve() {
        return INSTANCE;
    }

    /** Reads a column value; a value that is not 12 bytes is an error, never truncated or padded. */
    static ObjectId fromColumn(byte[] bytes) {
        try {
            return ObjectId.fromBytes(bytes);
        } catch (IllegalArgumentException e) {
            throw new HibernateException(
                    "Could not read an ObjectId column: the database returned " + bytes.length
                            + " bytes where an ObjectId has exactly " + ObjectId.BYTES + ". " + e.getMessage()
                            + ". The row was written by something other than objectid-jpa, or the column is not "
                            + "binary(12)/bytea; the value was neither truncated nor padded.",
                    e);
        }
    }
}
