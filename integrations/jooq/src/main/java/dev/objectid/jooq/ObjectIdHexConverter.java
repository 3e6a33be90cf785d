package dev.objectid.jooq;

import dev.objectid.ObjectId;
import dev.objectid.jdbc.ObjectIdJdbc;
import org.jooq.impl.AbstractConverter;

/**
 * Converts between a character column holding the 24 hexadecimal digits ({@code char(24)}, {@code varchar}), as
 * databases migrated from MongoDB often have, and {@link ObjectId}. Ids are written in lower case, which sorts in
 * creation order under binary and ASCII collations.
 */
public final class ObjectIdHexConverter extends AbstractConverter<String, ObjectId> {

    private static final long serialVersionUID = 1L;

    /** Called by the code jOOQ generates. */
    public ObjectIdHexConverter() {
        super(String.class, ObjectId.class);
    }

    /**
     * Reads an id from its hexadecimal form, in either case.
     *
     * @param hex the column's value, or {@code null}
     * @return the id, or {@code null}
     * @throws IllegalArgumentException if {@code hex} is not 24 hexadecimal digits
     */
    @Override
    public ObjectId from(String hex) {
        return ObjectIdJdbc.toObjectId(hex);
    }

    /**
     * The lower-case hexadecimal form of an id.
     *
     * @param id the id, or {@code null}
     * @return its 24 digits, or {@code null}
     */
    @Override
    public String to(ObjectId id) {
        return id == null ? null : id.toHexString();
    }
}
