package dev.objectid.cli.importer;

import java.io.PrintStream;
import java.util.List;
import java.util.Map;

/** The report of an import that committed: rows read and loaded per table, and what was left out or set to null. */
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
        out.printf(row, "table", "file", "read", "loaded", "seconds");
        long loaded = 0;
        for (TableResult result : results) {
            out.printf(
                    row,
                    result.table(),
                    result.file(),
                    String.format("%,d", result.read()),
                    String.format("%,d", result.loaded()),
                    String.format("%.2f", result.seconds()));
            loaded += result.loaded();
        }
        ignored.forEach((field, count) -> out.printf(
                "left out (--ignore-unknown-fields): %s, in %,d document%s%n", field, count, count == 1 ? "" : "s"));
        nulled.forEach((key, count) -> out.printf(
                "set to null (--allow-orphans): %,d reference%s of %s%n", count, count == 1 ? "" : "s", key));
        out.printf(
                "committed: %,d rows into %d table%s in %.2f s%n",
                loaded, results.size(), results.size() == 1 ? "" : "s", seconds);
    }
}
