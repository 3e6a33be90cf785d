package dev.objectid.benchmarks;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/** The two JDBC calls the benchmarks make around their measurements: a statement, and a query of one value. */
public final class Jdbc {

    private Jdbc() {}

    /** The first column of the first row of {@code sql}, as text. */
    public static String scalar(Connection connection, String sql) throws SQLException {
        try (Statement statement = connection.createStatement();
                ResultSet row = statement.executeQuery(sql)) {
            row.next();
            return row.getString(1);
        }
    }

    /** Runs a statement that returns nothing the caller needs. */
    public static void exec(Connection connection, String sql) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute(sql);
        }
    }
}
