package dev.objectid.benchmarks.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.Locale;
import java.util.Optional;

/** {@code PartitionRetention}: dropping a month's partition against deleting its rows; {@code retention.*}. */
final class RetentionSection implements Section {

    @Override
    public void fill(Results results, Page page) throws IOException {
        Optional<JsonNode> pg = results.json(Results.RETENTION_POSTGRESQL);
        Optional<JsonNode> maria = results.json(Results.RETENTION_MARIADB);
        if (pg.isEmpty() && maria.isEmpty()) {
            return;
        }
        Table table = new Table("Database", "Removes the month by", "time (s):", "log written:", "× the drop's time:");
        pg.ifPresent(j -> {
            JsonNode m = j.path("median");
            String db = "PostgreSQL " + j.path("server").asText().replaceAll("PostgreSQL ([0-9.]+).*", "$1");
            double drop = m.path("drop").path("seconds").asDouble();
            table.row(db, "detach and drop the partition", seconds(drop), wal(m.path("drop")), "1.00");
            table.row(
                    db,
                    "`DELETE` by id range",
                    seconds(m.path("delete").path("seconds").asDouble()),
                    wal(m.path("delete")),
                    Fmt.ratio(m.path("delete").path("seconds").asDouble() / drop));
            table.row(
                    db,
                    "the `VACUUM` the delete needs",
                    seconds(m.path("vacuumAfterDelete").path("seconds").asDouble()),
                    wal(m.path("vacuumAfterDelete")),
                    Fmt.ratio(m.path("vacuumAfterDelete").path("seconds").asDouble() / drop));
            page.measured("retention.postgresql")
                    .put("retention.rows", Fmt.whole(j.path("rowsPerMonth").asLong()))
                    .put("retention.rounds", j.path("rounds").asInt());
        });
        maria.ifPresent(j -> {
            JsonNode m = j.path("median");
            String db = "MariaDB " + j.path("server").asText().replaceAll("^([0-9.]+).*", "$1");
            double drop = m.path("drop").path("seconds").asDouble();
            table.row(db, "drop the partition", seconds(drop), redo(m.path("drop")), "1.00");
            table.row(
                    db,
                    "`DELETE` by id range",
                    seconds(m.path("delete").path("seconds").asDouble()),
                    redo(m.path("delete")),
                    Fmt.ratio(m.path("delete").path("seconds").asDouble() / drop));
            page.measured("retention.mariadb")
                    .put("retention.rows", Fmt.whole(j.path("rowsPerMonth").asLong()))
                    .put("retention.rounds", j.path("rounds").asInt())
                    .put(
                            "retention.mariadb.binlog-format",
                            j.path("log").path("binlog_format").asText("?"));
        });
        page.measured("retention").put("retention.table", table);
    }

    private static String seconds(double s) {
        return String.format(Locale.ROOT, s < 0.01 ? "%.4f" : "%.3f", s);
    }

    private static String wal(JsonNode m) {
        return Fmt.bytes(m.path("walBytes").asDouble()) + " of WAL";
    }

    private static String redo(JsonNode m) {
        return Fmt.bytes(m.path("redoBytes").asDouble()) + " of redo, "
                + Fmt.bytes(m.path("binlogBytes").asDouble()) + " of binary log";
    }
}
