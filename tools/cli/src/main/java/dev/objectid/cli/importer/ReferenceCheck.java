package dev.objectid.cli.importer;

import java.util.List;
import java.util.concurrent.atomic.LongAdder;

/**
 * A foreign key checked as its rows are converted, against the {@link KnownKeys} of the table it refers to, which
 * this import loaded whole: a reference to a missing row fails the import at its line, or with {@code allowOrphans}
 * becomes null where the column takes null, and is counted.
 *
 * @param key          the foreign key
 * @param column       the referring column's index in its table
 * @param parentKeys   the keys of the referred table, complete once its files are loaded
 * @param allowOrphans whether a missing row makes the reference null instead of failing
 * @param nulled       how many references became null
 */
record ReferenceCheck(ForeignKey key, int column, KnownKeys parentKeys, boolean allowOrphans, LongAdder nulled) {

    /**
     * Checks the reference of a converted row.
     *
     * @throws ImportFailure at {@code line} if the row refers to a missing one and may not become null
     */
    void check(TablePlan plan, Object[] row, long line) {
        Object value = row[column];
        if (!parentKeys.complete()) {
            return; // too many keys to keep: the database checks this key after the load
        }
        if (value == null || value instanceof byte[] bytes && parentKeys.contains(bytes)) {
            return;
        }
        Column target = plan.table().columns().get(column);
        if (allowOrphans && target.nullable()) {
            row[column] = null;
            nulled.increment();
            return;
        }
        throw ImportFailure.atLine(
                line,
                References.ORPHANS
                        + References.orphans(
                                plan.table(),
                                key,
                                1,
                                List.of(References.text(value) + " (found on "
                                        + plan.export().getFileName() + " line " + line + ")"),
                                allowOrphans));
    }
}
