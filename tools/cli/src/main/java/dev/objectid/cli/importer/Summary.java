package dev.objectid.cli.importer;

import java.io.PrintStream;
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
            PrintStream out,
            List<TableResult> results,
            Map<String, Long> ignored,
            Map<String, Long> nulled,
            double seconds) {
        int table = "table".length();
        int file = "file".length();
        for (TableResult result : results) {
            table = Math.max(table, result.table().length());
            file = Math.max(file, result.file().length());
        }
        String row = "%-" + table + "s  %-" + file + "s  %12s  %12s  %8s%n";
        out.printf(Locale.ROOT, row, "table", "file", "read", "loaded", "seconds");
        long loaded = 0;
        for (TableResult result : results) {
            out.printf(
                    Locale.ROOT,
                    row,
                    result.table(),
                    result.file(),
                    String.format(Locale.ROOT, "%,d", result.read()),
                    String.format(Locale.ROOT, "%,d", result.loaded()),
                    String.format(Locale.ROOT, "%.2f", result.seconds()));
            loaded += result.loaded();
        }
        ignored.forEach((field, count) -> out.printf(
                Locale.ROOT,
                "left out (--ignore-unknown-fields): %s, in %,d document%s%n",
                field,
                count,
                count == 1 ? "" : "s"));
        nulled.forEach((key, count) -> out.printf(
                Locale.ROOT,
                "set to null (--allow-orphans): %,d reference%s of %s%n",
                count,
                count == 1 ? "" : "s",
                key));
        // several files may load into one table
        long tables = results.stream().map(TableResult::table).distinct().count();
        out.printf(
                Locale.ROOT,
                "committed: %,d row%s into %d table%s in %.2f s%n",
                loaded,
                loaded == 1 ? "" : "s",
                tables,
                tables == 1 ? "" : "s",
                seconds);
    }
}
