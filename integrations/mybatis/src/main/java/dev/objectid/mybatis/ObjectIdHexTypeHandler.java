package dev.objectid.mybatis;

import dev.objectid.ObjectId;
import dev.objectid.jdbc.ColumnFormat;

/**
 * MyBatis's handler for {@link ObjectId} in a character column holding the 24 hexadecimal digits ({@code char(24)},
 * {@code varchar}): binds the lower-case hexadecimal form, reads either format. Name it where such a column is mapped,
 * for example {@code #{legacyId,typeHandler=dev.objectid.mybatis.ObjectIdHexTypeHandler}}; binary columns, the
 * default, need nothing.
 */
public final class ObjectIdHexTypeHandler extends FormattedObjectIdTypeHandler {

    /** Called by MyBatis. */
    public ObjectIdHexTypeHandler() {
        super(ColumnFormat.HEX);
    }
}
