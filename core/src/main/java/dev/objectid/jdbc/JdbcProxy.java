package dev.objectid.jdbc;

import dev.objectid.ObjectId;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLType;
import java.sql.Statement;
import java.sql.Types;
import java.util.function.Function;

/**
 * A connection, statement or result set of the driver's, seen through a JDK proxy of its JDBC interface: ids given to
 * {@code setObject} are bound as their bytes or hex digits, ids asked of {@code getObject(column, type)} are read from
 * either, the statements and result sets it hands out are proxies too, and every other call goes to the driver.
 */
final class JdbcProxy implements InvocationHandler {

    private final Object target;
    private final ColumnFormat format;
    /** The proxy that handed this one out: the connection of a statement, the statement of a result set; or null. */
    private final Object parent;

    private JdbcProxy(Object target, ColumnFormat format, Object parent) {
        this.target = target;
        this.format = format;
        this.parent = parent;
    }

    /** {@code connection} seen through a proxy, unless it is one already (a wrapped data source wrapped again). */
    static Connection connection(Connection connection, ColumnFormat format) {
        if (Proxy.isProxyClass(connection.getClass()) && Proxy.getInvocationHandler(connection) instanceof JdbcProxy) {
            return connection;
        }
        return proxy(Connection.class, connection, format, null);
    }

    @Override
    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
        switch (method.getName()) {
            case "setObject":
                if (bind(args)) {
                    return null;
                }
                break;
            case "getObject":
                if (args.length == 2 && args[1] instanceof Class) {
                    Function<ObjectId, ?> reader = IdValues.reader((Class<?>) args[1]);
                    if (reader != null) {
                        ObjectId id = read(args[0]);
                        return id == null ? null : reader.apply(id);
                    }
                }
                break;
            case "getConnection":
            case "getStatement":
                if (parent != null && args == null) {
                    return parent;
                }
                break;
            case "unwrap":
                if (((Class<?>) args[0]).isInstance(proxy)) {
                    return proxy;
                }
                break;
            case "isWrapperFor":
                if (((Class<?>) args[0]).isInstance(proxy)) {
                    return true;
                }
                break;
            case "equals":
                if (args.length == 1 && method.getParameterTypes()[0] == Object.class) {
                    return proxy == args[0];
                }
                break;
            case "hashCode":
                if (args == null) {
                    return System.identityHashCode(proxy);
                }
                break;
            default:
                break;
        }
        Object result;
        try {
            result = method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
        return handOut(proxy, method.getReturnType(), result);
    }

    /** A statement or result set the driver returned, seen through a proxy as well. */
    private Object handOut(Object proxy, Class<?> type, Object result) {
        if (result == null) {
            return null;
        }
        if (type == ResultSet.class
                || type == PreparedStatement.class
                || type == CallableStatement.class
                || type == Statement.class) {
            return proxy(type, result, format, proxy);
        }
        return result;
    }

    /**
     * {@code setObject(index or name, value [, type [, scale]])}: binds {@code value} itself if it is an id, in the
     * format of the JDBC type given, else of the data source.
     *
     * @return whether it was an id
     */
    private boolean bind(Object[] args) throws SQLException {
        ObjectId id = IdValues.toObjectId(args[1]);
        if (id == null) {
            return false;
        }
        ColumnFormat as = args.length > 2 ? ColumnFormat.ofSqlType(sqlType(args[2]), format) : format;
        if (args[0] instanceof Integer) {
            PreparedStatement statement = (PreparedStatement) target;
            if (as == ColumnFormat.BINARY) {
                statement.setBytes((Integer) args[0], id.toByteArray());
            } else {
                statement.setString((Integer) args[0], id.toHexString());
            }
        } else {
            CallableStatement call = (CallableStatement) target;
            if (as == ColumnFormat.BINARY) {
                call.setBytes((String) args[0], id.toByteArray());
            } else {
                call.setString((String) args[0], id.toHexString());
            }
        }
        return true;
    }

    /** The id in the column (an index or a label) of a result set, or an OUT parameter of a call. */
    private ObjectId read(Object column) throws SQLException {
        if (target instanceof ResultSet) {
            ResultSet row = (ResultSet) target;
            return column instanceof Integer
                    ? ObjectIdJdbc.getObjectId(row, (Integer) column)
                    : ObjectIdJdbc.getObjectId(row, (String) column);
        }
        CallableStatement call = (CallableStatement) target;
        return column instanceof Integer
                ? ObjectIdJdbc.getObjectId(call, (Integer) column)
                : ObjectIdJdbc.getObjectId(call, (String) column);
    }

    private static int sqlType(Object type) {
        if (type instanceof Integer) {
            return (Integer) type;
        }
        Integer number = type instanceof SQLType ? ((SQLType) type).getVendorTypeNumber() : null;
        return number != null ? number : Types.OTHER;
    }

    private static <T> T proxy(Class<T> type, Object target, ColumnFormat format, Object parent) {
        return type.cast(Proxy.newProxyInstance(
                JdbcProxy.class.getClassLoader(), new Class<?>[] {type}, new JdbcProxy(target, format, parent)));
    }
}
