package dev.objectid.sample.db;

/**
 * A database a test class runs the application on: created empty before the class, dropped after it. H2 always; a
 * PostgreSQL or MariaDB server when {@code OBJECTID_TEST_DATABASES} names it ({@link TestDatabases}).
 */
public interface TestDatabase {

    /** The name in {@code OBJECTID_TEST_DATABASES} and the application's Spring profile ({@code h2}: none). */
    String name();

    /** Creates the empty database (a schema on PostgreSQL, a database on MariaDB, an in-memory database on H2). */
    void create();

    /** The JDBC URL of the database {@link #create()} made. */
    String url();

    /** Drops what {@link #create()} made. */
    void drop();
}
