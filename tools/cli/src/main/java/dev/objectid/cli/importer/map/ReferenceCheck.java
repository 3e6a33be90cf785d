package dev.objectid.cli.importer.map;

import dev.objectid.ObjectId;
import dev.objectid.cli.importer.failure.ImportFailure;
import java.util.HexFormat;
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
public record ReferenceCheck(ForeignKey key, int column, KnownKeys parentKeys, boolean allowOrphans, LongAdder nulled) {

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
                ORPHANS
                        + orphans(
                                plan.table(),
                                key,
                                1,
                                List.of(text(value) + " (found on "
                                        + plan.export().getFileName() + " line " + line + ")"),
                                allowOrphans));
    }

    /** How a failure for references to missing rows begins. */
    public static final String ORPHANS =
            "references to rows that do not exist (--allow-orphans loads them as null where "
                    + "the column takes null):\n  ";

    /**
     * {@code orders (customer_id) references customers (id): 1 row refers to no row of customers: 6519... (found on
     * orders.json line 4)}: the references of one key to missing rows, with up to five examples.
     */
    public static String orphans(Table table, ForeignKey key, long count, List<String> examples, boolean allowOrphans) {
        return key.describe(table) + ": " + count + (count == 1 ? " row refers" : " rows refer")
                + " to no row of " + key.parentLabel(table) + ": " + String.join("; ", examples)
                + (count > 5 ? "; ..." : "")
                + (allowOrphans ? " (" + String.join(", ", key.columns()) + " takes no null)" : "");
    }

    /** A key value as the export writes it: an ObjectId's hex digits, other bytes in hex, anything else as text. */
    public static String text(Object value) {
        if (value instanceof byte[] bytes) {
            return bytes.length == 12
                    ? ObjectId.fromBytes(bytes).toHexString()
                    : HexFormat.of().formatHex(bytes);
        }
        return String.valueOf(value);
    }
}
