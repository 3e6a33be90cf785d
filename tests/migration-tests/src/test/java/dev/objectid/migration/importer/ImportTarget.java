package dev.objectid.migration.importer;

import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.flywaydb.core.Flyway;

/**
 * The database an import test loads into, reachable from another process: the run's server database, or on H2 a
 * file database that the test's JVM serves to the import's process ({@code AUTO_SERVER}), so that a process killed
 * halfway drops its connection as it would to a server.
 */
record ImportTarget(String name, String url, String user, String password) {

    static ImportTarget create(Path folder) {
        String name = TestDatabases.current();
        if (name.equals("h2")) {
            return new ImportTarget(
                    name, "jdbc:h2:" + folder.resolve("shop").toAbsolutePath() + ";AUTO_SERVER=TRUE", "sa", "");
        }
        TestDatabase database = TestDatabases.create(name);
        return new ImportTarget(name, database.url(), database.user(), database.password());
    }

    /** {@code import} with this database's URL and login, then {@code more}: the arguments of the command line. */
    List<String> importArgs(String... more) {
        List<String> args = new ArrayList<>(List.of("import", "--url", url, "--user", user, "--password", password));
        args.addAll(List.of(more));
        return args;
    }

    Connection connect() throws SQLException {
        return DriverManager.getConnection(url, user, password);
    }

    /** Drops everything and creates the shop's tables of {@code db/shop/<database>}. */
    void recreateTables() {
        Flyway flyway = Flyway.configure()
                .dataSource(url, user, password)
                .cleanDisabled(false)
                .locations("classpath:db/shop/" + name)
                .load();
        flyway.clean();
        flyway.migrate();
    }

    /**
     * The keys of the shop's tables and of {@code more}, as JDBC metadata describes them: primary keys, indexes and
     * foreign keys, as text, by table. What "with all its keys" compares.
     */
    Map<String, List<String>> keys(String... more) throws SQLException {
        Map<String, List<String>> tables = new LinkedHashMap<>();
        try (Connection connection = connect()) {
            java.sql.DatabaseMetaData metaData = connection.getMetaData();
            List<String> names = new ArrayList<>(List.of("customers", "products", "orders", "order_lines"));
            names.addAll(List.of(more));
            for (String table : names) {
                String stored = name.equals("h2") ? table.toUpperCase(java.util.Locale.ROOT) : table;
                String catalog = name.equals("mariadb") ? connection.getCatalog() : null;
                // this test's own schema: the server's other schemas may hold tables of these names
                String schema = name.equals("postgresql") ? connection.getSchema() : null;
                List<String> keys = new ArrayList<>();
                try (ResultSet rows = metaData.getPrimaryKeys(catalog, schema, stored)) {
                    while (rows.next()) {
                        keys.add("primary key " + rows.getString("COLUMN_NAME") + " " + rows.getShort("KEY_SEQ"));
                    }
                }
                try (ResultSet rows = metaData.getIndexInfo(catalog, schema, stored, false, false)) {
                    while (rows.next()) {
                        keys.add("index " + rows.getString("INDEX_NAME") + " " + rows.getString("COLUMN_NAME") + " "
                                + (rows.getBoolean("NON_UNIQUE") ? "non-unique" : "unique"));
                    }
                }
                try (ResultSet rows = metaData.getImportedKeys(catalog, schema, stored)) {
                    while (rows.next()) {
                        keys.add("foreign key " + rows.getString("FK_NAME") + " " + rows.getString("FKCOLUMN_NAME")
                                + " -> " + rows.getString("PKTABLE_NAME") + "." + rows.getString("PKCOLUMN_NAME"));
                    }
                }
                keys.sort(null);
                tables.put(table, keys);
            }
        }
        return tables;
    }

    /** Every row of the shop's tables, as text, by table: what "as it was" compares. */
    Map<String, List<String>> rows() throws SQLException {
        Map<String, List<String>> tables = new LinkedHashMap<>();
        try (Connection connection = connect();
                Statement statement = connection.createStatement()) {
            for (String table : List.of("customers", "products", "orders", "order_lines")) {
                List<String> rows = new ArrayList<>();
                try (ResultSet result = statement.executeQuery("select * from " + table + " order by 1, 2")) {
                    int columns = result.getMetaData().getColumnCount();
                    while (result.next()) {
                        StringBuilder row = new StringBuilder();
                        for (int i = 1; i <= columns; i++) {
                            Object value = result.getObject(i);
                            row.append(i == 1 ? "" : "|")
                                    .append(
                                            value instanceof byte[] bytes
                                                    ? java.util.HexFormat.of().formatHex(bytes)
                                                    : String.valueOf(value));
                        }
                        rows.add(row.toString());
                    }
                }
                tables.put(table, rows);
            }
        }
        return tables;
    }
}
