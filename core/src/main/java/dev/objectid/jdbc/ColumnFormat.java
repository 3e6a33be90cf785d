package dev.objectid.jdbc;

import dev.objectid.ObjectId;
import java.sql.Types;

/**
 * How a column stores an {@link ObjectId}: the value to bind for it and its JDBC type. Reading needs no format:
 * {@link ObjectIdJdbc#getObjectId(java.sql.ResultSet, String)} tells the two apart by what the driver returns.
 */
public enum ColumnFormat {

    /**
     * The 12 bytes, big-endian: {@code binary(12)} (H2, MySQL, MariaDB, SQL Server), {@code bytea} (PostgreSQL),
     * {@code raw(12)} (Oracle), or any {@code varbinary}. The format objectid-jpa creates; ids sort in creation order.
     */
    BINARY(Types.BINARY) {
        @Override
        public Object toColumnValue(ObjectId id) {
            return id == null ? null : id.toByteArray();
        }
    },

    /**
     * The 24 lower-case hexadecimal digits: {@code char(24)} or {@code varchar}, as databases migrated from MongoDB
     * often have. Twice the size of {@link #BINARY}; ids sort in creation order as long as the column's collation
     * orders digits before letters, as binary and ASCII collations do.
     */
    HEX(Types.VARCHAR) {
        @Override
        public Object toColumnValue(ObjectId id) {
            return id == null ? null : id.toHexString();
        }
    };

    private final int sqlType;

    ColumnFormat(int sqlType) {
        this.sqlType = sqlType;
    }

    /**
     * The value to bind for {@code id} in a column of this format: a {@code byte[]} of 12 for {@link #BINARY}, a
     * {@code String} of 24 for {@link #HEX}, {@code null} for {@code null} (SQL {@code NULL}, as
     * {@link ObjectIdJdbc#setObjectId} binds it). For APIs that take parameter values.
     *
     * @param id the id, or {@code null}
     * @return the value to bind, a new one on every call; {@code null} for a {@code null} id
     */
    public abstract Object toColumnValue(ObjectId id);

    /**
     * The format a parameter of JDBC type {@code sqlType} takes: {@link #HEX} for character types, {@link #BINARY}
     * for binary ones, {@code otherwise} for any other type, {@code Types.OTHER} and {@code Types.JAVA_OBJECT}
     * included.
     */
    static ColumnFormat ofSqlType(int sqlType, ColumnFormat otherwise) {
        switch (sqlType) {
            case Types.CHAR:
            case Types.VARCHAR:
            case Types.LONGVARCHAR:
            case Types.NCHAR:
            case Types.NVARCHAR:
            case Types.LONGNVARCHAR:
            case Types.CLOB:
            case Types.NCLOB:
                return HEX;
            case Types.BINARY:
            case Types.VARBINARY:
            case Types.LONGVARBINARY:
            case Types.BLOB:
                return BINARY;
            default:
                return otherwise;
        }
    }

    /**
     * The JDBC type of the bound value, for {@code setNull}.
     *
     * @return a constant of {@link Types}: {@code BINARY} or {@code VARCHAR}
     */
    public int sqlType() {
        return sqlType;
    }
}
