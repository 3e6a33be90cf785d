package dev.objectid.hibernate;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * SQL files of the test class path (golden DDL, hand-written DDL, documented queries): read them, and run the
 * statements of a script. Public, and in the generator's test jar, because the integration tests run the same files
 * on PostgreSQL and MariaDB.
 */
public final class SqlScripts {

    private SqlScripts() {}

    /** The text of a class-path resource. */
    public static String read(String resource) {
        try (InputStream in = SqlScripts.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalArgumentException("no resource " + resource + " on the test class path");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The statement between {@code -- tag::name[]} and {@code -- end::name[]} of a resource, without its final
     * {@code ;}: a query the guide quotes, run as it is shown.
     */
    public static String statement(String resource, String tag) {
        String script = read(resource);
        int start = script.indexOf("-- tag::" + tag + "[]");
        int end = script.indexOf("-- end::" + tag + "[]");
        if (start < 0 || end < start) {
            throw new IllegalArgumentException("no region " + tag + " in " + resource);
        }
        String sql = script.substring(script.indexOf('\n', start) + 1, end).strip();
        return sql.endsWith(";") ? sql.substring(0, sql.length() - 1) : sql;
    }

    /** Runs the {@code ;}-separated statements of a resource, leaving out {@code --} comment lines. */
    public static void run(Connection connection, String resource) throws SQLException {
        runScript(connection, read(resource));
    }

    /** Runs the {@code ;}-separated statements of a script, leaving out {@code --} comment lines. */
    public static void runScript(Connection connection, String script) throws SQLException {
        StringBuilder withoutComments = new StringBuilder();
        for (String line : script.split("\n")) {
            if (!line.strip().startsWith("--")) {
                withoutComments.append(line).append('\n');
            }
        }
        try (Statement statement = connection.createStatement()) {
            for (String sql : withoutComments.toString().split(";")) {
                if (!sql.isBlank()) {
                    statement.execute(sql);
                }
            }
        }
    }
}
