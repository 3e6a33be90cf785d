package dev.objectid.cli.importer.load;

import dev.objectid.cli.importer.map.Table;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Collection;
import java.util.List;
import java.util.Properties;

/**
 * MariaDB and MySQL: a UTC, strict session; rows go in by {@code LOAD DATA LOCAL INFILE} ({@link LoadDataStatement});
 * indexes stay; {@code foreign_key_checks} is off during the load, and references are checked as rows are converted
 * or by a query per key after it.
 */
final class MariadbTarget implements TargetDatabase {

    @Override
    public String connection(String url, Properties properties, int connectTimeoutSeconds, int socketTimeoutSeconds) {
        properties.setProperty("connectTimeout", Integer.toString(connectTimeoutSeconds * 1000));
        properties.setProperty("socketTimeout", Integer.toString(socketTimeoutSeconds * 1000));
        // LOAD DATA LOCAL reads the rows this process streams to the driver
        properties.setProperty("allowLocalInfile", "true");
        // MySQL goes through the MariaDB driver inside the jar, which takes jdbc:mysql: only when told to
        return url.startsWith("jdbc:mysql:") ? url + (url.contains("?") ? "&" : "?") + "permitMysqlScheme" : url;
    }

    @Override
    public void setUpSession(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            // times are written in UTC; a strict session refuses what does not fit instead of adjusting it
            statement.execute("set time_zone = '+00:00'");
            statement.execute("set sql_mode = 'STRICT_ALL_TABLES,NO_ZERO_IN_DATE,NO_ZERO_DATE,"
                    + "ERROR_FOR_DIVISION_BY_ZERO,NO_ENGINE_SUBSTITUTION'");
        }
    }

    @Override
    public BulkStatement bulkStatement(Connection connection, Quoting quoting) {
        return new LoadDataStatement(connection, quoting);
    }

    @Override
    public boolean checksReferencesAsConverted() {
        return true;
    }

    @Override
    public List<String> keysOff(Statement statement, Quoting quoting, Collection<Table> tables) throws SQLException {
        statement.execute("set foreign_key_checks = 0");
        return List.of("set foreign_key_checks = 1");
    }
}
