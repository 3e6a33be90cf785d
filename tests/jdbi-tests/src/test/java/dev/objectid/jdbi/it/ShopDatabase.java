package dev.objectid.jdbi.it;

import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import javax.sql.DataSource;
import org.jdbi.v3.core.Jdbi;

/**
 * The database of this run (H2, PostgreSQL or MariaDB, see {@link TestDatabases}) with the schema of
 * {@code schema/<database>.sql}, created once per JVM, and a Jdbi on it as an application sets one up. The suites empty
 * the tables before each test.
 */
final class ShopDatabase {

    private static TestDatabase database;
    private static Jdbi jdbi;

    private ShopDatabase() {}

    /** The Jdbi on this run's database, with the plugins on the class path installed. */
    static synchronized Jdbi jdbi() {
        if (jdbi == null) {
            TestDatabase created = TestDatabases.create();
            Jdbi configured = create(created.dataSource());
            configured.useHandle(
                    handle -> handle.createScript(schema(created.name())).execute());
            database = created;
            jdbi = configured;
        }
        return jdbi;
    }

    /** The name of this run's database: {@code h2}, {@code postgresql} or {@code mariadb}. */
    static String name() {
        jdbi();
        return database.name();
    }

    /** Deletes every row of every table. */
    static void clear() {
        jdbi().useHandle(handle -> {
            for (String table : new String[] {"orders", "customers", "legacy_events", "bad_values"}) {
                handle.execute("delete from " + table);
            }
        });
    }

    private static Jdbi create(DataSource dataSource) {
        // tag::install[]
        Jdbi jdbi = Jdbi.create(dataSource).installPlugins(); // finds ObjectIdPlugin (and SqlObjectPlugin)
        // end::install[]
        return jdbi;
    }

    private static String schema(String name) {
        try (InputStream in = ShopDatabase.class.getResourceAsStream("/schema/" + name + ".sql")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
