package dev.objectid.jdbi;

import dev.objectid.jdbc.ColumnFormat;
import java.util.Optional;
import org.jdbi.v3.core.qualifier.QualifiedType;

/** The column format a qualified type names: binary with no qualifier, hexadecimal with {@link HexObjectId}. */
final class ColumnFormats {

    private ColumnFormats() {}

    /** The format of {@code type}; empty if it carries other qualifiers, which are not the plugin's to serve. */
    static Optional<ColumnFormat> of(QualifiedType<?> type) {
        if (type.hasNoQualifiers()) {
            return Optional.of(ColumnFormat.BINARY);
        }
        if (type.getQualifiers().size() == 1 && type.hasQualifier(HexObjectId.class)) {
            return Optional.of(ColumnFormat.HEX);
        }
        return Optional.empty();
    }
}
