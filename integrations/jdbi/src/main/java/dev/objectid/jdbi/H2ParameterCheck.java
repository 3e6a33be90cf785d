package dev.objectid.jdbi;

import dev.objectid.jdbc.ColumnFormat;
import java.sql.ParameterMetaData;
import java.sql.PreparedStatement;
import java.sql.SQLDataException;
import java.sql.SQLException;
import java.sql.Types;

/**
 * Refuses an id bound in the other format than its parameter's column, on H2. H2 converts bytes to text (as UTF-8, for
 * a {@code char(24)} column) and text to bytes without a word, so a forgotten {@link HexObjectId} would store a garbled
 * value or compare and match nothing; H2 types a parameter from its column when it prepares the statement, and tells
 * it in memory, without a round trip.
 */
final class H2ParameterCheck {

    private H2ParameterCheck() {}

    /**
     * @throws SQLDataException if H2 types the parameter as the other format's column; the message names the id, the
     *     parameter, its type and what to bind instead
     */
    static void check(PreparedStatement statement, int position, ColumnFormat format, ObjectIdArgument argument)
            throws SQLException {
        ParameterMetaData parameters = statement.getParameterMetaData();
        int precision = parameters.getPrecision(position);
        if (precision == 0) {
            return; // a parameter H2 could not type, such as "select ?": CHARACTER VARYING(0)
        }
        int type = parameters.getParameterType(position);
        String column = parameters.getParameterTypeName(position) + "(" + precision + ")";
        if (format == ColumnFormat.BINARY && isCharacter(type)) {
            throw new SQLDataException(argument + " is bound as its 12 bytes to parameter " + position
                    + ", which H2 types " + column + ": H2 would store the bytes as text, or compare them with text"
                    + " and match nothing. For a column of 24 hexadecimal digits, qualify the id @HexObjectId"
                    + " (dev.objectid.jdbi.HexObjectId); for the id's bytes, make the column binary(12).");
        }
        if (format == ColumnFormat.HEX && isBinary(type)) {
            throw new SQLDataException(argument + " is bound as 24 hexadecimal digits (@HexObjectId) to parameter "
                    + position + ", which H2 types " + column + ": H2 would store the digits' bytes, or compare"
                    + " them with the id's bytes and match nothing. For a binary column, bind the id without"
                    + " @HexObjectId.");
        }
    }

    private static boolean isCharacter(int type) {
        return type == Types.CHAR
                || type == Types.VARCHAR
                || type == Types.LONGVARCHAR
                || type == Types.NCHAR
                || type == Types.NVARCHAR
                || type == Types.LONGNVARCHAR
                || type == Types.CLOB
                || type == Types.NCLOB;
    }

    private static boolean isBinary(int type) {
        return type == Types.BINARY || type == Types.VARBINARY || type == Types.LONGVARBINARY || type == Types.BLOB;
    }
}
