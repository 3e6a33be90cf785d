package dev.objectid.sample.db;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A database of its own on a MariaDB server. */
public final class MariadbDatabase extends ServerDatabase {

    private static final Pattern URL = Pattern.compile("(jdbc:mariadb://[^/?]+)(/[^?]*)?(\\?.*)?");

    /** The server of {@code OBJECTID_MARIADB_URL}, {@code _USER}, {@code _PASSWORD}; the profile's defaults. */
    public MariadbDatabase() {
        this(TestDatabases.env("OBJECTID_MARIADB_URL", "jdbc:mariadb://127.0.0.1:3306/test"),
                TestDatabases.env("OBJECTID_MARIADB_USER", "root"),
                TestDatabases.env("OBJECTID_MARIADB_PASSWORD", ""));
    }

    MariadbDatabase(String serverUrl, String user, String password) {
        super("MariaDB", "OBJECTID_MARIADB", serverUrl, user, password);
    }

    @Override
    public String name() {
        return "mariadb";
    }

    @Override
    public String url() {
        return withDatabase(serverUrl(), schema);
    }

    /** The URL with its database replaced by {@code database}, its parameters kept. */
    static String withDatabase(String url, String database) {
        Matcher matcher = URL.matcher(url);
        if (!matcher.matches()) {
            throw new IllegalArgumentException(
                    "OBJECTID_MARIADB_URL: " + url + " is not jdbc:mariadb://HOST[:PORT]/DATABASE");
        }
        return matcher.group(1) + "/" + database + (matcher.group(3) == null ? "" : matcher.group(3));
    }

    @Override
    String createSql() {
        return "create database " + schema;
    }

    @Override
    String dropSql() {
        return "drop database if exists " + schema;
    }

    @Override
    String howToStart() {
        return "for example: service mariadb start";
    }
}
