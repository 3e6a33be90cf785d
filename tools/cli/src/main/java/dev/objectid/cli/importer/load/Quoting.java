package dev.objectid.cli.importer.load;

import dev.objectid.cli.importer.map.ForeignKey;
import dev.objectid.cli.importer.map.Table;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Table and column names quoted as the driver says its database quotes them ({@code "orders"}, {@code `orders`}),
 * spelled exactly as JDBC metadata gave them, so reserved words and mixed case need nothing from the user.
 */
public final class Quoting {

    private final String quote;

    public Quoting(DatabaseMetaData metaData) throws SQLException {
        String quote = metaData.getIdentifierQuoteString();
        this.quote = quote == null || quote.isBlank() ? "\"" : quote.strip();
    }

    /** One name. */
    String name(String name) {
        return quote + name.replace(quote, quote + quote) + quote;
    }

    /** A table, with its schema or catalog. */
    String table(Table table) {
        return table.schema() == null ? name(table.name()) : name(table.schema()) + "." + name(table.name());
    }

    /** A referred table of a foreign key, with its schema or catalog. */
    String parent(ForeignKey key) {
        return key.parentSchema() == null
                ? name(key.parentTable())
                : name(key.parentSchema()) + "." + name(key.parentTable());
    }

    /** Column names separated by commas. */
    String names(List<String> names) {
        return names.stream().map(this::name).collect(Collectors.joining(", "));
    }

    /** The names of the columns a row fills. */
    String columns(Table table, boolean[] filled) {
        StringBuilder names = new StringBuilder();
        for (int i = 0; i < filled.length; i++) {
            if (filled[i]) {
                names.append(names.length() == 0 ? "" : ", ")
                        .append(name(table.columns().get(i).name()));
            }
        }
        return names.toString();
    }
}
