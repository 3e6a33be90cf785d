package dev.objectid.jdbi;

import dev.objectid.ObjectId;
import dev.objectid.jdbc.ColumnFormat;
import dev.objectid.jdbc.ObjectIdJdbc;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import org.jdbi.v3.core.argument.Argument;
import org.jdbi.v3.core.statement.StatementContext;

/** One id bound to a parameter, in its column's format; {@code NULL} for a null id. */
final class ObjectIdArgument implements Argument {

    private final ObjectId id;
    private final String typeName;
    private final ColumnFormat format;
    private final boolean checkParameterType;

    ObjectIdArgument(ObjectId id, String typeName, ColumnFormat format, boolean checkParameterType) {
        this.id = id;
        this.typeName = typeName;
        this.format = format;
        this.checkParameterType = checkParameterType;
    }

    @Override
    public void apply(int position, PreparedStatement statement, StatementContext ctx) throws SQLException {
        if (checkParameterType && id != null) {
            H2ParameterCheck.check(statement, position, format, this);
        }
        ObjectIdJdbc.setObjectId(statement, position, id, format);
    }

    /** How messages name the bound id: {@code OrderId 65f0a1b2c3d4e5f6a7b8c9d0}, {@code (hex)} after it in that format. */
    @Override
    public String toString() {
        return id == null ? "NULL" : typeName + " " + id.toHexString() + (format == ColumnFormat.HEX ? " (hex)" : "");
    }
}
