package dev.objectid.jdbc;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Objects;
import java.util.logging.Logger;
import javax.sql.DataSource;

/**
 * A {@link DataSource} through which JDBC code passes {@link dev.objectid.ObjectId}s and typed ids as it passes any
 * other value: {@code setObject} binds an id's 12 bytes (its 24 hexadecimal digits where the parameter's JDBC type is a
 * character type, or where the id columns are {@link ColumnFormat#HEX}), and {@code getObject(column, ObjectId.class)}
 * or {@code getObject(column, OrderId.class)} reads one from a binary or a character column. Everything else passes
 * through unchanged. This is what Spring's {@code JdbcTemplate}, {@code JdbcClient}, {@code SimpleJdbcInsert} and row
 * mappers call underneath, so they take ids with no code per call; the Spring Boot starter wraps the application's
 * {@code DataSource} beans in one.
 *
 * <pre>{@code
 * DataSource dataSource = ObjectIdDataSource.wrap(pool);
 * JdbcTemplate jdbc = new JdbcTemplate(dataSource);
 * jdbc.update("insert into orders (id, item) values (?, ?)", ObjectId.generate(), "tea");
 * ObjectId first = jdbc.queryForObject("select id from orders order by id limit 1", ObjectId.class);
 * }</pre>
 *
 * <p>The connections, statements and result sets it hands out are JDK proxies of the driver's own; {@code unwrap}
 * reaches the driver's classes (and the pool's) as before.
 */
public final class ObjectIdDataSource implements DataSource {

    private final DataSource target;
    private final ColumnFormat format;

    private ObjectIdDataSource(DataSource target, ColumnFormat format) {
        this.target = target;
        this.format = format;
    }

    /**
     * Wraps {@code dataSource} for id columns of {@link ColumnFormat#BINARY} ({@code binary(12)}, {@code bytea}).
     *
     * @param dataSource the data source, for example the connection pool
     * @return a data source that passes ids, or {@code dataSource} itself if it is one already
     * @throws NullPointerException if {@code dataSource} is null
     */
    public static DataSource wrap(DataSource dataSource) {
        return wrap(dataSource, ColumnFormat.BINARY);
    }

    /**
     * Wraps {@code dataSource} for id columns of the given format: an id bound with {@code setObject} and no JDBC type
     * (or {@code Types.OTHER}) takes this format; one bound with a character or binary JDBC type takes that type's.
     *
     * @param dataSource the data source, for example the connection pool
     * @param format     how the application's id columns store ids
     * @return a data source that passes ids in that format, or {@code dataSource} itself if it is one already that
     *         does
     * @throws NullPointerException if an argument is null
     */
    public static DataSource wrap(DataSource dataSource, ColumnFormat format) {
        Objects.requireNonNull(dataSource, "dataSource");
        Objects.requireNonNull(format, "format");
        if (dataSource instanceof ObjectIdDataSource && ((ObjectIdDataSource) dataSource).format == format) {
            return dataSource;
        }
        return new ObjectIdDataSource(dataSource, format);
    }

    /**
     * How an id bound with no JDBC type is stored.
     *
     * @return the format given to {@link #wrap(DataSource, ColumnFormat)}
     */
    public ColumnFormat format() {
        return format;
    }

    @Override
    public Connection getConnection() throws SQLException {
        return JdbcProxy.connection(target.getConnection(), format);
    }

    @Override
    public Connection getConnection(String username, String password) throws SQLException {
        return JdbcProxy.connection(target.getConnection(username, password), format);
    }

    @Override
    public PrintWriter getLogWriter() throws SQLException {
        return target.getLogWriter();
    }

    @Override
    public void setLogWriter(PrintWriter out) throws SQLException {
        target.setLogWriter(out);
    }

    @Override
    public void setLoginTimeout(int seconds) throws SQLException {
        target.setLoginTimeout(seconds);
    }

    @Override
    public int getLoginTimeout() throws SQLException {
        return target.getLoginTimeout();
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        return target.getParentLogger();
    }

    @Override
    public <T> T unwrap(Class<T> type) throws SQLException {
        return type.isInstance(this) ? type.cast(this) : target.unwrap(type);
    }

    @Override
    public boolean isWrapperFor(Class<?> type) throws SQLException {
        return type.isInstance(this) || target.isWrapperFor(type);
    }

    @Override
    public String toString() {
        return "ObjectIdDataSource[" + format + ", " + target + "]";
    }
}
