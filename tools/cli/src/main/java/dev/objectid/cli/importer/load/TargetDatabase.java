package dev.objectid.cli.importer.load;

import dev.objectid.cli.importer.failure.ImportFailure;
import dev.objectid.cli.importer.map.DatabaseProduct;
import dev.objectid.cli.importer.map.Table;
import dev.objectid.cli.importer.map.TablePlan;
import dev.objectid.sql.SqlDialect;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

/**
 * The database an import loads into, and all that differs by it: the session it sets up, the bulk statement the rows
 * go in by, whether indexes are built again after the load, and how foreign keys are checked. One class per database:
 * {@link PostgresqlTarget}, {@link MariadbTarget} (MariaDB and MySQL) and {@link H2Target}.
 */
public sealed interface TargetDatabase permits PostgresqlTarget, MariadbTarget, H2Target {

    /**
     * The target for the database a connection reaches.
     *
     * @throws ImportFailure for a database the import does not load into
     */
    static TargetDatabase of(DatabaseMetaData metaData) throws SQLException {
        SqlDialect dialect = DatabaseProduct.of(metaData);
        if (dialect == SqlDialect.POSTGRESQL) {
            return new PostgresqlTarget();
        }
        if (dialect == SqlDialect.MARIADB || dialect == SqlDialect.MYSQL) {
            return new MariadbTarget();
        }
        if (dialect == SqlDialect.H2) {
            return new H2Target();
        }
        throw new ImportFailure("objectid import loads into " + URLS + ", not " + metaData.getDatabaseProductName());
    }

    /** The databases the import loads into, by the URLs of the drivers inside, for messages. */
    String URLS = "PostgreSQL (jdbc:postgresql:), MariaDB and MySQL (jdbc:mariadb:, jdbc:mysql:) and H2 (jdbc:h2:)";

    /**
     * The target a JDBC URL names, whose settings the connection is made with; empty for the URL of another driver,
     * whose database {@link #of} tells once connected.
     */
    static Optional<TargetDatabase> of(String url) {
        if (url.startsWith("jdbc:postgresql:")) {
            return Optional.of(new PostgresqlTarget());
        }
        if (url.startsWith("jdbc:mariadb:") || url.startsWith("jdbc:mysql:")) {
            return Optional.of(new MariadbTarget());
        }
        if (url.startsWith("jdbc:h2:")) {
            return Optional.of(new H2Target());
        }
        return Optional.empty();
    }

    /**
     * Adds to {@code properties} what this database's driver needs for an import: its timeouts, in the unit it reads
     * them, and what the bulk statement needs.
     *
     * @return the URL to connect to
     */
    default String connection(String url, Properties properties, int connectTimeoutSeconds, int socketTimeoutSeconds) {
        return url;
    }

    /**
     * Refuses what this database cannot do.
     *
     * @param threads      whether {@code --threads} was given
     * @param allowOrphans whether {@code --allow-orphans} was given
     * @throws ImportFailure naming the option and the databases that take it
     */
    default void refuse(boolean threads, boolean allowOrphans) {}

    /** Sets up the session, before the first statement of the import. */
    default void setUpSession(Connection connection) throws SQLException {}

    /**
     * The statement the rows go in by, or {@code null} where they go in through JDBC batches, read and converted by one
     * thread in order.
     */
    BulkStatement bulkStatement(Connection connection, Quoting quoting) throws SQLException;

    /** The indexes dropped before the load and built again after it, or {@code null} where they stay. */
    default Indexes indexes(Connection connection, Quoting quoting, Map<Table, List<TablePlan>> tables) {
        return null;
    }

    /**
     * Whether references to a table this import fills whole are checked as their rows are converted, because the
     * database's own check after the load is a query per key ({@link References#plan}).
     */
    default boolean checksReferencesAsConverted() {
        return false;
    }

    /**
     * Switches the foreign key checks of {@code tables} off inside the transaction, before the first row.
     *
     * @return the statements that switch them on again, after every reference is checked; empty where the database
     *     checks each row as it goes in and nothing was switched off
     */
    List<String> keysOff(Statement statement, Quoting quoting, Collection<Table> tables) throws SQLException;

    /** Whether the database checks each reference as its row goes in, so that none is left to check after the load. */
    default boolean checksEachRow() {
        return false;
    }

    /**
     * Whether switching the checks on again checks every reference (a key added back), so that only when that fails
     * each missing row needs looking for.
     */
    default boolean keysOnChecksRows() {
        return false;
    }
}
