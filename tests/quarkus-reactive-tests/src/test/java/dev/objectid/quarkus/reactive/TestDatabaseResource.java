package dev.objectid.quarkus.reactive;

import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The connection of this run's PostgreSQL database, a schema of its own made over JDBC, given to the Vert.x client:
 * the server from the JDBC URL, the schema as Hibernate's default schema.
 */
public class TestDatabaseResource implements QuarkusTestResourceLifecycleManager {

    private static final Pattern JDBC_URL =
            Pattern.compile("jdbc:(postgresql://[^?]+)\\?(?:.*&)?currentSchema=([^&]+).*");

    @Override
    public Map<String, String> start() {
        TestDatabase database = TestDatabases.create("postgresql");
        Matcher url = JDBC_URL.matcher(database.url());
        if (!url.matches()) {
            throw new IllegalStateException("Not a PostgreSQL URL with a schema: " + database.url());
        }
        return Map.of(
                "quarkus.datasource.reactive.url", url.group(1),
                "quarkus.datasource.username", database.user(),
                "quarkus.datasource.password", database.password(),
                "quarkus.hibernate-orm.database.default-schema", url.group(2));
    }

    @Override
    public void stop() {
        // the schema is dropped when the JVM ends
    }
}
