package dev.objectid.it.db;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Locale;
import java.util.function.UnaryOperator;

/**
 * Where a database server of the suites runs, and how to reach it: the environment variables
 * {@code OBJECTID_<NAME>_URL}, {@code _USER} and {@code _PASSWORD}, with the defaults of this project's machines.
 * The same variables point the sample application's profiles elsewhere.
 */
enum DatabaseServer {
    POSTGRESQL("jdbc:postgresql://127.0.0.1:5432/test", "postgres", "start it (Debian: pg_ctlcluster 15 main start)"),
    MARIADB(
            "jdbc:mariadb://127.0.0.1:3306/test",
            "root",
            "start it (Debian: start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd)");

    private final String defaultUrl;
    private final String defaultUser;
    private final String howToStart;

    DatabaseServer(String defaultUrl, String defaultUser, String howToStart) {
        this.defaultUrl = defaultUrl;
        this.defaultUser = defaultUser;
        this.howToStart = howToStart;
    }

    /**
     * The kind of server a JDBC URL reaches.
     *
     * @throws IllegalArgumentException if it is neither {@code jdbc:postgresql:} nor {@code jdbc:mariadb:}
     */
    static DatabaseServer of(String url) {
        for (DatabaseServer server : values()) {
            if (url.startsWith(server.defaultUrl.substring(0, server.defaultUrl.indexOf("//")))) {
                return server;
            }
        }
        throw new IllegalArgumentException(url + " is neither a PostgreSQL (jdbc:postgresql://...) nor a MariaDB"
                + " (jdbc:mariadb://...) server's URL");
    }

    /** The name in {@code OBJECTID_TEST_DATABASES} and {@code -Dobjectid.test.database}. */
    String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    String url() {
        return url(System::getenv);
    }

    String user() {
        return user(System::getenv);
    }

    String password() {
        return password(System::getenv);
    }

    /**
     * A connection to the server's configured database.
     *
     * @throws IllegalStateException if the server cannot be reached, saying how to start it
     */
    Connection connect() {
        return connect(System::getenv);
    }

    /** {@link #connect()} with the environment given, for tests. */
    Connection connect(UnaryOperator<String> environment) {
        String url = url(environment);
        String user = user(environment);
        try {
            return DriverManager.getConnection(url, user, password(environment));
        } catch (SQLException e) {
            throw new IllegalStateException(
                    name() + " is named in " + TestDatabases.ENVIRONMENT
                            + " but cannot be reached at " + url + " as user '" + user + "': " + e.getMessage() + ". "
                            + "Either " + howToStart + ", point OBJECTID_" + name()
                            + "_URL / _USER / _PASSWORD at a running "
                            + "server, or remove " + key() + " from " + TestDatabases.ENVIRONMENT + ".",
                    e);
        }
    }

    private String url(UnaryOperator<String> environment) {
        return setting(environment, "URL", defaultUrl);
    }

    private String user(UnaryOperator<String> environment) {
        return setting(environment, "USER", defaultUser);
    }

    private String password(UnaryOperator<String> environment) {
        return setting(environment, "PASSWORD", "");
    }

    private String setting(UnaryOperator<String> environment, String suffix, String fallback) {
        String value = environment.apply("OBJECTID_" + name() + "_" + suffix);
        return value != null ? value : fallback;
    }
}
