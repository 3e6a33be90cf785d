package dev.objectid.cli.importer.load;

import dev.objectid.cli.importer.failure.ImportFailure;
import dev.objectid.cli.importer.map.Column;
import dev.objectid.cli.importer.map.ColumnKind;
import dev.objectid.cli.importer.map.Conversion;
import dev.objectid.cli.importer.map.ForeignKey;
import dev.objectid.cli.importer.map.KnownKeys;
import dev.objectid.cli.importer.map.ReferenceCheck;
import dev.objectid.cli.importer.map.RowChecks;
import dev.objectid.cli.importer.map.Table;
import dev.objectid.cli.importer.map.TablePlan;
import dev.objectid.cli.importer.read.LineFinder;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.LongAdder;

/**
 * The foreign keys of the tables an import loads. PostgreSQL and MariaDB load with them switched off inside the
 * transaction (dropped and added again on PostgreSQL, whose DDL is transactional; {@code foreign_key_checks} off on
 * MariaDB and MySQL) and check every reference in one query per key before committing, as {@code pg_restore} and
 * {@code mysqldump} do: faster, and every missing row is named instead of the first. H2 checks each row as it goes in.
 * A reference to a missing row fails the import, or with {@code allowOrphans} is set to null where the column takes
 * null, and counted.
 *
 * <p>On MariaDB and MySQL, whose checks are queries of their own, two kinds of key need none: the key from the rows of
 * a document's array to the document's row holds by construction, and a key to a table this import fills whole (empty
 * before, its files loaded before the referring ones) is checked as the rows are converted, against the keys loaded
 * ({@link ReferenceCheck}), which also names the line of a missing row.
 */
public final class References {

    private final Connection connection;
    private final Quoting quoting;
    private final TargetDatabase target;
    private final Map<Table, List<TablePlan>> tables;
    /** What switches the foreign key checks on again, such as the keys dropped on PostgreSQL added back. */
    private List<String> keysOn = List.of();

    private final Map<String, Long> nulled = new LinkedHashMap<>();
    /** Keys no query checks: those holding by construction, and those checked as rows are converted. */
    private final Map<Table, Map<ForeignKey, ReferenceCheck>> unqueried = new HashMap<>();
    /** The plans keeping the keys of their rows, by table. */
    private final Map<Table, KnownKeys> known = new HashMap<>();
    /** The heap all of them may take; past it references are checked by a query, as for a table not empty. */
    private final KnownKeys.Budget budget = KnownKeys.Budget.ofHeap();

    /**
     * @param tables the tables loaded, each with the plans that load it (for the export files to name)
     */
    public References(
            Connection connection, Quoting quoting, TargetDatabase target, Map<Table, List<TablePlan>> tables) {
        this.connection = connection;
        this.quoting = quoting;
        this.target = target;
        this.tables = tables;
    }

    /**
     * Before the first row, on MariaDB and MySQL: works out which keys need no query afterwards, so that the
     * conversions of the tables they refer to keep their keys and the referring conversions check their rows.
     *
     * @param plans the export files' plans, in load order
     * @return what the conversions of each plan check and keep
     */
    public RowChecks plan(List<TablePlan> plans, boolean allowOrphans) throws SQLException {
        if (!target.checksReferencesAsConverted()) {
            return RowChecks.NONE;
        }
        Map<TablePlan, List<ReferenceCheck>> checks = new HashMap<>();
        Map<TablePlan, KnownKeys.Budget> keptKeys = new HashMap<>();
        Map<TablePlan, Integer> fileOf = new IdentityHashMap<>();
        Map<TablePlan, TablePlan> arrayOf = new IdentityHashMap<>();
        for (int i = 0; i < plans.size(); i++) {
            for (TablePlan each : plans.get(i).all()) {
                fileOf.put(each, i);
                each.arrays().forEach(array -> arrayOf.put(array, each));
            }
        }
        for (Map.Entry<Table, List<TablePlan>> entry : tables.entrySet()) {
            Table table = entry.getKey();
            for (ForeignKey key : table.foreignKeys()) {
                if (key.columns().size() != 1) {
                    continue;
                }
                if (entry.getValue().stream()
                        .allMatch(plan ->
                                arrayOf.containsKey(plan) && heldByConstruction(key, plan, arrayOf.get(plan)))) {
                    unqueried.computeIfAbsent(table, t -> new HashMap<>()).put(key, null);
                    continue;
                }
                Table parent = loaded(key);
                int column = entry.getValue().get(0).columnIndex(key.columns().get(0));
                if (parent == null
                        || parent.equals(table)
                        || column < 0
                        || table.columns().get(column).kind() != ColumnKind.BINARY
                        || !tables.get(parent).stream()
                                .allMatch(plan -> key.parentColumns().get(0).equalsIgnoreCase(plan.keyColumn()))
                        || tables.get(parent).stream()
                                        .mapToInt(fileOf::get)
                                        .max()
                                        .orElseThrow()
                                >= entry.getValue().stream()
                                        .mapToInt(fileOf::get)
                                        .min()
                                        .orElseThrow()
                        || !empty(parent)) {
                    continue;
                }
                KnownKeys keys = known.computeIfAbsent(parent, t -> {
                    tables.get(t).forEach(plan -> keptKeys.put(plan, budget));
                    return new KnownKeys(budget);
                });
                ReferenceCheck check = new ReferenceCheck(key, column, keys, allowOrphans, new LongAdder());
                unqueried.computeIfAbsent(table, t -> new HashMap<>()).put(key, check);
                for (TablePlan plan : entry.getValue()) {
                    checks.computeIfAbsent(plan, p -> new ArrayList<>()).add(check);
                }
            }
        }
        return new RowChecks(checks, keptKeys);
    }

    /** Whether the key from an array's table to its document's holds by construction. */
    private static boolean heldByConstruction(ForeignKey key, TablePlan array, TablePlan document) {
        return key.columns().get(0).equalsIgnoreCase(array.parentColumn())
                && document.table().referredToBy(key)
                && key.parentColumns().get(0).equalsIgnoreCase(document.keyColumn());
    }

    /** The table this import loads that a key refers to, or {@code null}. */
    private Table loaded(ForeignKey key) {
        for (Table table : tables.keySet()) {
            if (table.referredToBy(key)) {
                return table;
            }
        }
        return null;
    }

    private boolean empty(Table table) throws SQLException {
        try (Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("select 1 from " + quoting.table(table) + " limit 1")) {
            return !rows.next();
        }
    }

    /** After a file: the keys a converting thread's conversion of its plan kept go to their table's. */
    public void collect(Conversion conversion) {
        for (Conversion each : conversion.all()) {
            KnownKeys keys = each.takeKeys();
            if (keys != null) {
                known.get(each.plan().table()).addAll(keys);
            }
        }
    }

    /** Before the first row: the checks off, inside the transaction. */
    public void suspend() throws SQLException {
        try (Statement statement = connection.createStatement()) {
            keysOn = target.keysOff(statement, quoting, tables.keySet());
        }
    }

    /**
     * After the last row: every reference checked, orphans set to null if allowed, the checks on again.
     *
     * @throws ImportFailure naming the references to missing rows, with their export lines
     */
    public void restore(boolean allowOrphans) throws SQLException {
        if (target.checksEachRow()) {
            return;
        }
        if (target.keysOnChecksRows() && !allowOrphans) {
            // adding a key back checks every row with one query; only when it fails is each missing row looked for
            Savepoint before = connection.setSavepoint();
            try (Statement statement = connection.createStatement()) {
                for (String on : keysOn) {
                    statement.execute(on);
                }
                connection.releaseSavepoint(before);
                return;
            } catch (SQLException e) {
                connection.rollback(before);
            }
        }
        List<String> problems = new ArrayList<>();
        for (Map.Entry<Table, List<TablePlan>> entry : tables.entrySet()) {
            Map<ForeignKey, ReferenceCheck> skipped = unqueried.getOrDefault(entry.getKey(), Map.of());
            for (ForeignKey key : entry.getKey().foreignKeys()) {
                ReferenceCheck checked = skipped.get(key);
                if (skipped.containsKey(key)
                        && (checked == null || checked.parentKeys().complete())) {
                    if (checked != null && checked.nulled().sum() > 0) {
                        nulled.merge(
                                key.describe(entry.getKey()), checked.nulled().sum(), Long::sum);
                    }
                    continue;
                }
                check(entry.getKey(), key, entry.getValue(), allowOrphans, problems);
            }
        }
        if (!problems.isEmpty()) {
            throw new ImportFailure(ReferenceCheck.ORPHANS + String.join("\n  ", problems));
        }
        try (Statement statement = connection.createStatement()) {
            for (String on : keysOn) {
                statement.execute(on);
            }
        }
    }

    private void check(Table table, ForeignKey key, List<TablePlan> plans, boolean allowOrphans, List<String> problems)
            throws SQLException {
        String child = quoting.table(table);
        StringBuilder condition = new StringBuilder();
        StringBuilder join = new StringBuilder();
        for (int i = 0; i < key.columns().size(); i++) {
            String column = "c." + quoting.name(key.columns().get(i));
            condition.append(column).append(" is not null and ");
            join.append(i == 0 ? "" : " and ")
                    .append("p.")
                    .append(quoting.name(key.parentColumns().get(i)))
                    .append(" = ")
                    .append(column);
        }
        String orphans = condition + "not exists (select 1 from " + quoting.parent(key) + " p where " + join + ")";
        boolean nullable = key.columns().stream()
                .allMatch(column -> table.column(column).map(Column::nullable).orElse(false));
        try (Statement statement = connection.createStatement()) {
            if (allowOrphans && nullable) {
                StringBuilder set = new StringBuilder();
                for (String column : key.columns()) {
                    set.append(set.length() == 0 ? "" : ", ")
                            .append(quoting.name(column))
                            .append(" = null");
                }
                long count = statement.executeLargeUpdate("update " + child + " c set " + set + " where " + orphans);
                if (count > 0) {
                    nulled.merge(key.describe(table), count, Long::sum);
                }
                return;
            }
            try (ResultSet rows = statement.executeQuery(
                    "select " + quoting.names(key.columns()).replaceAll("(^|, )", "$1c.") + " from " + child
                            + " c where " + orphans)) {
                int shown = 0;
                long count = 0;
                List<String> examples = new ArrayList<>();
                while (rows.next()) {
                    count++;
                    if (shown++ < 5) {
                        String value = ReferenceCheck.text(rows.getObject(1));
                        List<Long> lines = new ArrayList<>();
                        for (TablePlan plan : plans) {
                            LineFinder.lines(plan.export(), value, 3).forEach(lines::add);
                        }
                        examples.add(value
                                + (lines.isEmpty()
                                        ? ""
                                        : " (found on " + plans.get(0).export().getFileName() + " line "
                                                + String.join(
                                                        ", ",
                                                        lines.stream()
                                                                .map(String::valueOf)
                                                                .toList()) + ")"));
                    }
                }
                if (count > 0) {
                    problems.add(ReferenceCheck.orphans(table, key, count, examples, allowOrphans));
                }
            }
        }
    }

    /** The references set to null by {@code allowOrphans}, by foreign key. */
    public Map<String, Long> nulled() {
        return nulled;
    }
}
