package dev.objectid.it.db;

import java.util.Map;
import java.util.function.Supplier;

/** Chooses the database of a test run with the system property {@code objectid.test.database} (default {@code h2}). */
public final class TestDatabases {

    /** The system property that names the database. */
    public static final String PROPERTY = "objectid.test.database";

    private static final Map<String, Supplier<TestDatabase>> DATABASES = Map.of("h2", H2TestDatabase::new);

    private TestDatabases() {
    }

    /** A new, empty database of the kind this run uses. */
    public static TestDatabase create() {
        String name = System.getProperty(PROPERTY, "h2");
        Supplier<TestDatabase> database = DATABASES.get(name);
        if (database == null) {
            throw new IllegalArgumentException("-D" + PROPERTY + "=" + name + ": unknown database; known: "
                    + DATABASES.keySet());
        }
        return database.get();
    }
}
