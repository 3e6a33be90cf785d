package dev.objectid.benchmarks.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
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
        Optional<JsonNode> innodb = results.json(Results.DB_INNODB);
        if (innodb.isEmpty()) {
            return;
        }
        JsonNode root = innodb.get();
        Optional<JsonNode> anchor = insert(root, "IDENTITY");
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
            insert(root, key)
                    .ifPresent(i -> table.row(
                            key.equals("OBJECT_ID")
                                    ? "**" + i.path("label").asText() + "**"
                                    : i.path("label").asText() + (key.equals("IDENTITY") ? " (anchor)" : ""),
                            Fmt.whole(rowsPerSecond(i)),
                            anchor.map(a -> Fmt.ratio(rowsPerSecond(i) / rowsPerSecond(a)))
                                    .orElse("–"),
                            Fmt.mib(i.path("tableBytes").asLong()),
                            Fmt.mib(i.path("secondaryIndexBytes").asLong()),
                            anchor.map(a -> Fmt.ratio(i.path("secondaryIndexBytes")
                                                    .asDouble()
                                            / a.path("secondaryIndexBytes").asDouble()))
                                    .orElse("–"),
                            Fmt.whole(i.path("pagesReadFromDisk").asDouble()),
                            Fmt.mib(i.path("status")
                                    .path("Innodb_os_log_written")
                                    .asLong())));
        }
        page.measured("innodb")
                .put("innodb.table", table)
                .put("innodb.rows", Fmt.whole(root.path("rows").asLong()))
                .put(
                        "innodb.version",
                        "MariaDB "
                                + root.path("server").path("version").asText().replaceAll("^([0-9.]+).*", "$1"))
                .put(
                        "innodb.buffer-pool",
                        Fmt.mib(root.path("server")
                                .path("innodb_buffer_pool_size")
                                .asLong()));

        List<String> keys = InsertSection.KEYS.stream()
                .filter(k -> insert(root, k).isPresent())
                .toList();
        new Charts.Bars(
                        String.format(
                                Locale.ROOT,
                                "MariaDB/InnoDB: Hibernate inserts, %,d rows (higher is better)",
                                root.path("rows").asLong()),
                        "rows/s",
                        keys.stream()
                                .map(k -> insert(root, k).get().path("label").asText())
                                .toList())
                .labels("#,##0")
                .series(
                        "rows/s",
                        keys.stream()
                                .map(k -> rowsPerSecond(insert(root, k).get()))
                                .toList())
                .write(page.images().resolve("performance-innodb.png"));
    }

    /** The round of {@code key} with the median rows/s in an insert result file (these suites run one round). */
    static Optional<JsonNode> insert(JsonNode root, String key) {
        List<JsonNode> rounds = new ArrayList<>();
        root.path("inserts").forEach(i -> {
            if (i.path("key").asText().equals(key)) {
                rounds.add(i);
            }
        });
        rounds.sort(Comparator.comparingDouble(InnoDbSection::rowsPerSecond));
        return rounds.isEmpty() ? Optional.empty() : Optional.of(rounds.get(rounds.size() / 2));
    }

    static double rowsPerSecond(JsonNode insert) {
        return insert.path("rowsPerSecond").asDouble();
    }
}
