package dev.objectid.micronaut.it;

import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;

/**
 * The databases of the suites and the Micronaut properties that point an application at them: one database for the
 * Micronaut Data JDBC suites, created with {@code schema/<database>.sql} as a migration would, and one for the
 * Micronaut Data JPA suites, whose tables Hibernate creates. Each is created once per JVM, on the database of this
 * run ({@link TestDatabases}).
 */
public final class TestApplications {

    private static TestDatabase jdbc;
    private static TestDatabase jpa;

    private TestApplications() {}

    /** The database of the JDBC suites, with its tables. */
    public static synchronized TestDatabase jdbcDatabase() {
        if (jdbc == null) {
            jdbc = TestDatabases.create();
            createTables(jdbc);
        }
        return jdbc;
    }

    /** The database of the JPA suites. */
    public static synchronized TestDatabase jpaDatabase() {
        if (jpa == null) {
            jpa = TestDatabases.create();
        }
        return jpa;
    }

    /** An application on the JDBC suites' database, with Micronaut Data JDBC only. */
    public static Map<String, String> jdbc() {
        return dataSource(jdbcDatabase());
    }

    /** An application on the JPA suites' database, with Hibernate creating the tables of the JPA entities. */
    public static Map<String, String> jpa() {
        Map<String, String> properties = dataSource(jpaDatabase());
        properties.put("jpa.default.entity-scan.packages", "dev.objectid.micronaut.it.jpa");
        properties.put("jpa.default.properties.hibernate.hbm2ddl.auto", "create-drop");
        return properties;
    }

    /** The properties of a data source on {@code database}, with Micronaut Data's dialect for it. */
    public static Map<String, String> dataSource(TestDatabase database) {
        Map<String, String> properties = new HashMap<>();
        properties.put("datasources.default.url", database.url());
        properties.put("datasources.default.username", database.user());
        properties.put("datasources.default.password", database.password());
        properties.put("datasources.default.dialect", dialect(database));
        return properties;
    }

    /** Micronaut Data's name of the database's dialect. */
    private static String dialect(TestDatabase database) {
        return switch (database.name()) {
            case "h2" -> "H2";
            case "postgresql" -> "POSTGRES";
            case "mariadb" -> "MYSQL";
            default -> throw new IllegalArgumentException("no Micronaut Data dialect for " + database.name());
        };
    }

    private static void createTables(TestDatabase database) {
        String script;
        try (InputStream in = TestApplications.class.getResourceAsStream("/schema/" + database.name() + ".sql")) {
            script = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        try (Connection connection = database.dataSource().getConnection();
                Statement statement = connection.createStatement()) {
            for (String sql : script.replaceAll("(?m)^--.*$", "").split(";")) {
                if (!sql.isBlank()) {
                    statement.execute(sql);
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("Could not create the tables on " + database.url(), e);
        }
    }
}
