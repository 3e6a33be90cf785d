package dev.objectid.benchmarks.report;

import dev.objectid.benchmarks.report.Results.Db;
import dev.objectid.benchmarks.report.Results.Insert;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * {@code InnoDbBenchmark}'s inserts on MariaDB with a buffer pool that holds everything: the table is the
 * primary-key index and the secondary index carries the key; {@code innodb.*}.
 */
final class InnoDbSection implements Section {

    @Override
    public void fill(Results results, Page page) throws IOException {
        Optional<Db> innodb = results.db(Results.DB_INNODB);
        if (innodb.isEmpty()) {
            return;
        }
        Db db = innodb.get();
        Optional<Insert> anchor = db.insert("IDENTITY");
        Table table = new Table(
                "Key",
                "rows/s:",
                "× AUTO_INCREMENT:",
                "table:",
                "secondary index:",
                "× AUTO_INCREMENT:",
                "pages read from disk:",
                "redo written:");
        for (String key : InsertSection.KEYS) {
            db.insert(key)
                    .ifPresent(i -> table.row(
                            InsertSection.label(i, "IDENTITY"),
                            Fmt.whole(i.rowsPerSecond()),
                            anchor.map(a -> Fmt.ratio(i.rowsPerSecond() / a.rowsPerSecond()))
                                    .orElse("–"),
                            Fmt.mib(i.tableBytes()),
                            Fmt.mib(i.round().path("secondaryIndexBytes").asLong()),
                            anchor.map(a -> Fmt.ratio(i.round()
                                                    .path("secondaryIndexBytes")
                                                    .asDouble()
                                            / a.round()
                                                    .path("secondaryIndexBytes")
                                                    .asDouble()))
                                    .orElse("–"),
                            Fmt.whole(i.round().path("pagesReadFromDisk").asDouble()),
                            Fmt.mib(i.round()
                                    .path("status")
                                    .path("Innodb_os_log_written")
                                    .asLong())));
        }
        page.measured("innodb")
                .put("innodb.table", table)
                .put("innodb.rows", Fmt.whole(db.rows()))
                .put(
                        "innodb.version",
                        "MariaDB " + db.server().path("version").asText().replaceAll("^([0-9.]+).*", "$1"))
                .put(
                        "innodb.buffer-pool",
                        Fmt.mib(db.server().path("innodb_buffer_pool_size").asLong()));

        List<Insert> inserts =
                InsertSection.KEYS.stream().flatMap(k -> db.insert(k).stream()).toList();
        new Charts.Bars(
                        String.format(
                                Locale.ROOT,
                                "MariaDB/InnoDB: Hibernate inserts, %,d rows (higher is better)",
                                db.rows()),
                        "rows/s",
                        inserts.stream().map(Insert::label).toList())
                .labels("#,##0")
                .series("rows/s", inserts.stream().map(Insert::rowsPerSecond).toList())
                .write(page.images().resolve("performance-innodb.png"));
    }
}
