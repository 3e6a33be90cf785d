package dev.objectid.it.databases;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.Statement;
import java.util.List;
import java.util.logging.Logger;
import javax.sql.DataSource;

/**
 * A data source whose connections start with session settings, such as {@code set standard_conforming_strings = off}
 * or {@code set session sql_mode = 'ANSI_QUOTES'}: what a server configured that way gives every client, Flyway
 * included.
 */
final class SessionSettingsDataSource implements DataSource {

    private final DataSource server;
    private final List<String> settings;

    SessionSettingsDataSource(DataSource server, List<String> settings) {
        this.server = server;
        this.settings = List.copyOf(settings);
    }

    @Override
    public Connection getConnection() throws SQLException {
        Connection connection = server.getConnection();
        try (Statement statement = connection.createStatement()) {
            for (String setting : settings) {
                statement.execute(setting);
            }
        } catch (SQLException e) {
            connection.close();
            throw e;
        }
        return connection;
    }

    @Override
    public Connection getConnection(String user, String password) throws SQLException {
        throw new SQLFeatureNotSupportedException("the test database's user only");
    }

    @Override
    public PrintWriter getLogWriter() throws SQLException {
        return server.getLogWriter();
    }

    @Override
    public void setLogWriter(PrintWriter out) throws SQLException {
        server.setLogWriter(out);
    }

    @Override
    public void setLoginTimeout(int seconds) throws SQLException {
        server.setLoginTimeout(seconds);
    }

    @Override
    public int getLoginTimeout() throws SQLException {
        return server.getLoginTimeout();
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        return server.getParentLogger();
    }

    @Override
    public <T> T unwrap(Class<T> type) throws SQLException {
        if (type.isInstance(this)) {
            return type.cast(this);
        }
        return server.unwrap(type);
    }

    @Override
    public boolean isWrapperFor(Class<?> type) throws SQLException {
        return type.isInstance(this) || server.isWrapperFor(type);
    }
}
