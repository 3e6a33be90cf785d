package dev.objectid.mybatis;

import dev.objectid.ObjectId;
import dev.objectid.jdbc.ColumnFormat;
import org.apache.ibatis.type.MappedTypes;

/**
 * MyBatis's handler for {@link ObjectId} in a binary column ({@code binary(12)}, {@code bytea}, {@code raw(12)}): binds
 * the 12 bytes; reads the 12 bytes, or 24 hexadecimal digits from a character column. A stored value that is neither
 * is an {@link java.sql.SQLDataException} naming the column; nothing is truncated or padded. Registered for
 * {@code ObjectId} by {@link ObjectIdTypeHandlers#register}.
 */
@MappedTypes(ObjectId.class)
public final class ObjectIdTypeHandler extends FormattedObjectIdTypeHandler {

    /** Called by MyBatis, or by {@link ObjectIdTypeHandlers}. */
    public ObjectIdTypeHandler() {
        super(ColumnFormat.BINARY);
    }
}
