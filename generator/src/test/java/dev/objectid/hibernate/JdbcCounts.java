package dev.objectid.hibernate;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.concurrent.atomic.AtomicInteger;
import org.hibernate.engine.jdbc.connections.spi.ConnectionProvider;

/**
 * A connection provider that counts what Hibernate asks of JDBC: single updates, statements added to a batch, and
 * batches executed. It is how a test sees that inserts really are batched.
 */
final class JdbcCounts implements ConnectionProvider {

    private static final long serialVersionUID = 1L;

    final AtomicInteger executeUpdate = new AtomicInteger();
    final AtomicInteger addBatch = new AtomicInteger();
    final AtomicInteger executeBatch = new AtomicInteger();
    private final String url;

    JdbcCounts(String url) {
        this.url = url;
    }

    void reset() {
        executeUpdate.set(0);
        addBatch.set(0);
        executeBatch.set(0);
    }

    @Override
    public Connection getConnection() throws SQLException {
        Connection connection = DriverManager.getConnection(url);
        return proxy(Connection.class, connection, (target, method, args) -> {
            Object result = invoke(target, method, args);
            return result instanceof PreparedStatement ? countingStatement((PreparedStatement) result) : result;
        });
    }

    private PreparedStatement countingStatement(PreparedStatement statement) {
        return proxy(PreparedStatement.class, statement, (target, method, args) -> {
            switch (method.getName()) {
                case "executeUpdate":
                    executeUpdate.incrementAndGet();
                    break;
                case "addBatch":
                    addBatch.incrementAndGet();
                    break;
                case "executeBatch":
                    executeBatch.incrementAndGet();
                    break;
                default:
                    break;
            }
            return invoke(target, method, args);
        });
    }

    @Override
    public void closeConnection(Connection connection) throws SQLException {
        connection.close();
    }

    @Override
    public boolean supportsAggressiveRelease() {
        return false;
    }

    @Override
    public boolean isUnwrappableAs(Class<?> unwrapType) {
        return false;
    }

    @Override
    public <T> T unwrap(Class<T> unwrapType) {
        throw new UnsupportedOperationException();
    }

    private interface Call {
        Object apply(Object target, java.lang.reflect.Method method, Object[] args) throws Throwable;
    }

    private static <T> T proxy(Class<T> type, T target, Call call) {
        InvocationHandler handler = (proxy, method, args) -> call.apply(target, method, args);
        return type.cast(Proxy.newProxyInstance(JdbcCounts.class.getClassLoader(), new Class<?>[] {type}, handler));
    }

    private static Object invoke(Object target, java.lang.reflect.Method method, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
