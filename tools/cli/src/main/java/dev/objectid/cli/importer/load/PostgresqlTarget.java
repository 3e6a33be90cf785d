package dev.objectid.cli.importer.load;

import dev.objectid.cli.importer.map.Table;
import dev.objectid.cli.importer.map.TablePlan;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * PostgreSQL: rows go in by {@code COPY} ({@link CopyStatement}); indexes are built again after the load
 * ({@link Indexes}); foreign keys are dropped inside the transaction (its DDL is transactional) and added back after
 * the load, which checks each key in one query.
 */
final class PostgresqlTarget implements TargetDatabase {

    @Override
    public String connection(String url, Properties properties, int connectTimeoutSeconds, int socketTimeoutSeconds) {
        // a server that takes the connection and never answers is given up on, as a silent one mid-import
        properties.setProperty("connectTimeout", Integer.toString(connectTimeoutSeconds));
        properties.setProperty("loginTimeout", Integer.toString(connectTimeoutSeconds));
        properties.setProperty("socketTimeout", Integer.toString(socketTimeoutSeconds));
        return url;
    }

    @Override
    public BulkStatement bulkStatement(Connection connection, Quoting quoting) throws SQLException {
        return new CopyStatement(connection, quoting);
    }

    @Override
    public Indexes indexes(Connection connection, Quoting quoting, Map<Table, List<TablePlan>> tables) {
        return new Indexes(connection, quoting, tables);
    }

    @Override
    public List<String> keysOff(Statement statement, Quoting quoting, Collection<Table> tables) throws SQLException {
        List<String> drops = new ArrayList<>();
        List<String> adds = new ArrayList<>();
        for (Table table : tables) {
            String name = quoting.table(table);
            // a table of another owner, or a key a partition inherits, keeps its keys: each row is checked
            try (ResultSet keys = statement.executeQuery("select conname, pg_get_constraintdef(c.oid),"
                    + " (select format('comment on constraint %I on %s is %L', conname, conrelid::regclass,"
                    + " description) from pg_description where objoid = c.oid and classoid ="
                    + " 'pg_constraint'::regclass) from pg_constraint c join pg_class t on t.oid = c.conrelid"
                    + " where contype = 'f' and conparentid = 0 and pg_has_role(t.relowner, 'USAGE')"
                    + " and conrelid = '" + name.replace("'", "''") + "'::regclass")) {
                while (keys.next()) {
                    String constraint = quoting.name(keys.getString(1));
                    drops.add("alter table " + name + " drop constraint " + constraint);
                    adds.add("alter table " + name + " add constraint " + constraint + " " + keys.getString(2));
                    if (keys.getString(3) != null) {
                        adds.add(keys.getString(3));
                    }
                }
            }
        }
        for (String drop : drops) {
            statement.execute(drop);
        }
        return adds;
    }

    @Override
    public boolean keysOnChecksRows() {
        return true;
    }
}
