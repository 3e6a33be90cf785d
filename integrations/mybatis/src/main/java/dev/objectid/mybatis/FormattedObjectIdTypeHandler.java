package dev.objectid.mybatis;

import dev.objectid.ObjectId;
import dev.objectid.jdbc.ColumnFormat;
import dev.objectid.jdbc.ObjectIdJdbc;
import java.sql.CallableStatement;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import org.apache.ibatis.type.BaseTypeHandler;
import org.apache.ibatis.type.JdbcType;

/** Binds {@link ObjectId}s in one {@link ColumnFormat}, and reads them from a column of either. */
abstract class FormattedObjectIdTypeHandler extends BaseTypeHandler<ObjectId> {

    private final ColumnFormat format;

    FormattedObjectIdTypeHandler(ColumnFormat format) {
        this.format = format;
    }

    @Override
    public void setNonNullParameter(PreparedStatement statement, int index, ObjectId id, JdbcType jdbcType)
            throws SQLException {
        ObjectIdJdbc.setObjectId(statement, index, id, format);
    }

    @Override
    public ObjectId getNullableResult(ResultSet resultSet, String column) throws SQLException {
        return ObjectIdJdbc.getObjectId(resultSet, column);
    }

    @Override
    public ObjectId getNullableResult(ResultSet resultSet, int column) throws SQLException {
        return ObjectIdJdbc.getObjectId(resultSet, column);
    }

    @Override
    public ObjectId getNullableResult(CallableStatement statement, int parameter) throws SQLException {
        return ObjectIdJdbc.getObjectId(statement, parameter);
    }
}
