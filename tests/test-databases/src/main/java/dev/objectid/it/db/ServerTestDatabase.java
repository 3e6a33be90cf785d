package dev.objectid.it.db;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.sql.DataSource;
import org.postgresql.ds.PGSimpleDataSource;
import org.mariadb.jdbc.MariaDbDataSource;

/**
 * A database on a PostgreSQL or MariaDB server, private to this test run: a schema (PostgreSQL) or a database
 * (MariaDB) named {@code objectid_it_<random>}, created here and dropped when the JVM ends.
 */
final class ServerTestDatabase implements TestDatabase {

    private static final Pattern MARIADB_URL = Pattern.compile("(jdbc:mariadb://[^/?]+)(/[^?]*)?(\\?.*)?");

    private final DatabaseServer server;
    private final String namespace = "objectid_it_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
    private final String url;

    ServerTestDatabase(DatabaseServer server) {
        this.server = server;
        try (Connection connection = server.connect(); Statement statement = connection.createStatement()) {
            statement.execute(server == DatabaseServer.POSTGRESQL
                    ? "create schema " + namespace
                    : "create database " + namespace);
        } catch (SQLException e) {
            throw new IllegalStateException("Could not create " + namespace + " on " + server.url(), e);
        }
        this.url = server == DatabaseServer.POSTGRESQL
                ? withParameter(server.url(), "currentSchema=" + namespace + "&reWriteBatchedInserts=true")
                : withParameter(withDatabase(server.url(), namespace), "rewriteBatchedStatements=true");
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
        return server.user();
    }

    @Override
    public String password() {
        return server.password();
    }

    @Override
    public DataSource dataSource() {
        if (server == DatabaseServer.POSTGRESQL) {
            PGSimpleDataSource dataSource = new PGSimpleDataSource();
            dataSource.setURL(url);
            dataSource.setUser(server.user());
            dataSource.setPassword(server.password());
            return dataSource;
        }
        try {
            MariaDbDataSource dataSource = new MariaDbDataSource(url);
            dataSource.setUser(server.user());
            dataSource.setPassword(server.password());
            return dataSource;
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public Map<String, Object> jdbcSettings() {
        return Map.of(
                "jakarta.persistence.jdbc.url", url,
                "jakarta.persistence.jdbc.user", server.user(),
                "jakarta.persistence.jdbc.password", server.password());
    }

    @Override
    public boolean isObjectIdColumn(String typeName, int size) {
        return server == DatabaseServer.POSTGRESQL
                ? typeName.equalsIgnoreCase("bytea")
                : typeName.equalsIgnoreCase("BINARY") && size == 12;
    }

    private void drop() {
        try (Connection connection = server.connect(); Statement statement = connection.createStatement()) {
            statement.execute(server == DatabaseServer.POSTGRESQL
                    ? "drop schema if exists " + namespace + " cascade"
                    : "drop database if exists " + namespace);
        } catch (SQLException | RuntimeException e) {
            System.err.println("Could not drop " + namespace + " on " + server.url() + ": " + e.getMessage());
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
            throw new IllegalArgumentException("OBJECTID_MARIADB_URL: " + url
                    + " is not jdbc:mariadb://HOST[:PORT]/DATABASE");
        }
        return matcher.group(1) + "/" + database + (matcher.group(3) == null ? "" : matcher.group(3));
    }
}
