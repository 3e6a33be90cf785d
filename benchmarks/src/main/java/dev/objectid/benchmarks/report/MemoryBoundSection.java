package dev.objectid.benchmarks.report;

import com.fasterxml.jackson.databind.JsonNode;
import dev.objectid.benchmarks.report.Results.Db;
import dev.objectid.benchmarks.report.Results.Insert;
import java.io.IOException;
import java.util.List;
import java.util.Optional;

/**
 * The memory-bound regime: a throwaway PostgreSQL and a throwaway MariaDB, each in a memory cgroup far smaller than
 * its tables and indexes, so that evicted pages are read from disk; {@code memory-bound.*}, with the target ObjectId
 * ≥ 2x the rows/s of UUIDv4 on each.
 */
final class MemoryBoundSection implements Section {

    private static final List<String> KEYS = List.of("SEQUENCE", "UUID_V4", "UUID_V7", "OBJECT_ID");
    private static final List<String> LABELS = List.of("pooled sequence", "UUIDv4", "UUIDv7", "ObjectId");

    @Override
    public void fill(Results results, Page page) throws IOException {
        Optional<Db> pg = results.db(Results.DB_MEMORY_BOUND_POSTGRESQL);
        Optional<Db> maria = results.db(Results.DB_MEMORY_BOUND_MARIADB);
        page.verdict(verdict("PostgreSQL", pg));
        page.verdict(verdict("MariaDB", maria));
        pg.ifPresent(db -> describe(page, "postgresql", db, true)
                .put(
                        "memory-bound.postgresql.shared-buffers",
                        db.server().path("shared_buffers").asText()));
        maria.ifPresent(db -> describe(page, "mariadb", db, false)
                .put(
                        "memory-bound.mariadb.buffer-pool",
                        Fmt.mib(db.server().path("innodb_buffer_pool_size").asLong()))
                .put(
                        "memory-bound.mariadb.flush-method",
                        db.server().path("innodb_flush_method").asText()));
        if (pg.isEmpty() && maria.isEmpty()) {
            return;
        }
        page.measured("memory-bound");
        Charts.Bars chart =
                new Charts.Bars("Hibernate inserts, memory-bound (higher is better)", "rows/s", LABELS).labels("#,##0");
        pg.ifPresent(db -> chart.series("PostgreSQL", series(db)));
        maria.ifPresent(db -> chart.series("MariaDB/InnoDB", series(db)));
        chart.write(page.images().resolve("performance-memory-bound.png"));
    }

    private static List<Double> series(Db db) {
        return KEYS.stream()
                .map(k -> db.insert(k).map(Insert::rowsPerSecond).orElse(0.0))
                .toList();
    }

    static Verdict verdict(String database, Optional<Db> db) {
        return Verdict.atLeast(
                        "Inserts (memory-bound " + database + "): ObjectId vs UUIDv4",
                        "≥ 2x UUIDv4 rows/s",
                        Fmt.ratio(
                                db.flatMap(d -> d.insert("OBJECT_ID")).map(Insert::rowsPerSecond),
                                db.flatMap(d -> d.insert("UUID_V4")).map(Insert::rowsPerSecond)),
                        2,
                        "x UUIDv4")
                .flagged(
                        db.map(d -> !d.raw()
                                        .path("memoryCgroup")
                                        .path("available")
                                        .asBoolean(false))
                                .orElse(false),
                        "no memory cgroup in this run: evicted pages may have come from the page cache");
    }

    /** The table of one database and the facts about its server and cgroup. */
    private static Page describe(Page page, String name, Db db, boolean postgresql) {
        String prefix = "memory-bound." + name;
        Optional<Insert> v4 = db.insert("UUID_V4");
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
            db.insert(key).ifPresent(i -> {
                JsonNode round = i.round();
                long read = postgresql
                        ? i.pkeyBlocksRead()
                        : round.path("pagesReadFromDisk").asLong();
                table.row(
                        InsertSection.label(i, "UUID_V4"),
                        Fmt.whole(i.rowsPerSecond()),
                        v4.map(a -> Fmt.ratio(i.rowsPerSecond() / a.rowsPerSecond()))
                                .orElse("–"),
                        Fmt.mib(postgresql ? i.pkeyBytes() : i.tableBytes()),
                        Fmt.mib(
                                postgresql
                                        ? i.tableBytes()
                                        : round.path("secondaryIndexBytes").asLong()),
                        Fmt.whole(read),
                        Fmt.num(read / (double) i.rows()),
                        round.path("cgroup").path("diskReadBytes").isMissingNode()
                                ? "–"
                                : Fmt.mib(round.path("cgroup")
                                        .path("diskReadBytes")
                                        .asLong()));
            });
        }
        JsonNode cgroup = db.raw().path("memoryCgroup");
        page.measured(prefix).put(prefix + ".table", table).put(prefix + ".rows", Fmt.whole(db.rows()));
        if (cgroup.path("available").asBoolean(false)) {
            page.measured(prefix + ".cgroup")
                    .put(prefix + ".limit", Fmt.mib(cgroup.path("limitBytes").asLong()));
        } else {
            page.put(prefix + ".no-cgroup", cgroup.path("reason").asText("not recorded"));
        }
        return page;
    }
}
