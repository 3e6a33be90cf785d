package dev.objectid.jdbc;

import dev.objectid.ObjectId;
import java.sql.Types;
import java.util.Objects;

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
            return Objects.requireNonNull(id, "id").toByteArray();
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
            return Objects.requireNonNull(id, "id").toHexString();
        }
    };

    private final int sqlType;

    ColumnFormat(int sqlType) {
        this.sqlType = sqlType;
    }

    /**
     * The value to bind for {@code id} in a column of this format: a {@code byte[]} of 12 for {@link #BINARY}, a
     * {@code String} of 24 for {@link #HEX}. For frameworks that take parameter values, such as Spring's
     * {@code JdbcTemplate}.
     *
     * @param id the id
     * @return the value to bind, a new one on every call
     * @throws NullPointerException if {@code id} is null
     */
    public abstract Object toColumnValue(ObjectId id);

    /**
     * The JDBC type of the bound value, for {@code setNull}.
     *
     * @return a constant of {@link Types}: {@code BINARY} or {@code VARCHAR}
     */
    public int sqlType() {
        return sqlType;
    }
}
