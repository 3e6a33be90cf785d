package dev.objectid.jooq;

import dev.objectid.ObjectId;
import dev.objectid.jdbc.ObjectIdJdbc;
import org.jooq.impl.AbstractConverter;

/**
 * Converts between a binary column ({@code binary(12)}, {@code bytea}, {@code raw(12)}) and {@link ObjectId}. Name it
 * in a forced type of jOOQ's code generator, or use {@link ObjectIdDataTypes#OBJECT_ID} for hand-written fields.
 *
 * <pre>{@code
 * <forcedType>
 *     <userType>dev.objectid.ObjectId</userType>
 *     <converter>dev.objectid.jooq.ObjectIdConverter</converter>
 *     <includeTypes>(?i:binary|bytea)</includeTypes>
 * </forcedType>
 * }</pre>
 *
 * <p>A stored value that is not 12 bytes is an error that shows it; it is never truncated or padded.
 */
public final class ObjectIdConverter extends AbstractConverter<byte[], ObjectId> {

    private static final long serialVersionUID = 1L;

    /** Called by the code jOOQ generates. */
    public ObjectIdConverter() {
        super(byte[].class, ObjectId.class);
    }

    /**
     * Reads an id from its 12 bytes.
     *
     * @param bytes the column's value, or {@code null}
     * @return the id, or {@code null}
     * @throws IllegalArgumentException if {@code bytes} is not 12 bytes long
     */
    @Override
    public ObjectId from(byte[] bytes) {
        return ObjectIdJdbc.toObjectId(bytes);
    }

    /**
     * The 12 bytes of an id.
     *
     * @param id the id, or {@code null}
     * @return its bytes, or {@code null}
     */
    @Override
    public byte[] to(ObjectId id) {
        return id == null ? null : id.toByteArray();
    }
}
