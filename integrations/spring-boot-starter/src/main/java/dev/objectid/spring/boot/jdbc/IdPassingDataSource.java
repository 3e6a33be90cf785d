package dev.objectid.spring.boot.jdbc;

import dev.objectid.jdbc.ColumnFormat;
import dev.objectid.jdbc.ObjectIdDataSource;
import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.springframework.jdbc.datasource.DelegatingDataSource;

/**
 * The {@code DataSource} bean in place of the application's own: a {@link DelegatingDataSource} over it whose
 * connections come through an {@link ObjectIdDataSource}. As a {@code DelegatingDataSource} it lets Spring Boot find the
 * pool behind it, as Spring Boot does for Spring's own wrappers: {@code DataSourceBuilder.derivedFrom}, which Flyway,
 * Liquibase and the SQL initializer call for a user of their own, reads the pool's URL; pool metadata and metrics read
 * the pool. {@code unwrap(ObjectIdDataSource.class)} returns the wrapper the connections come from.
 */
final class IdPassingDataSource extends DelegatingDataSource {

    private final DataSource ids;

    IdPassingDataSource(DataSource pool, ColumnFormat format) {
        super(pool);
        this.ids = ObjectIdDataSource.wrap(pool, format);
    }

    @Override
    public Connection getConnection() throws SQLException {
        return ids.getConnection();
    }

    @Override
    public Connection getConnection(String username, String password) throws SQLException {
        return ids.getConnection(username, password);
    }

    /**
     * The pool for {@code DataSource} itself (Spring Boot 3's {@code DataSourceBuilder.derivedFrom} unwraps to that
     * interface and reads the URL of what it gets), the id-passing wrapper for its own type, otherwise as
     * {@link DelegatingDataSource} does.
     */
    @Override
    public <T> T unwrap(Class<T> type) throws SQLException {
        if (type == DataSource.class) {
            return type.cast(obtainTargetDataSource());
        }
        return !type.isInstance(this) && type.isInstance(ids) ? type.cast(ids) : super.unwrap(type);
    }

    @Override
    public boolean isWrapperFor(Class<?> type) throws SQLException {
        return type.isInstance(ids) || super.isWrapperFor(type);
    }

    @Override
    public String toString() {
        return ids.toString();
    }
}
