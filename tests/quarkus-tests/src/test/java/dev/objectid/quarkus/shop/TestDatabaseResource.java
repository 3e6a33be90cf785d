package dev.objectid.quarkus.shop;

import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;

/**
 * The connection of this run's database (H2, or the server {@code -Dobjectid.test.database} names), a database of its
 * own: the kind is in application.properties, the connection comes from here.
 */
public class TestDatabaseResource implements QuarkusTestResourceLifecycleManager {

    @Override
    public Map<String, String> start() {
        TestDatabase database = TestDatabases.create();
        return Map.of(
                "quarkus.datasource.jdbc.url", database.url(),
                "quarkus.datasource.username", database.user(),
                "quarkus.datasource.password", database.password());
    }

    @Override
    public void stop() {
        // the database is dropped when the JVM ends
    }
}
