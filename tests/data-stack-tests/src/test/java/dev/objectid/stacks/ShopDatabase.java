package dev.objectid.stacks;

import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;
import org.springframework.core.io.ClassPathResource;
import org.springframework.jdbc.datasource.init.ScriptUtils;

/**
 * The database of this run (H2, PostgreSQL or MariaDB, see {@link TestDatabases}) with the schema of
 * {@code schema/<database>.sql}, created once per JVM and shared by the suites of every stack, which empty the tables
 * they use before each test.
 */
public final class ShopDatabase {

    private static TestDatabase database;

    private ShopDatabase() {}

    /** The database, with its schema. */
    public static synchronized TestDatabase get() {
        if (database == null) {
            TestDatabase created = TestDatabases.create();
            try (Connection connection = created.dataSource().getConnection()) {
                ScriptUtils.executeSqlScript(connection, new ClassPathResource("schema/" + created.name() + ".sql"));
            } catch (SQLException e) {
                throw new IllegalStateException("Could not create the schema on " + created.name(), e);
            }
            database = created;
        }
        return database;
    }

    /** Its data source. */
    public static DataSource dataSource() {
        return get().dataSource();
    }

    /** The name of the database: {@code h2}, {@code postgresql} or {@code mariadb}. */
    public static String name() {
        return get().name();
    }

    /** Deletes every row of every table. */
    public static void clear() {
        try (Connection connection = dataSource().getConnection();
                Statement statement = connection.createStatement()) {
            for (String table :
                    new String[] {"invoices", "orders", "customers", "events", "legacy_events", "id_columns"}) {
                statement.executeUpdate("delete from " + table);
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
