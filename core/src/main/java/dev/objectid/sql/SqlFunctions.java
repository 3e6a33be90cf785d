package dev.objectid.sql;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The SQL functions for ids that objectid-core ships for people who write SQL (reports, a database console,
 * migrations): {@code objectid_timestamp(id)}, {@code objectid_min_for(t)}, {@code objectid_from_hex(hex)} and
 * {@code objectid_hex(id)}, as one script a database. The scripts are resources of this jar, named as Flyway
 * repeatable migrations, so Flyway can run them from the jar:
 *
 * <pre>
 * dev/objectid/sql/postgresql/R__objectid_functions.sql   IMMUTABLE PARALLEL SAFE functions for PostgreSQL
 * dev/objectid/sql/mariadb/R__objectid_functions.sql      DETERMINISTIC functions for MariaDB and MySQL
 * </pre>
 *
 * The command line prints them: {@code java -jar objectid-core.jar sql-functions --dialect postgresql}.
 */
public final class SqlFunctions {

    private SqlFunctions() {
    }

    /**
     * The class-path resource holding the functions of a dialect (MySQL shares MariaDB's).
     *
     * @param dialect the database
     * @return the resource name, without a leading slash
     */
    public static String resource(SqlDialect dialect) {
        String folder = dialect == SqlDialect.POSTGRESQL ? "postgresql" : "mariadb";
        return "dev/objectid/sql/" + folder + "/R__objectid_functions.sql";
    }

    /**
     * The script creating the functions on a dialect, which can be run again to replace them.
     *
     * @param dialect the database
     * @return the SQL script
     */
    public static String script(SqlDialect dialect) {
        String resource = resource(dialect);
        try (InputStream in = SqlFunctions.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("objectid-core is missing its resource " + resource);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("Could not read " + resource, e);
        }
    }
}
