package dev.objectid.mybatis;

import dev.objectid.ObjectId;
import dev.objectid.TypedIdType;
import dev.objectid.jdbc.ObjectIdJdbc;
import java.sql.CallableStatement;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import org.apache.ibatis.type.BaseTypeHandler;
import org.apache.ibatis.type.JdbcType;

/**
 * MyBatis's handler for a typed id such as the {@code OrderId} objectid-processor generates (any public class with
 * {@code public static T of(ObjectId)} and {@code public ObjectId toObjectId()}), stored like an {@link ObjectId} in a
 * binary column. {@link ObjectIdTypeHandlers#register} registers one for every typed id on the class path; in XML,
 * {@code <typeHandler handler="dev.objectid.mybatis.TypedIdTypeHandler" javaType="com.example.shop.OrderId"/>}.
 *
 * @param <T> the typed id
 */
public final class TypedIdTypeHandler<T> extends BaseTypeHandler<T> {

    private final TypedIdType<T> typedId;

    /**
     * Called by MyBatis with the Java type it registers the handler for.
     *
     * @param type the typed id
     * @throws IllegalArgumentException if {@code type} is not a typed id; the message says what it lacks
     */
    public TypedIdTypeHandler(Class<T> type) {
        this.typedId = TypedIdType.of(type);
    }

    @Override
    public void setNonNullParameter(PreparedStatement statement, int index, T id, JdbcType jdbcType)
            throws SQLException {
        ObjectIdJdbc.setObjectId(statement, index, typedId.unwrap(id));
    }

    @Override
    public T getNullableResult(ResultSet resultSet, String column) throws SQLException {
        return wrap(ObjectIdJdbc.getObjectId(resultSet, column));
    }

    @Override
    public T getNullableResult(ResultSet resultSet, int column) throws SQLException {
        return wrap(ObjectIdJdbc.getObjectId(resultSet, column));
    }

    @Override
    public T getNullableResult(CallableStatement statement, int parameter) throws SQLException {
        return wrap(ObjectIdJdbc.getObjectId(statement, parameter));
    }

    private T wrap(ObjectId id) {
        return id == null ? null : typedId.wrap(id);
    }

    @Override
    public String toString() {
        return "TypedIdTypeHandler[" + typedId.type().getName() + "]";
    }
}
