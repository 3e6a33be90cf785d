package dev.objectid.cli.importer;

import java.util.List;

/**
 * A foreign key of a target table.
 *
 * @param name          the constraint's name
 * @param columns       the referring columns, in key order
 * @param parentSchema  the schema (or catalog) of the referred table
 * @param parentTable   the referred table, as the database names it
 * @param parentColumns the referred columns, in key order
 */
record ForeignKey(
        String name, List<String> columns, String parentSchema, String parentTable, List<String> parentColumns) {

    /** {@code orders (customer_id) -> customers (id)}, for messages. */
    String describe(String table) {
        return table + " (" + String.join(", ", columns) + ") references " + parentTable + " ("
                + String.join(", ", parentColumns) + ")";
    }
}
