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
            String db = "PostgreSQL " + j.path("server").asText().replaceAll("PostgreSQL ([0-9.]+).*", "$1");
            JsonNode m = j.path("median");
            row(table, db, "detach and drop the partition", m.path("drop"), wal(m.path("drop")), m);
            row(table, db, "`DELETE` by id range", m.path("delete"), wal(m.path("delete")), m);
            JsonNode vacuum = m.path("vacuumAfterDelete");
            row(table, db, "the `VACUUM` the delete needs", vacuum, wal(vacuum), m);
            page.measured("retention.postgresql");
        });
        maria.ifPresent(j -> {
            String db = "MariaDB " + j.path("server").asText().replaceAll("^([0-9.]+).*", "$1");
            JsonNode m = j.path("median");
            row(table, db, "drop the partition", m.path("drop"), redo(m.path("drop")), m);
            row(table, db, "`DELETE` by id range", m.path("delete"), redo(m.path("delete")), m);
            page.measured("retention.mariadb")
                    .put(
                            "retention.mariadb.binlog-format",
                            j.path("log").path("binlog_format").asText("?"));
        });
        JsonNode any = pg.or(() -> maria).get();
        page.put("retention.rows", Fmt.whole(any.path("rowsPerMonth").asLong()))
                .put("retention.rounds", any.path("rounds").asInt());
        page.measured("retention").put("retention.table", table);
    }

    /** One way of removing the month, its time also as a multiple of the drop's ({@code median.drop}). */
    private static void row(Table table, String db, String how, JsonNode step, String log, JsonNode median) {
        double seconds = step.path("seconds").asDouble();
        table.row(
                db,
                how,
                seconds(seconds),
                log,
                Fmt.ratio(seconds / median.path("drop").path("seconds").asDouble()));
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
