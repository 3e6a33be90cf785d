package dev.objectid.it.db;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import javax.sql.DataSource;

/** Reads a column's type from JDBC metadata, whatever case the database gives identifiers. */
public final class ColumnTypes {

    private ColumnTypes() {}

    /** The type of {@code table.column}: its JDBC type name and size. */
    public static ColumnType of(DataSource dataSource, String table, String column) throws SQLException {
        try (Connection connection = dataSource.getConnection()) {
            DatabaseMetaData metaData = connection.getMetaData();
            try (ResultSet columns = metaData.getColumns(connection.getCatalog(), connection.getSchema(), "%", "%")) {
                while (columns.next()) {
                    if (columns.getString("TABLE_NAME").equalsIgnoreCase(table)
                            && columns.getString("COLUMN_NAME").equalsIgnoreCase(column)) {
                        return new ColumnType(columns.getString("TYPE_NAME"), columns.getInt("COLUMN_SIZE"));
                    }
                }
            }
        }
        throw new AssertionError("no column " + table + "." + column);
    }

    /**
     * A column's type as JDBC reports it.
     *
     * @param name the database's type name
     * @param size the declared size, where the type has one
     */
    public record ColumnType(String name, int size) {}
}
