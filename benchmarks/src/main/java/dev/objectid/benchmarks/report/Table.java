package dev.objectid.benchmarks.report;

import java.util.ArrayList;
import java.util.List;

/** A Markdown table. A column whose header ends in ':' is right-aligned (the ':' is not shown). */
final class Table {

    private final List<String> header = new ArrayList<>();
    private final List<String> align = new ArrayList<>();
    private final List<String> rows = new ArrayList<>();

    Table(String... columns) {
        for (String c : columns) {
            boolean right = c.endsWith(":");
            header.add(right ? c.substring(0, c.length() - 1) : c);
            align.add(right ? "---:" : "---");
        }
    }

    Table row(Object... cells) {
        if (cells.length != header.size()) {
            throw new IllegalArgumentException(cells.length + " cells for the " + header.size() + " columns " + header);
        }
        List<String> text = new ArrayList<>();
        for (Object cell : cells) {
            text.add(String.valueOf(cell));
        }
        rows.add("| " + String.join(" | ", text) + " |");
        return this;
    }

    boolean isEmpty() {
        return rows.isEmpty();
    }

    @Override
    public String toString() {
        return "| " + String.join(" | ", header) + " |\n|" + String.join("|", align) + "|\n" + String.join("\n", rows);
    }
}
