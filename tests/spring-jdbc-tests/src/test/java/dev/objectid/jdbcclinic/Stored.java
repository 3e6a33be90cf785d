package dev.objectid.jdbcclinic;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;

/**
 * What the tables hold, read with plain JDBC from the database itself, past the application's {@code DataSource}: the
 * bytes of binary columns ({@code getBytes}), the text of character ones ({@code getString}).
 */
final class Stored {

    private Stored() {}

    /** The first column of each row {@code sql} selects, as bytes; parameters bound with {@code setObject}. */
    static List<byte[]> bytes(String sql, Object... parameters) {
        return rows(sql, parameters, row -> row.getBytes(1));
    }

    /** The first column of each row {@code sql} selects, as text. */
    static List<String> strings(String sql, Object... parameters) {
        return rows(sql, parameters, row -> row.getString(1));
    }

    /** The number of rows of {@code table}. */
    static long count(String table) {
        return rows("SELECT COUNT(*) FROM " + table, new Object[0], row -> row.getLong(1))
                .get(0);
    }

    private interface Column<T> {
        T read(ResultSet row) throws SQLException;
    }

    private static <T> List<T> rows(String sql, Object[] parameters, Column<T> column) {
        DataSource database = ClinicTest.DATABASE.dataSource();
        try (Connection connection = database.getConnection();
                PreparedStatement statement = connection.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                statement.setObject(i + 1, parameters[i]);
            }
            List<T> values = new ArrayList<>();
            try (ResultSet row = statement.executeQuery()) {
                while (row.next()) {
                    values.add(column.read(row));
                }
            }
            return values;
        } catch (SQLException e) {
            throw new IllegalStateException(sql + ": " + e.getMessage(), e);
        }
    }
}
