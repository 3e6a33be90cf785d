package dev.objectid.sample.db;

/** A schema of its own on a PostgreSQL server; the application connects with {@code currentSchema} set to it. */
public final class PostgresqlDatabase extends ServerDatabase {

    /** The server of {@code OBJECTID_POSTGRESQL_URL}, {@code _USER}, {@code _PASSWORD}; the profile's defaults. */
    public PostgresqlDatabase() {
        this(TestDatabases.env("OBJECTID_POSTGRESQL_URL", "jdbc:postgresql://127.0.0.1:5432/test"),
                TestDatabases.env("OBJECTID_POSTGRESQL_USER", "postgres"),
                TestDatabases.env("OBJECTID_POSTGRESQL_PASSWORD", ""));
    }

    PostgresqlDatabase(String serverUrl, String user, String password) {
        super("PostgreSQL", "OBJECTID_POSTGRESQL", serverUrl, user, password);
    }

    @Override
    public String name() {
        return "postgresql";
    }

    @Override
    public String url() {
        return withSchema(serverUrl(), schema);
    }

    static String withSchema(String url, String schema) {
        return url + (url.contains("?") ? "&" : "?") + "currentSchema=" + schema;
    }

    @Override
    String createSql() {
        return "create schema " + schema;
    }

    @Override
    String dropSql() {
        return "drop schema if exists " + schema + " cascade";
    }

    @Override
    String howToStart() {
        return "for example: service postgresql start";
    }
}
