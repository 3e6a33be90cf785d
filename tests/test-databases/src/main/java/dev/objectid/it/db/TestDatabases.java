package dev.objectid.it.db;

import java.util.Arrays;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Chooses the database of a test run. Each surefire execution of a suite module runs the suites on one database, named
 * by the system property {@value #PROPERTY}: {@code h2} (the default, embedded), {@code postgresql} or
 * {@code mariadb}. The executions for the servers exist when the environment variable {@value #ENVIRONMENT} is set
 * (see the {@code database-servers} profile of {@code tests/pom.xml}); their suites run only for the servers the
 * variable names, for example {@code OBJECTID_TEST_DATABASES=postgresql,mariadb}. A suite that runs every database in
 * one execution, one test class per database, uses {@link TestDatabaseExtension} instead. A named server that cannot
 * be reached fails the run with a message saying how to start it; it is never skipped.
 */
public final class TestDatabases {

    /** The system property that names the database of this run. */
    public static final String PROPERTY = "objectid.test.database";

    /** The environment variable that names the database servers to test against. */
    public static final String ENVIRONMENT = "OBJECTID_TEST_DATABASES";

    /**
     * The name in {@value #ENVIRONMENT} that runs the sharded-cluster suite: MariaDB Spider over throwaway servers the
     * suite starts itself (see {@code dev.objectid.it.spider.SpiderCluster}).
     */
    public static final String SPIDER = "spider";

    private static final Set<String> KNOWN = Set.of("h2", "postgresql", "mariadb");

    private TestDatabases() {}

    /** The name of this run's database. */
    public static String current() {
        return known(System.getProperty(PROPERTY, "h2"), "-D" + PROPERTY + "=");
    }

    /** The servers {@value #ENVIRONMENT} names; unknown names are an error. */
    public static Set<String> named() {
        return named(System.getenv(ENVIRONMENT));
    }

    /** {@link #named()} of the variable's value. */
    static Set<String> named(String value) {
        if (value == null || value.isBlank()) {
            return Set.of();
        }
        Set<String> names = Arrays.stream(value.split(","))
                .map(s -> s.trim().toLowerCase(Locale.ROOT))
                .filter(s -> !s.isEmpty())
                .collect(Collectors.toCollection(TreeSet::new));
        for (String name : names) {
            if ((!KNOWN.contains(name) || name.equals("h2")) && !name.equals(SPIDER)) {
                throw new IllegalArgumentException(ENVIRONMENT + "=" + value + ": '" + name + "' is not a database"
                        + " server these tests know; use postgresql, mariadb, spider or several, comma-separated (H2"
                        + " always runs)");
            }
        }
        return names;
    }

    /** Whether this run's suites should run: always on H2, on a server only when {@value #ENVIRONMENT} names it. */
    public static boolean enabled() {
        return enabled(current());
    }

    /**
     * Whether suites should run on the database {@code name}: on H2 always, on a server when {@value #ENVIRONMENT}
     * names it.
     */
    public static boolean enabled(String name) {
        String database = known(name, "");
        return database.equals("h2") || named().contains(database);
    }

    /**
     * Whether this run is the one that runs the Spider cluster suite: {@value #SPIDER} is named, and this is the
     * default (H2) execution, so that the suite, which brings its own servers, runs once.
     */
    public static boolean spiderRequested() {
        return current().equals("h2") && named().contains(SPIDER);
    }

    /**
     * A new, empty database of the kind this run uses.
     *
     * @throws IllegalStateException if the server cannot be reached, saying how to start it
     */
    public static TestDatabase create() {
        return create(current());
    }

    /**
     * A new, empty database of the kind {@code name}: {@code h2}, {@code postgresql} or {@code mariadb}.
     *
     * @throws IllegalStateException if the server cannot be reached, saying how to start it
     */
    public static TestDatabase create(String name) {
        String database = known(name, "");
        if (database.equals("h2")) {
            return new H2TestDatabase();
        }
        return new ServerTestDatabase(DatabaseServer.valueOf(database.toUpperCase(Locale.ROOT)));
    }

    /**
     * A new, empty database on the server at {@code url}, for a program that names its server itself, as the
     * benchmarks do: a schema (PostgreSQL) or database (MariaDB) of its own, dropped when the JVM ends.
     *
     * @param url {@code jdbc:postgresql://...} (the schema is made in its database) or {@code jdbc:mariadb://...} (the
     *     database replaces its own); its parameters are kept
     * @throws IllegalArgumentException if {@code url} is neither
     * @throws IllegalStateException if the server cannot be reached or refuses to create it
     */
    public static TestDatabase onServer(String url, String user, String password) {
        return new ServerTestDatabase(url, user, password);
    }

    /** {@code name} in lower case, if it names a database these tests know; {@code where} says where it was read. */
    static String known(String name, String where) {
        String database = name.trim().toLowerCase(Locale.ROOT);
        if (!KNOWN.contains(database)) {
            throw new IllegalArgumentException(
                    where + "'" + name + "' is not a database these tests know; known: " + new TreeSet<>(KNOWN));
        }
        return database;
    }
}
