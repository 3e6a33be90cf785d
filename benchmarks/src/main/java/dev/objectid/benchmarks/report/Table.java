package dev.objectid.benchmarks.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** A Markdown table. A column whose header ends in ':' is right-aligned (the ':' is not shown). */
final class Table {

    private final List<String> header;
    private final List<String> rows = new ArrayList<>();

    /** Column headers, each an argument or several separated by {@code |}. */
    Table(String... columns) {
        header = List.of(String.join("|", columns).split("\\|", -1));
    }

    Table row(Object... cells) {
        if (cells.length != header.size()) {
            throw new IllegalArgumentException(cells.length + " cells for the " + header.size() + " columns " + header);
        }
        rows.add(line(Arrays.stream(cells).map(String::valueOf)));
        return this;
    }

    boolean isEmpty() {
        return rows.isEmpty();
    }

    @Override
    public String toString() {
        return line(header.stream().map(h -> h.endsWith(":") ? h.substring(0, h.length() - 1) : h)) + "\n|"
                + header.stream().map(h -> h.endsWith(":") ? "---:" : "---").collect(Collectors.joining("|"))
                + "|\n" + String.join("\n", rows);
    }

    private static String line(Stream<String> cells) {
        return "| " + cells.collect(Collectors.joining(" | ")) + " |";
    }
}
