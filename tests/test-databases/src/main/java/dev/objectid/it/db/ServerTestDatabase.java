package dev.objectid.it.db;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.sql.DataSource;
import org.mariadb.jdbc.MariaDbDataSource;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * A database on a PostgreSQL or MariaDB server, private to this run: a schema (PostgreSQL) or a database (MariaDB)
 * named {@code objectid_it_<random>}, created here and dropped when the JVM ends.
 */
final class ServerTestDatabase implements TestDatabase {

    private static final Pattern MARIADB_URL = Pattern.compile("(jdbc:mariadb://[^/?]+)(/[^?]*)?(\\?.*)?");

    /** How to reach the server itself. */
    interface Connector {
        Connection connect() throws SQLException;
    }

    private final DatabaseServer server;
    private final String serverUrl;
    private final String user;
    private final String password;
    private final Connector connector;
    private final String namespace =
            "objectid_it_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
    private final String url;

    /** On the server the environment names ({@link DatabaseServer}), whose errors say how to start it. */
    ServerTestDatabase(DatabaseServer server) {
        this(server, server.url(), server.user(), server.password(), server::connect);
    }

    /** On the server at {@code serverUrl}, of the kind its URL says. */
    ServerTestDatabase(String serverUrl, String user, String password) {
        this(
                DatabaseServer.of(serverUrl),
                serverUrl,
                user,
                password,
                () -> DriverManager.getConnection(serverUrl, user, password));
    }

    private ServerTestDatabase(
            DatabaseServer server, String serverUrl, String user, String password, Connector connector) {
        this.server = server;
        this.serverUrl = serverUrl;
        this.user = user;
        this.password = password;
        this.connector = connector;
        this.url = server == DatabaseServer.POSTGRESQL
                ? withParameter(serverUrl, "currentSchema=" + namespace + "&reWriteBatchedInserts=true")
                : withParameter(withDatabase(serverUrl, namespace), "rewriteBatchedStatements=true");
        try (Connection connection = connector.connect();
                Statement statement = connection.createStatement()) {
            statement.execute(
                    server == DatabaseServer.POSTGRESQL
                            ? "create schema " + namespace
                            : "create database " + namespace);
        } catch (SQLException e) {
            throw new IllegalStateException(
                    "Could not create " + namespace + " on " + serverUrl + ": " + e.getMessage(), e);
        }
        Runtime.getRuntime().addShutdownHook(new Thread(this::drop, "drop " + namespace));
    }

    @Override
    public String name() {
        return server.key();
    }

    @Override
    public String url() {
        return url;
    }

    @Override
    public String user() {
        return user;
    }

    @Override
    public String password() {
        return password;
    }

    @Override
    public DataSource dataSource() {
        if (server == DatabaseServer.POSTGRESQL) {
            PGSimpleDataSource dataSource = new PGSimpleDataSource();
            dataSource.setURL(url);
            dataSource.setUser(user);
            dataSource.setPassword(password);
            return dataSource;
        }
        try {
            MariaDbDataSource dataSource = new MariaDbDataSource(url);
            dataSource.setUser(user);
            dataSource.setPassword(password);
            return dataSource;
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public Map<String, Object> jdbcSettings() {
        return Map.of(
                "jakarta.persistence.jdbc.url", url,
                "jakarta.persistence.jdbc.user", user,
                "jakarta.persistence.jdbc.password", password);
    }

    @Override
    public boolean isObjectIdColumn(String typeName, int size) {
        return server == DatabaseServer.POSTGRESQL
                ? typeName.equalsIgnoreCase("bytea")
                : typeName.equalsIgnoreCase("BINARY") && size == 12;
    }

    private void drop() {
        try (Connection connection = connector.connect();
                Statement statement = connection.createStatement()) {
            statement.execute(
                    server == DatabaseServer.POSTGRESQL
                            ? "drop schema if exists " + namespace + " cascade"
                            : "drop database if exists " + namespace);
        } catch (SQLException | RuntimeException e) {
            System.err.println("Could not drop " + namespace + " on " + serverUrl + ": " + e.getMessage());
        }
    }

    /** The URL with {@code parameters} added to the ones it has. */
    static String withParameter(String url, String parameters) {
        return url + (url.contains("?") ? "&" : "?") + parameters;
    }

    /** {@code jdbc:mariadb://host:port/test?x} to {@code jdbc:mariadb://host:port/<database>?x}. */
    static String withDatabase(String url, String database) {
        Matcher matcher = MARIADB_URL.matcher(url);
        if (!matcher.matches()) {
            throw new IllegalArgumentException(
                    "OBJECTID_MARIADB_URL: " + url + " is not jdbc:mariadb://HOST[:PORT]/DATABASE");
        }
        return matcher.group(1) + "/" + database + (matcher.group(3) == null ? "" : matcher.group(3));
    }
}
