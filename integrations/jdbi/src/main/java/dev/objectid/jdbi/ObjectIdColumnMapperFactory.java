package dev.objectid.jdbi;

import dev.objectid.jdbc.ObjectIdJdbc;
import java.util.Optional;
import org.jdbi.v3.core.config.ConfigRegistry;
import org.jdbi.v3.core.mapper.ColumnMapper;
import org.jdbi.v3.core.mapper.QualifiedColumnMapperFactory;
import org.jdbi.v3.core.qualifier.QualifiedType;

/**
 * Maps a column to an {@code ObjectId} or typed id, qualified {@link HexObjectId} or not: 12 bytes or 24 hexadecimal
 * digits, whichever the column holds ({@link ObjectIdJdbc#getObjectId(java.sql.ResultSet, int)}); SQL {@code NULL}
 * to {@code null}. A value that is neither is core's {@link java.sql.SQLDataException}, naming the column and value.
 */
final class ObjectIdColumnMapperFactory implements QualifiedColumnMapperFactory {

    @Override
    public Optional<ColumnMapper<?>> build(QualifiedType<?> type, ConfigRegistry config) {
        if (ColumnFormats.of(type).isEmpty()) {
            return Optional.empty();
        }
        return IdType.of(type.getType()).map(ObjectIdColumnMapperFactory::mapper);
    }

    private static <T> ColumnMapper<T> mapper(IdType<T> idType) {
        return (resultSet, column, ctx) -> idType.wrap(ObjectIdJdbc.getObjectId(resultSet, column));
    }
}
