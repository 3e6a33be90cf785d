package dev.objectid.benchmarks.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** {@code ImportBenchmark}: {@code objectid import} against the floor, per database and shape; {@code import.*}. */
final class ImportSection implements Section {

    @Override
    public void fill(Results results, Page page) throws IOException {
        Table table = new Table(
                "Database",
                "Shape",
                "Rows",
                "Export",
                "Floor (s):",
                "Tool (s):",
                "Tool speed / floor speed:",
                "Tool's CPU (s):",
                "Tool's peak memory:",
                "Load average (start, end)");
        for (String database : new String[] {"postgresql", "mariadb"}) {
            String name = database.equals("postgresql") ? "PostgreSQL" : "MariaDB";
            JsonNode j = results.json("import-" + database + ".json").orElse(MissingNode.getInstance());
            Optional<Double> worst = Optional.empty();
            for (JsonNode shape : j.path("shapes")) {
                long rows = 0;
                for (JsonNode count : shape.path("rows")) {
                    rows += count.asLong();
                }
                double ratio = shape.path("toolSpeedOfFloor").asDouble();
                worst = Optional.of(worst.map(w -> Math.min(w, ratio)).orElse(ratio));
                String cache = j.path("cache").isMissingNode()
                        ? ""
                        : database.equals("postgresql")
                                ? " (shared_buffers " + j.path("cache").asText() + ")"
                                : " (buffer pool " + Fmt.mib(j.path("cache").asLong()) + ")";
                table.row(
                        name + " " + j.path("server").asText().replaceAll("^([0-9.]+).*", "$1") + cache,
                        shape.path("shape").asText().equals("items")
                                ? "orders with items → `order_lines`"
                                : "flat orders",
                        Fmt.whole(rows),
                        Fmt.bytes(shape.path("exportBytes").asDouble()),
                        secondsOfRounds(shape.path("floorMedianSeconds"), shape.path("floorSeconds")),
                        secondsOfRounds(shape.path("toolMedianSeconds"), shape.path("toolSeconds")),
                        Fmt.ratio(ratio),
                        cpu(shape.path("toolCpuSeconds")),
                        peak(shape.path("toolPeakKilobytes")),
                        j.path("loadAverageAtStart").asText().replaceAll("^(\\S+ \\S+ \\S+).*", "$1") + "; "
                                + j.path("loadAverageAtEnd").asText().replaceAll("^(\\S+ \\S+ \\S+).*", "$1"));
                page.measured("import")
                        .put("import.customers", Fmt.whole(j.path("customers").asLong()))
                        .put("import.orders", Fmt.whole(j.path("orders").asLong()))
                        .put("import.rounds", j.path("rounds").asInt())
                        .put("import." + database + ".jvm", seconds(j.path("jvmStartSeconds")));
            }
            page.verdict(Verdict.atLeast(
                    "`objectid import` on " + name + ": speed",
                    "≥ 0.7x the floor (`" + (database.equals("postgresql") ? "COPY" : "LOAD DATA") + "`), every shape",
                    worst,
                    0.7,
                    "x"));
        }
        page.put("import.table", table);
    }

    /** The largest peak resident memory of the tool's runs, "–" where not recorded. */
    private static String peak(JsonNode kilobytes) {
        long max = 0;
        for (JsonNode k : kilobytes) {
            max = Math.max(max, k.asLong());
        }
        return max == 0 ? "–" : Fmt.mib(max * 1024);
    }

    /** The median CPU seconds (user and system) of the tool's runs, "–" where not recorded. */
    private static String cpu(JsonNode seconds) {
        List<Double> sorted = new ArrayList<>();
        seconds.forEach(s -> sorted.add(s.asDouble()));
        Collections.sort(sorted);
        return sorted.isEmpty() ? "–" : String.format(Locale.ROOT, "%.2f", sorted.get(sorted.size() / 2));
    }

    /** The median, then the fastest and slowest round in brackets: how far one run's ratio can be from another's. */
    private static String secondsOfRounds(JsonNode median, JsonNode rounds) {
        double fastest = Double.MAX_VALUE;
        double slowest = 0;
        for (JsonNode round : rounds) {
            fastest = Math.min(fastest, round.asDouble());
            slowest = Math.max(slowest, round.asDouble());
        }
        return seconds(median) + (rounds.isEmpty() ? "" : String.format(Locale.ROOT, " (%.2f–%.2f)", fastest, slowest));
    }

    private static String seconds(JsonNode seconds) {
        return String.format(Locale.ROOT, "%.2f", seconds.asDouble());
    }
}
