package dev.objectid.it.db;

import java.util.Map;
import javax.sql.DataSource;

/**
 * A database the end-to-end suites run on. Suites ask this interface for everything that differs between databases,
 * so that the same suites run on H2, PostgreSQL and MariaDB; see {@link TestDatabases} for how a run chooses one.
 */
public interface TestDatabase {

    /** The name used with {@code -Dobjectid.test.database}, and for the files of expected SQL. */
    String name();

    /** The JDBC URL of this database, for a process or a connection of its own. */
    String url();

    /** The user to connect as. */
    String user();

    /** The password to connect with. */
    String password();

    /** A data source for a new, empty database; every call returns the same database. */
    DataSource dataSource();

    /** The connection settings for a Hibernate bootstrap without Spring ({@code jakarta.persistence.jdbc.*}). */
    Map<String, Object> jdbcSettings();

    /**
     * Whether a column reported by JDBC metadata with this type name and size stores an ObjectId as objectid-jpa
     * intends: 12 bytes of binary ({@code BINARY(12)} on H2 and MariaDB, {@code bytea} on PostgreSQL).
     */
    boolean isObjectIdColumn(String typeName, int size);
}
