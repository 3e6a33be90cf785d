package dev.objectid.cli.importer.map;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What the conversions of each plan do besides filling rows, decided before the first row is converted: the
 * references their rows are checked for ({@link ReferenceCheck}), and whether they keep the keys of their rows for the
 * checks of the tables that refer to theirs.
 */
public final class RowChecks {

    /** No references checked and no keys kept: every reference is checked by the database. */
    public static final RowChecks NONE = new RowChecks(Map.of(), Map.of());

    private final Map<TablePlan, List<ReferenceCheck>> checks;
    private final Map<TablePlan, KnownKeys.Budget> keptKeys;

    /**
     * @param checks   the references each plan's rows are checked for, in order; a plan not there, none
     * @param keptKeys the plans whose conversions keep their keys, each with what the keys take their memory from
     */
    public RowChecks(Map<TablePlan, List<ReferenceCheck>> checks, Map<TablePlan, KnownKeys.Budget> keptKeys) {
        Map<TablePlan, List<ReferenceCheck>> copied = new HashMap<>();
        checks.forEach((plan, references) -> copied.put(plan, List.copyOf(references)));
        this.checks = Map.copyOf(copied);
        this.keptKeys = Map.copyOf(keptKeys);
    }

    /** The references a plan's rows are checked for. */
    List<ReferenceCheck> of(TablePlan plan) {
        return checks.getOrDefault(plan, List.of());
    }

    /** What the keys a plan's conversions keep take their memory from, or {@code null} if they keep none. */
    KnownKeys.Budget keyBudget(TablePlan plan) {
        return keptKeys.get(plan);
    }
}
