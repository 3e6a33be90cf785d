package dev.objectid.cli.importer.map;

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
public record ForeignKey(
        String name, List<String> columns, String parentSchema, String parentTable, List<String> parentColumns) {

    /** {@code orders (customer_id) references customers (id)}, for messages about a key of {@code table}. */
    public String describe(Table table) {
        return table.label() + " (" + String.join(", ", columns) + ") references " + parentLabel(table) + " ("
                + String.join(", ", parentColumns) + ")";
    }

    /**
     * The referred table as messages about a key of {@code table} name it: with its schema when they name the
     * referring table's, or when it is in another schema.
     */
    String parentLabel(Table table) {
        return parentSchema == null || !table.schemaNamed() && parentSchema.equals(table.schema())
                ? parentTable
                : parentSchema + "." + parentTable;
    }
}
