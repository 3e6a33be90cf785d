package dev.objectid.sample.db;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.UUID;

/**
 * A PostgreSQL or MariaDB server the tests reach through the environment variables the application's profiles read
 * ({@code OBJECTID_POSTGRESQL_URL}, {@code _USER}, {@code _PASSWORD}; the same for {@code MARIADB}), with the same
 * defaults. Each test class gets a schema or database of its own, named {@code objectid_sample_} and random digits.
 */
abstract sealed class ServerDatabase implements TestDatabase permits PostgresqlDatabase, MariadbDatabase {

    private final String title;
    private final String prefix;
    private final String serverUrl;
    private final String user;
    private final String password;
    /** The schema (PostgreSQL) or database (MariaDB) of this test class. */
    final String schema = "objectid_sample_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);

    ServerDatabase(String title, String variablePrefix, String serverUrl, String user, String password) {
        this.title = title;
        this.prefix = variablePrefix;
        this.serverUrl = serverUrl;
        this.user = user;
        this.password = password;
    }

    /** The server's URL, as configured. */
    final String serverUrl() {
        return serverUrl;
    }

    /** The SQL that creates, and that drops, {@link #schema}. */
    abstract String createSql();

    abstract String dropSql();

    /** How to start this server on a Debian machine like the one CI runs on. */
    abstract String howToStart();

    @Override
    public final void create() {
        execute(createSql());
    }

    @Override
    public final void drop() {
        execute(dropSql());
    }

    private void execute(String sql) {
        Connection connection;
        try {
            connection = DriverManager.getConnection(serverUrl, user, password);
        } catch (SQLException e) {
            throw new AssertionError(TestDatabases.VARIABLE + " names " + name() + ", but " + title
                    + " cannot be reached at " + serverUrl + " as user '" + user + "': " + e.getMessage()
                    + "\nStart it (" + howToStart() + "), or point " + prefix + "_URL, " + prefix + "_USER and "
                    + prefix + "_PASSWORD at a running " + title + " server, or remove " + name() + " from "
                    + TestDatabases.VARIABLE + ".", e);
        }
        try (connection; Statement statement = connection.createStatement()) {
            statement.execute(sql);
        } catch (SQLException e) {
            throw new IllegalStateException(title + " at " + serverUrl + ": " + sql + " failed: " + e.getMessage(), e);
        }
    }
}
