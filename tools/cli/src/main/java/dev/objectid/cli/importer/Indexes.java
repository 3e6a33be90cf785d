package dev.objectid.cli.importer;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.postgresql.util.PSQLException;
import org.postgresql.util.ServerErrorMessage;

/**
 * PostgreSQL: the primary keys, unique constraints and indexes of the tables an import fills from empty, dropped
 * inside the transaction before the first row and built again after the last, as {@code pg_restore} builds them after
 * the data: sorting the rows once is much faster than inserting each into every index. Foreign keys of other tables
 * that refer to them go and come back with them. The DDL is part of the transaction, so a failed or killed import
 * leaves every table with all its keys. A table that already had rows keeps its indexes.
 */
final class Indexes {

    /** A key PostgreSQL could not build: {@code Key (sku)=(MUG-STONE) is duplicated.} */
    private static final Pattern DUPLICATED = Pattern.compile("Key \\(([^)]*)\\)=\\((.*)\\) is duplicated");

    private final Connection connection;
    private final Quoting quoting;
    private final Map<Table, List<TablePlan>> tables;
    /** What builds them again, in order: keys, then indexes, then other tables' foreign keys; by table. */
    private final Map<String, Table> rebuilt = new LinkedHashMap<>();

    Indexes(Connection connection, Quoting quoting, Map<Table, List<TablePlan>> tables) {
        this.connection = connection;
        this.quoting = quoting;
        this.tables = tables;
    }

    /** Drops the keys and indexes of the tables that are empty; after the foreign keys of the tables loaded. */
    void suspend() throws SQLException {
        List<String> drops = new ArrayList<>();
        List<String> keys = new ArrayList<>();
        List<String> indexes = new ArrayList<>();
        List<String> references = new ArrayList<>();
        try (Statement statement = connection.createStatement()) {
            for (Table table : tables.keySet()) {
                String name = quoting.table(table);
                try (ResultSet any = statement.executeQuery("select 1 from " + name + " limit 1")) {
                    if (any.next()) {
                        continue;
                    }
                }
                String oid = "'" + name.replace("'", "''") + "'::regclass";
                try (ResultSet rows = statement.executeQuery("select conrelid::regclass, conname, "
                        + "pg_get_constraintdef(oid) from pg_constraint where contype = 'f' and confrelid = " + oid)) {
                    while (rows.next()) {
                        String constraint = quoting.name(rows.getString(2));
                        drops.add("alter table " + rows.getString(1) + " drop constraint " + constraint);
                        references.add("alter table " + rows.getString(1) + " add constraint " + constraint + " "
                                + rows.getString(3));
                    }
                }
                try (ResultSet rows = statement.executeQuery("select conname, pg_get_constraintdef(oid) from "
                        + "pg_constraint where contype in ('p', 'u') and conrelid = " + oid + " order by contype")) {
                    while (rows.next()) {
                        String constraint = quoting.name(rows.getString(1));
                        drops.add("alter table " + name + " drop constraint " + constraint);
                        String add = "alter table " + name + " add constraint " + constraint + " " + rows.getString(2);
                        keys.add(add);
                        rebuilt.put(add, table);
                    }
                }
                try (ResultSet rows = statement.executeQuery("select i.indexrelid::regclass, pg_get_indexdef("
                        + "i.indexrelid) from pg_index i where i.indrelid = " + oid + " and not exists (select 1 from "
                        + "pg_constraint c where c.conindid = i.indexrelid and c.conrelid = i.indrelid)")) {
                    while (rows.next()) {
                        drops.add("drop index " + rows.getString(1));
                        indexes.add(rows.getString(2));
                        rebuilt.put(rows.getString(2), table);
                    }
                }
            }
            for (String drop : drops) {
                statement.execute(drop);
            }
        }
        List<String> order = new ArrayList<>(keys);
        order.addAll(indexes);
        order.addAll(references);
        Map<String, Table> ordered = new LinkedHashMap<>();
        order.forEach(sql -> ordered.put(sql, rebuilt.get(sql)));
        rebuilt.clear();
        rebuilt.putAll(ordered);
    }

    /**
     * Builds what was dropped again, which checks the rows: a repeated key fails the import.
     *
     * @throws ImportFailure naming the repeated value and its lines in the export
     */
    void restore() throws SQLException {
        try (Statement statement = connection.createStatement()) {
            for (Map.Entry<String, Table> each : rebuilt.entrySet()) {
                try {
                    statement.execute(each.getKey());
                } catch (PSQLException e) {
                    Table table = each.getValue();
                    if (table == null) {
                        throw e;
                    }
                    throw refused(e, tables.get(table).get(0), table);
                }
            }
        }
    }

    private static ImportFailure refused(PSQLException e, TablePlan plan, Table table) {
        ServerErrorMessage server = e.getServerErrorMessage();
        String detail = server == null || server.getDetail() == null ? "" : server.getDetail();
        Matcher duplicated = DUPLICATED.matcher(detail);
        String message = (server == null ? e.getMessage() : server.getMessage())
                + (detail.isEmpty() ? "" : ". " + detail.replaceAll("\\.$", ""));
        if ("23505".equals(e.getSQLState()) && duplicated.find()) {
            String value = duplicated.group(2);
            boolean id = value.matches("\\\\x[0-9a-f]{24}");
            String text = id ? value.substring(2) : value;
            List<Long> lines = LineFinder.lines(plan.export(), text, 2);
            long line = lines.isEmpty() ? -1 : lines.get(lines.size() - 1);
            message += ". "
                    + (id
                            ? LineFinder.duplicate(plan.export(), text)
                            : lines.size() > 1
                                    ? "lines " + lines.get(0) + " and " + lines.get(1) + " of "
                                            + plan.export().getFileName() + " hold it"
                                    : "it is in the file once and in another file loaded into the table");
            if (line > 0) {
                return ImportFailure.at(
                        plan.export(),
                        line,
                        null,
                        "PostgreSQL refused the rows: " + message + " (table " + table.label() + ")");
            }
        }
        return new ImportFailure(
                plan.export().getFileName() + ": PostgreSQL refused the rows: " + message + " (table " + table.label()
                        + ")",
                e);
    }
}
