package dev.objectid.benchmarks.report;

import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The generated regions of a hand-written page: {@code <!-- table: name -->} on a line of its own, the generated
 * text, {@code <!-- /table -->}. Filling replaces each region's text and nothing else; a region without a table, or a
 * table without a region, is an error that names it.
 */
final class Regions {

    static final Pattern REGION = Pattern.compile("(?s)<!-- table: ([a-z0-9-]+) -->\\n.*?<!-- /table -->");

    private Regions() {}

    static String fill(String page, Map<String, String> tables) {
        Set<String> unused = new LinkedHashSet<>(tables.keySet());
        Matcher region = REGION.matcher(page);
        StringBuilder out = new StringBuilder();
        while (region.find()) {
            String name = region.group(1);
            String table = tables.get(name);
            if (table == null || !unused.remove(name)) {
                throw new IllegalArgumentException("the region '" + name + "' at character " + region.start()
                        + (table == null ? " has no table; the tables are " + tables.keySet() : " appears twice"));
            }
            region.appendReplacement(
                    out,
                    Matcher.quoteReplacement("<!-- table: " + name + " -->\n" + table.strip() + "\n<!-- /table -->"));
        }
        region.appendTail(out);
        if (!unused.isEmpty()) {
            throw new IllegalArgumentException("no region for the tables " + unused
                    + ": add <!-- table: name --> and <!-- /table --> on lines of their own");
        }
        return out.toString();
    }
}
