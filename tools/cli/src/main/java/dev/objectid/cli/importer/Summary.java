package dev.objectid.cli.importer;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The report of an import that committed: rows read and loaded per table, and what was left out or set to null. Its
 * numbers are written the same way on every machine ({@link Locale#ROOT}), for the scripts that read them.
 */
final class Summary {

    private Summary() {}

    static void print(
            PrintWriter out,
            List<TableResult> results,
            Map<String, Long> ignored,
            Map<String, Long> nulled,
            double seconds) {
        int table = "table".length();
        int file = "file".length();
        for (TableResult result : results) {
            table = Math.max(table, result.table().label().length());
            file = Math.max(file, result.file().length());
        }
        String row = "%-" + table + "s  %-" + file + "s  %12s  %12s  %8s%n";
        out.printf(Locale.ROOT, row, "table", "file", "read", "loaded", "seconds");
        long loaded = 0;
        for (TableResult result : results) {
            out.printf(
                    Locale.ROOT,
                    row,
                    result.table().label(),
                    result.file(),
                    String.format(Locale.ROOT, "%,d", result.read()),
                    String.format(Locale.ROOT, "%,d", result.loaded()),
                    String.format(Locale.ROOT, "%.2f", result.seconds()));
            loaded += result.loaded();
        }
        ignored.forEach((field, count) ->
                out.printf("left out (--ignore-unknown-fields): %s, in %s%n", field, counted(count, "document")));
        nulled.forEach((key, count) ->
                out.printf("set to null (--allow-orphans): %s of %s%n", counted(count, "reference"), key));
        // several files may load into one table, named the same or not
        long tables = results.stream().map(TableResult::table).distinct().count();
        out.printf(
                Locale.ROOT,
                "committed: %s into %s in %.2f s%n",
                counted(loaded, "row"),
                counted(tables, "table"),
                seconds);
    }

    /** {@code 1 row}, {@code 1,024 rows}. */
    private static String counted(long count, String noun) {
        return String.format(Locale.ROOT, "%,d %s%s", count, noun, count == 1 ? "" : "s");
    }
}
