package dev.objectid.cli.importer.load;

import dev.objectid.cli.importer.failure.ImportFailure;
import dev.objectid.cli.importer.map.Table;
import dev.objectid.cli.importer.map.TablePlan;
import dev.objectid.cli.importer.read.LineFinder;
import java.sql.Connection;
import java.sql.PreparedStatement;
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
 * leaves every table with all its keys.
 *
 * <p>What the catalog says of them comes back too: each index from its own definition (storage options included) in
 * its tablespace, the keys on those indexes, then comments, the {@code CLUSTER} mark, the replica identity and
 * statistics targets. A table keeps its indexes as they are, and the rows go into them, when they could not come back
 * exactly or the user may not drop them: a table that has rows, is partitioned or a partition, that the user does not
 * own, or whose keys something else depends on (a view grouping by the primary key, a partitioned table's foreign
 * key, a table of another owner referring to it).
 */
public final class Indexes {

    /** A key PostgreSQL could not build: {@code Key (sku)=(MUG-STONE) is duplicated.} */
    private static final Pattern DUPLICATED = Pattern.compile("Key \\(([^)]*)\\)=\\((.*)\\) is duplicated");

    /** The table's oid, and what the import would drop: its keys, their indexes and indexes, keys referring to it. */
    private static final String DROPPED = "with t as (select ?::regclass::oid as oid), dropped(classid, objid) as ("
            + " select 'pg_constraint'::regclass::oid, c.oid from pg_constraint c, t"
            + " where c.conrelid = t.oid and c.contype in ('p', 'u')"
            + " union all select 'pg_class'::regclass::oid, i.indexrelid from pg_index i, t where i.indrelid = t.oid"
            + " and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid"
            + " and c.conrelid = i.indrelid and c.contype not in ('p', 'u', 'f'))"
            + " union all select 'pg_constraint'::regclass::oid, c.oid from pg_constraint c, t"
            + " where c.contype = 'f' and c.confrelid = t.oid) ";

    /** Why the table keeps its indexes, if it must: no row when they may be dropped and built again exactly. */
    private static final String KEEP = DROPPED
            + "select 'it is partitioned' from pg_class r, t where r.oid = t.oid and (r.relkind <> 'r' or"
            + " r.relispartition) union all select 'the user does not own it' from pg_class r, t where r.oid = t.oid"
            + " and not pg_has_role(r.relowner, 'USAGE') union all select pg_describe_object(d.classid, d.objid,"
            + " d.objsubid) || ' depends on ' || pg_describe_object(d.refclassid, d.refobjid, 0) from pg_depend d"
            + " join dropped r on r.classid = d.refclassid and r.objid = d.refobjid where d.deptype <> 'i'"
            + " and not exists (select 1"
            + " from dropped o where o.classid = d.classid and o.objid = d.objid) union all select"
            + " pg_describe_object('pg_constraint'::regclass, c.oid, 0) || ' refers to it' from pg_constraint c"
            + " join pg_class r on r.oid = c.conrelid, t where c.contype = 'f' and c.confrelid = t.oid and"
            + " (r.relkind <> 'r' or r.relispartition or c.conparentid <> 0 or not pg_has_role(r.relowner, 'USAGE'))";

    /**
     * What drops the keys and indexes and what builds them again, in order: {@code drop}, then {@code index} (with
     * its tablespace, empty for the database's), {@code key}, {@code reference} and {@code after}, each statement
     * written by the server, which quotes its names.
     */
    private static final String STATEMENTS = "with t as (select ?::regclass::oid as oid),"
            + " keys as (select c.*, x.relname as index, x.reltablespace from pg_constraint c join pg_class x"
            + " on x.oid = c.conindid, t where c.conrelid = t.oid and c.contype in ('p', 'u')),"
            + " indexes as (select i.*, x.relname, format('%I.%I', n.nspname, x.relname) as qualified,"
            + " x.reltablespace, k.contype from pg_index i join pg_class x on x.oid = i.indexrelid join pg_namespace n"
            + " on n.oid = x.relnamespace left join keys k on k.conindid = i.indexrelid, t where i.indrelid = t.oid"
            + " and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid"
            + " and c.conrelid = i.indrelid and c.contype not in ('p', 'u', 'f'))),"
            + " refs as (select c.* from pg_constraint c, t where c.contype = 'f' and c.confrelid = t.oid)"
            + " select 0, 'drop', format('alter table %s drop constraint %I', conrelid::regclass, conname), null"
            + " from refs"
            + " union all select 1, 'drop', format('alter table %s drop constraint %I', t.oid::regclass, conname),"
            + " null from keys, t"
            + " union all select 2, 'drop', format('drop index %s', qualified), null from indexes where contype is null"
            + " union all select case contype when 'p' then 3 when 'u' then 4 else 5 end, 'index',"
            + " pg_get_indexdef(indexrelid), coalesce((select spcname from pg_tablespace where oid = reltablespace),"
            + " '') from indexes"
            + " union all select 6, 'key', format('alter table %s add constraint %I %s using index %I%s',"
            + " t.oid::regclass, conname, case contype when 'p' then 'primary key' else 'unique' end, index,"
            + " case when condeferred then ' deferrable initially deferred' when condeferrable then ' deferrable'"
            + " else '' end), null from keys, t"
            + " union all select 7, 'reference', format('alter table %s add constraint %I %s', conrelid::regclass,"
            + " conname, pg_get_constraintdef(oid)), null from refs"
            + " union all select 8, 'after', format('comment on index %s is %L', qualified, d.description), null"
            + " from indexes join pg_description d on d.objoid = indexrelid and d.classoid = 'pg_class'::regclass"
            + " union all select 8, 'after', format('comment on constraint %I on %s is %L', c.conname,"
            + " c.conrelid::regclass, d.description), null from (select oid, conname, conrelid from keys union all"
            + " select oid, conname, conrelid from refs) c join pg_description d on d.objoid = c.oid"
            + " and d.classoid = 'pg_constraint'::regclass"
            + " union all select 8, 'after', format('alter table %s cluster on %I', t.oid::regclass, relname), null"
            + " from indexes, t where indisclustered"
            + " union all select 8, 'after', format('alter table %s replica identity using index %I',"
            + " t.oid::regclass, relname), null from indexes, t where indisreplident"
            + " union all select 8, 'after', format('alter index %s alter column %s set statistics %s', qualified,"
            + " a.attnum, a.attstattarget), null from indexes join pg_attribute a on a.attrelid = indexrelid"
            + " where a.attstattarget >= 0"
            + " order by 1";

    private final Connection connection;
    private final Quoting quoting;
    private final Map<Table, List<TablePlan>> tables;
    /** What builds them again, in order: indexes, keys, other tables' foreign keys, then the rest. */
    private final List<Step> rebuilt = new ArrayList<>();

    /**
     * One statement that builds something again.
     *
     * @param table the table whose rows it checks, null if it checks none
     * @param tablespace where an index goes, empty for the database's default, null for a statement of another kind
     */
    private record Step(String sql, Table table, String tablespace) {}

    Indexes(Connection connection, Quoting quoting, Map<Table, List<TablePlan>> tables) {
        this.connection = connection;
        this.quoting = quoting;
        this.tables = tables;
    }

    /** Drops the keys and indexes of the tables that are empty; after the foreign keys of the tables loaded. */
    public void suspend() throws SQLException {
        List<String> drops = new ArrayList<>();
        Map<String, List<Step>> steps = new LinkedHashMap<>();
        for (String kind : List.of("index", "key", "reference", "after")) {
            steps.put(kind, new ArrayList<>());
        }
        try (PreparedStatement keep = connection.prepareStatement(KEEP);
                PreparedStatement statements = connection.prepareStatement(STATEMENTS);
                Statement statement = connection.createStatement()) {
            for (Table table : tables.keySet()) {
                String name = quoting.table(table);
                keep.setString(1, name);
                try (ResultSet reasons = keep.executeQuery()) {
                    if (reasons.next()) {
                        continue;
                    }
                }
                try (ResultSet any = statement.executeQuery("select 1 from " + name + " limit 1")) {
                    if (any.next()) {
                        continue;
                    }
                }
                statements.setString(1, name);
                try (ResultSet rows = statements.executeQuery()) {
                    while (rows.next()) {
                        String kind = rows.getString(2);
                        String sql = rows.getString(3);
                        if (kind.equals("drop")) {
                            drops.add(sql);
                        } else {
                            boolean checks = kind.equals("index") || kind.equals("key");
                            steps.get(kind).add(new Step(sql, checks ? table : null, rows.getString(4)));
                        }
                    }
                }
            }
            for (String drop : drops) {
                statement.execute(drop);
            }
        }
        steps.values().forEach(rebuilt::addAll);
    }

    /**
     * Builds what was dropped again, which checks the rows: a repeated key fails the import.
     *
     * @throws ImportFailure naming the repeated value and its lines in the export
     */
    public void restore() throws SQLException {
        if (rebuilt.isEmpty()) {
            return;
        }
        try (Statement statement = connection.createStatement();
                PreparedStatement tablespace =
                        connection.prepareStatement("select set_config('default_tablespace', ?, true)")) {
            String before;
            try (ResultSet setting = statement.executeQuery("select current_setting('default_tablespace')")) {
                setting.next();
                before = setting.getString(1);
            }
            for (Step step : rebuilt) {
                if (step.tablespace() != null) {
                    tablespace.setString(1, step.tablespace());
                    tablespace.execute();
                }
                try {
                    statement.execute(step.sql());
                } catch (PSQLException e) {
                    if (step.table() == null) {
                        throw e;
                    }
                    throw refused(e, tables.get(step.table()).get(0), step.table());
                }
            }
            tablespace.setString(1, before);
            tablespace.execute();
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
