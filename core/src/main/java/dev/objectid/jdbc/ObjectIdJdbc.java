package dev.objectid.jdbc;

import dev.objectid.ObjectId;
import java.sql.CallableStatement;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLDataException;
import java.sql.SQLException;
import java.util.Objects;

/**
 * Reads and binds {@link ObjectId}s with plain JDBC, whatever the column type: binary columns ({@code binary(12)},
 * {@code bytea}, {@code raw(12)}, {@code varbinary}) holding the 12 bytes, or character columns ({@code char(24)},
 * {@code varchar}) holding the 24 hexadecimal digits.
 *
 * <pre>{@code
 * try (PreparedStatement insert = connection.prepareStatement("insert into orders (id, item) values (?, ?)")) {
 *     ObjectIdJdbc.setObjectId(insert, 1, ObjectId.generate());
 *     insert.setString(2, "tea");
 *     insert.executeUpdate();
 * }
 * ...
 * ObjectId id = ObjectIdJdbc.getObjectId(resultSet, "id");
 * }</pre>
 *
 * <p>A value that is not an id, such as 16 bytes or a 10-character string, is an {@link SQLDataException} that names
 * the column, its type and the value; it is never truncated, padded or read as another id.
 */
public final class ObjectIdJdbc {

    private static final String ACCEPTED = "An ObjectId column is binary (binary(12), bytea, raw(12), varbinary)"
            + " holding 12 bytes, or character (char(24), varchar) holding 24 hexadecimal digits.";

    private ObjectIdJdbc() {}

    /**
     * Reads an id from a column of the current row, in either format.
     *
     * @param resultSet the result set, on a row
     * @param column    the column's label
     * @return the id, or {@code null} for SQL {@code NULL}
     * @throws SQLDataException if the column holds something other than an id; the message names the column
     * @throws SQLException     if the driver fails, or there is no such column
     */
    public static ObjectId getObjectId(ResultSet resultSet, String column) throws SQLException {
        return getObjectId(resultSet, resultSet.findColumn(column));
    }

    /**
     * Reads an id from a column of the current row, in either format.
     *
     * @param resultSet the result set, on a row
     * @param column    the column's index, from 1
     * @return the id, or {@code null} for SQL {@code NULL}
     * @throws SQLDataException if the column holds something other than an id; the message names the column
     * @throws SQLException     if the driver fails, or there is no such column
     */
    public static ObjectId getObjectId(ResultSet resultSet, int column) throws SQLException {
        Object value = resultSet.getObject(column);
        try {
            return toObjectId(value);
        } catch (IllegalArgumentException e) {
            throw new SQLDataException("Column " + describe(resultSet, column) + ": " + e.getMessage(), e);
        }
    }

    /**
     * Reads an id from an OUT parameter of a stored procedure call, in either format.
     *
     * @param statement the executed call
     * @param parameter the parameter's index, from 1
     * @return the id, or {@code null} for SQL {@code NULL}
     * @throws SQLDataException if the parameter holds something other than an id; the message names it
     * @throws SQLException     if the driver fails
     */
    public static ObjectId getObjectId(CallableStatement statement, int parameter) throws SQLException {
        Object value = statement.getObject(parameter);
        try {
            return toObjectId(value);
        } catch (IllegalArgumentException e) {
            throw new SQLDataException("OUT parameter " + parameter + ": " + e.getMessage(), e);
        }
    }

    /** {@link #getObjectId(CallableStatement, int)} for a named OUT parameter. */
    static ObjectId getObjectId(CallableStatement statement, String parameter) throws SQLException {
        Object value = statement.getObject(parameter);
        try {
            return toObjectId(value);
        } catch (IllegalArgumentException e) {
            throw new SQLDataException("OUT parameter " + parameter + ": " + e.getMessage(), e);
        }
    }

    /**
     * Binds an id to a binary column ({@link ColumnFormat#BINARY}): its 12 bytes, or {@code NULL}.
     *
     * @param statement the statement
     * @param index     the parameter's index, from 1
     * @param id        the id, or {@code null}
     * @throws SQLException if the driver fails
     */
    public static void setObjectId(PreparedStatement statement, int index, ObjectId id) throws SQLException {
        setObjectId(statement, index, id, ColumnFormat.BINARY);
    }

    /**
     * Binds an id in the format of its column.
     *
     * @param statement the statement
     * @param index     the parameter's index, from 1
     * @param id        the id, or {@code null}
     * @param format    how the column stores ids
     * @throws NullPointerException if {@code format} is null
     * @throws SQLException if the driver fails
     */
    public static void setObjectId(PreparedStatement statement, int index, ObjectId id, ColumnFormat format)
            throws SQLException {
        Objects.requireNonNull(format, "format");
        if (id == null) {
            statement.setNull(index, format.sqlType());
        } else if (format == ColumnFormat.BINARY) {
            statement.setBytes(index, id.toByteArray());
        } else {
            statement.setString(index, id.toHexString());
        }
    }

    /**
     * Turns a value a driver returned for an id column into the id: 12 bytes, or 24 hexadecimal digits in either
     * case. For frameworks that read column values themselves.
     *
     * @param value a {@code byte[]}, a {@link CharSequence}, an {@code ObjectId}, or {@code null}
     * @return the id, or {@code null} if {@code value} is null
     * @throws IllegalArgumentException if {@code value} is of another type, or not 12 bytes, or not 24 hexadecimal
     *         digits; the message names the value and what is accepted
     */
    public static ObjectId toObjectId(Object value) {
        if (value == null || value instanceof ObjectId) {
            return (ObjectId) value;
        }
        try {
            if (value instanceof byte[]) {
                return ObjectId.fromBytes((byte[]) value);
            }
            if (value instanceof CharSequence) {
                return ObjectId.parse((CharSequence) value);
            }
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(
                    e.getMessage() + ". " + ACCEPTED + " The value was neither truncated nor padded.", e);
        }
        String shown = String.valueOf(value);
        throw new IllegalArgumentException("a " + value.getClass().getName() + " ("
                + (shown.length() > 40 ? shown.substring(0, 40) + "..." : shown) + ") is not an ObjectId. " + ACCEPTED);
    }

    /** {@code id (BINARY(16))}: the column's label and type, as far as the driver tells them. */
    private static String describe(ResultSet resultSet, int column) {
        try {
            ResultSetMetaData metaData = resultSet.getMetaData();
            int precision = metaData.getPrecision(column);
            return metaData.getColumnLabel(column) + " (" + metaData.getColumnTypeName(column)
                    + (precision > 0 && precision < 1_000_000 ? "(" + precision + ")" : "") + ")";
        } catch (SQLException | RuntimeException e) {
            return String.valueOf(column);
        }
    }
}
