package dev.objectid.sql;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** The databases objectid-core writes SQL for: its {@link SqlFunctions} and the DDL of {@link TimePartitions}. */
public enum SqlDialect {

    /** PostgreSQL 12 and later; ids are {@code bytea}. */
    POSTGRESQL,
    /** MariaDB 10.3 and later; ids are {@code binary(12)}. */
    MARIADB,
    /** MySQL 8; ids are {@code binary(12)}. The SQL is MariaDB's, less what MySQL lacks. */
    MYSQL;

    /**
     * The dialect of a name, in any case: {@code postgresql}, {@code mariadb} or {@code mysql}.
     *
     * @param name the name
     * @return the dialect
     * @throws IllegalArgumentException if the name is none of these, saying which are accepted
     */
    public static SqlDialect named(String name) {
        for (SqlDialect dialect : values()) {
            if (dialect.key().equalsIgnoreCase(String.valueOf(name))) {
                return dialect;
            }
        }
        throw new IllegalArgumentException("unknown SQL dialect '" + name + "'; accepted: "
                + Arrays.stream(values()).map(SqlDialect::key).collect(Collectors.joining(", ")));
    }

    /**
     * The name {@link #named(String)} reads, in lower case.
     *
     * @return the name
     */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
