package dev.objectid.benchmarks.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The memory-bound regime: a throwaway PostgreSQL and a throwaway MariaDB, each in a memory cgroup far smaller than
 * its tables and indexes, so that evicted pages are read from disk; {@code memory-bound.*}, with the target ObjectId
 * ≥ 2x the rows/s of UUIDv4 on each.
 */
final class MemoryBoundSection implements Section {

    private static final List<String> KEYS = List.of("SEQUENCE", "UUID_V4", "UUID_V7", "OBJECT_ID");

    @Override
    public void fill(Results results, Page page) throws IOException {
        Optional<JsonNode> pg = results.json(Results.DB_MEMORY_BOUND_POSTGRESQL);
        Optional<JsonNode> maria = results.json(Results.DB_MEMORY_BOUND_MARIADB);
        page.verdict(verdict("PostgreSQL", pg));
        page.verdict(verdict("MariaDB", maria));
        pg.ifPresent(j -> describe(page, "postgresql", j, true)
                .put(
                        "memory-bound.postgresql.shared-buffers",
                        j.path("server").path("shared_buffers").asText()));
        maria.ifPresent(j -> describe(page, "mariadb", j, false)
                .put(
                        "memory-bound.mariadb.buffer-pool",
                        Fmt.mib(j.path("server").path("innodb_buffer_pool_size").asLong()))
                .put(
                        "memory-bound.mariadb.flush-method",
                        j.path("server").path("innodb_flush_method").asText()));
        if (pg.isEmpty() && maria.isEmpty()) {
            return;
        }
        page.measured("memory-bound");
        List<String> labels = new ArrayList<>();
        for (String key : KEYS) {
            labels.add(
                    switch (key) {
                        case "SEQUENCE" -> "pooled sequence";
                        case "UUID_V4" -> "UUIDv4";
                        case "UUID_V7" -> "UUIDv7";
                        default -> "ObjectId";
                    });
        }
        Charts.Bars chart =
                new Charts.Bars("Hibernate inserts, memory-bound (higher is better)", "rows/s", labels).labels("#,##0");
        pg.ifPresent(j -> chart.series("PostgreSQL", series(j)));
        maria.ifPresent(j -> chart.series("MariaDB/InnoDB", series(j)));
        chart.write(page.images().resolve("performance-memory-bound.png"));
    }

    private static List<Double> series(JsonNode root) {
        return KEYS.stream()
                .map(k -> InnoDbSection.insert(root, k)
                        .map(InnoDbSection::rowsPerSecond)
                        .orElse(0.0))
                .toList();
    }

    static Verdict verdict(String database, Optional<JsonNode> root) {
        Optional<Double> oid =
                root.flatMap(j -> InnoDbSection.insert(j, "OBJECT_ID")).map(InnoDbSection::rowsPerSecond);
        Optional<Double> v4 =
                root.flatMap(j -> InnoDbSection.insert(j, "UUID_V4")).map(InnoDbSection::rowsPerSecond);
        Verdict verdict = Verdict.atLeast(
                "Inserts (memory-bound " + database + "): ObjectId vs UUIDv4",
                "≥ 2x UUIDv4 rows/s",
                Fmt.ratio(oid, v4),
                2,
                "x UUIDv4");
        boolean noCgroup = root.map(
                        j -> !j.path("memoryCgroup").path("available").asBoolean(false))
                .orElse(false);
        return noCgroup && verdict.met() != null
                ? new Verdict(
                        verdict.target(),
                        verdict.goal(),
                        verdict.measured(),
                        verdict.met(),
                        verdict.shortfall(),
                        "no memory cgroup in this run: evicted pages may have come from" + " the page cache")
                : verdict;
    }

    /** The table of one database and the facts about its server and cgroup. */
    private static Page describe(Page page, String db, JsonNode root, boolean postgresql) {
        String prefix = "memory-bound." + db;
        Optional<JsonNode> v4 = InnoDbSection.insert(root, "UUID_V4");
        Table table = new Table(
                "Key",
                "rows/s:",
                "× UUIDv4:",
                postgresql ? "pkey:" : "table:",
                postgresql ? "table:" : "secondary index:",
                "pages read:",
                "pages read per row:",
                "read from disk:");
        for (String key : KEYS) {
            InnoDbSection.insert(root, key).ifPresent(i -> {
                long read = postgresql
                        ? i.path("pkeyBlocksRead").asLong()
                        : i.path("pagesReadFromDisk").asLong();
                table.row(
                        key.equals("OBJECT_ID")
                                ? "**" + i.path("label").asText() + "**"
                                : i.path("label").asText() + (key.equals("UUID_V4") ? " (anchor)" : ""),
                        Fmt.whole(InnoDbSection.rowsPerSecond(i)),
                        v4.map(a -> Fmt.ratio(InnoDbSection.rowsPerSecond(i) / InnoDbSection.rowsPerSecond(a)))
                                .orElse("–"),
                        Fmt.mib(
                                postgresql
                                        ? i.path("pkeyBytes").asLong()
                                        : i.path("tableBytes").asLong()),
                        Fmt.mib(
                                postgresql
                                        ? i.path("tableBytes").asLong()
                                        : i.path("secondaryIndexBytes").asLong()),
                        Fmt.whole(read),
                        Fmt.num(read / i.path("rows").asDouble()),
                        i.path("cgroup").path("diskReadBytes").isMissingNode()
                                ? "–"
                                : Fmt.mib(i.path("cgroup").path("diskReadBytes").asLong()));
            });
        }
        JsonNode cgroup = root.path("memoryCgroup");
        page.measured(prefix)
                .put(prefix + ".table", table)
                .put(prefix + ".rows", Fmt.whole(root.path("rows").asLong()));
        if (cgroup.path("available").asBoolean(false)) {
            page.measured(prefix + ".cgroup")
                    .put(prefix + ".limit", Fmt.mib(cgroup.path("limitBytes").asLong()));
        } else {
            page.put(prefix + ".no-cgroup", cgroup.path("reason").asText("not recorded"));
        }
        return page;
    }
}
