package dev.objectid.sample.db;

import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Which databases the tests run on: H2 always; PostgreSQL and MariaDB when the environment variable
 * {@value #VARIABLE} names them ({@code OBJECTID_TEST_DATABASES=postgresql,mariadb}). A database named there must be
 * reachable: its tests fail, saying how to start it, rather than being skipped.
 */
public final class TestDatabases {

    /** The environment variable that names the server databases to run the tests on. */
    public static final String VARIABLE = "OBJECTID_TEST_DATABASES";

    /** The names {@value #VARIABLE} may hold ("spider" is the integration tests' sharded cluster, not used here). */
    public static final List<String> KNOWN = List.of("h2", "postgresql", "mariadb", "spider");

    private TestDatabases() {
    }

    /** The names in {@value #VARIABLE}, trimmed and in lower case; empty when it is not set. */
    public static Set<String> requested() {
        return parse(System.getenv(VARIABLE));
    }

    static Set<String> parse(String value) {
        Set<String> names = new LinkedHashSet<>();
        if (value != null) {
            Arrays.stream(value.split(",")).map(String::trim).map(String::toLowerCase).filter(s -> !s.isEmpty())
                    .forEach(names::add);
        }
        return names;
    }

    /** Reads an environment variable, or its default. */
    static String env(String name, String defaultValue) {
        String value = System.getenv(name);
        return value == null ? defaultValue : value;
    }
}
