package dev.objectid.benchmarks.report;

import dev.objectid.benchmarks.report.Results.Db;
import dev.objectid.benchmarks.report.Results.Insert;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * {@code DatabaseBenchmark}'s inserts on PostgreSQL, in the regime where the index fits in shared_buffers and in
 * the one where it does not: {@code cached.*}, {@code small-cache.*}.
 */
final class InsertSection implements Section {

    static final List<String> KEYS = List.of("IDENTITY", "SEQUENCE", "UUID_V4", "UUID_V7", "OBJECT_ID");

    @Override
    public void fill(Results results, Page page) throws IOException {
        Optional<Db> cached = results.db(Results.DB_CACHED);
        Optional<Db> small = results.db(Results.DB_SMALL_CACHE);

        Optional<Insert> oid = cached.flatMap(db -> db.insert("OBJECT_ID"));
        for (String[] other : new String[][] {
            {"IDENTITY", "Inserts (cached): ObjectId vs bigint IDENTITY", "≥ 3x IDENTITY rows/s", "3", "x IDENTITY"},
            {
                "SEQUENCE",
                "Inserts (cached): ObjectId vs pooled sequence",
                "within 15% (≥ 0.85x) of its rows/s",
                "0.85",
                "x the sequence"
            },
            {"UUID_V7", "Inserts (cached): ObjectId vs UUIDv7", "within 15% (≥ 0.85x) of its rows/s", "0.85", "x UUIDv7"
            }
        }) {
            Optional<Insert> anchor = cached.flatMap(db -> db.insert(other[0]));
            page.verdict(Verdict.atLeast(
                            other[1],
                            other[2],
                            Fmt.ratio(oid.map(Insert::rowsPerSecond), anchor.map(Insert::rowsPerSecond)),
                            Double.parseDouble(other[3]),
                            other[4])
                    .noisy(Insert.worstSpread(oid, anchor), Insert.spreadText(oid, anchor)));
        }
        Optional<Insert> oidSmall = small.flatMap(db -> db.insert("OBJECT_ID"));
        Optional<Insert> v4Small = small.flatMap(db -> db.insert("UUID_V4"));
        page.verdict(Verdict.atLeast(
                        "Inserts (index larger than shared_buffers): ObjectId vs UUIDv4",
                        "≥ 2x UUIDv4 rows/s",
                        Fmt.ratio(oidSmall.map(Insert::rowsPerSecond), v4Small.map(Insert::rowsPerSecond)),
                        2,
                        "x UUIDv4")
                .noisy(Insert.worstSpread(oidSmall, v4Small), Insert.spreadText(oidSmall, v4Small)));

        cached.ifPresent(db -> page.measured("cached")
                .put("cached.table", table(db))
                .put("cached.shared-buffers", db.server().path("shared_buffers").asText())
                .put("cached.version", db.server().path("version").asText().replaceAll(" on .*", "")));
        small.ifPresent(db -> page.measured("small-cache")
                .put("small-cache.table", table(db))
                .put(
                        "small-cache.shared-buffers",
                        db.server().path("shared_buffers").asText())
                .put(
                        "small-cache.max-wal-size",
                        db.server().path("max_wal_size").asText()));
        if (cached.isEmpty() && small.isEmpty()) {
            return;
        }
        page.measured("inserts");
        Db any = cached.or(() -> small).get();
        List<String> keys = KEYS.stream().filter(k -> any.insert(k).isPresent()).toList();
        List<String> labels =
                keys.stream().map(k -> any.insert(k).get().label()).toList();
        Charts.Bars inserts = new Charts.Bars("Hibernate inserts (higher is better)", "rows/s", labels).labels("#,##0");
        cached.ifPresent(db -> inserts.series(
                "index fits in shared_buffers ("
                        + db.server().path("shared_buffers").asText() + ")",
                keys.stream()
                        .map(k -> db.insert(k).map(Insert::rowsPerSecond).orElse(0.0))
                        .toList()));
        small.ifPresent(db -> inserts.series(
                "index outgrows shared_buffers ("
                        + db.server().path("shared_buffers").asText() + ")",
                keys.stream()
                        .map(k -> db.insert(k).map(Insert::rowsPerSecond).orElse(0.0))
                        .toList()));
        inserts.write(page.images().resolve("performance-inserts.png"));

        Charts.Bars sizes = new Charts.Bars(
                        String.format(
                                Locale.ROOT,
                                "Primary-key index and WAL for %,d rows " + "(lower is better)",
                                any.rows()),
                        "MiB",
                        labels)
                .series(
                        "pkey index",
                        keys.stream()
                                .map(k -> any.insert(k).get().pkeyBytes() / 1048576.0)
                                .toList());
        cached.ifPresent(c -> sizes.series(
                "WAL, index fits in cache",
                keys.stream()
                        .map(k -> c.insert(k).map(i -> i.walBytes() / 1048576.0).orElse(0.0))
                        .toList()));
        small.ifPresent(c -> sizes.series(
                "WAL, small cache and frequent checkpoints",
                keys.stream()
                        .map(k -> c.insert(k).map(i -> i.walBytes() / 1048576.0).orElse(0.0))
                        .toList()));
        sizes.write(page.images().resolve("performance-index-wal.png"));
    }

    /** A key scheme's name in a table: ObjectId's in bold, the anchor's marked as such. */
    static String label(Insert insert, String anchor) {
        return insert.key().equals("OBJECT_ID")
                ? "**" + insert.label() + "**"
                : insert.label() + (insert.key().equals(anchor) ? " (anchor)" : "");
    }

    private static String table(Db db) {
        Optional<Insert> anchor = db.insert("IDENTITY");
        Table table = new Table(
                "Key",
                "rows/s:",
                "min–max over rounds:",
                "× IDENTITY:",
                "pkey:",
                "× IDENTITY:",
                "WAL:",
                "WAL/row:",
                "× IDENTITY:",
                "pkey blocks read:",
                "checkpoints:");
        for (String key : KEYS) {
            db.insert(key)
                    .ifPresent(i -> table.row(
                            label(i, "IDENTITY"),
                            Fmt.whole(i.rowsPerSecond()),
                            i.rounds() > 1
                                    ? Fmt.whole(i.minRowsPerSecond()) + "–" + Fmt.whole(i.maxRowsPerSecond())
                                    : "–",
                            anchor.map(a -> Fmt.ratio(i.rowsPerSecond() / a.rowsPerSecond()))
                                    .orElse("–"),
                            Fmt.mib(i.pkeyBytes()),
                            anchor.map(a -> Fmt.ratio((double) i.pkeyBytes() / a.pkeyBytes()))
                                    .orElse("–"),
                            Fmt.mib(i.walBytes()),
                            String.format(Locale.ROOT, "%.0f B", (double) i.walBytes() / i.rows()),
                            anchor.map(a -> Fmt.ratio((double) i.walBytes() / a.walBytes()))
                                    .orElse("–"),
                            Fmt.whole(i.pkeyBlocksRead()),
                            i.checkpoints()));
        }
        int rounds =
                db.inserts().values().stream().findFirst().map(Insert::rounds).orElse(1);
        return String.format(
                        Locale.ROOT,
                        "%,d rows per key scheme%s.%n%n",
                        db.rows(),
                        rounds > 1 ? ", median of " + rounds + " rounds" : "")
                + table;
    }
}
