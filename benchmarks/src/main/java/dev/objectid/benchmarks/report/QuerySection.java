package dev.objectid.benchmarks.report;

import com.fasterxml.jackson.databind.JsonNode;
import dev.objectid.benchmarks.report.Results.Db;
import dev.objectid.benchmarks.report.Results.Query;
import java.io.IOException;
import java.time.Duration;
import java.util.Arrays;
import java.util.Map;
import java.util.Optional;

/** {@code DatabaseBenchmark --query}: one hour of rows by id range or by {@code created_at}; {@code query.*}. */
final class QuerySection implements Section {

    static final Map<String, String> LABELS = Map.of(
            "idRange", "id range (primary key), `id >= minFor(from) and id < minFor(to)`",
            "createdAtNoIndex", "`created_at` range, no index (anchor)",
            "createdAtIndexed", "`created_at` range, with its own index");
    static final Map<String, String> SHORT = Map.of(
            "idRange",
            "id range (pkey)",
            "createdAtNoIndex",
            "created_at, no index",
            "createdAtIndexed",
            "created_at, indexed");

    @Override
    public void fill(Results results, Page page) throws IOException {
        Optional<Db> db = results.db(Results.DB_CACHED).filter(d -> !d.queries().isEmpty());
        Optional<Query> anchor = db.flatMap(d -> d.query("createdAtNoIndex"));
        page.verdict(Verdict.atLeast(
                "One-hour query: id range vs unindexed `created_at`",
                "≥ 10x faster (median)",
                Fmt.ratio(
                        anchor.map(Query::medianMillis),
                        db.flatMap(d -> d.query("idRange")).map(Query::medianMillis)),
                10,
                "x faster"));
        if (db.isEmpty()) {
            return;
        }
        JsonNode q = db.get().raw().path("query");
        Table table = new Table("Query", "plan", "median ms:", "p90 ms:", "× faster than unindexed:");
        for (Query query : db.get().queries()) {
            // the plan's nodes, outermost first: "Gather → Parallel Seq Scan on event"
            String plan = query.plan()
                    .lines()
                    .filter(l -> !l.startsWith(" ") || l.contains("->"))
                    .map(l ->
                            l.replace("->", "").replaceAll("\\s+\\(cost=.*", "").strip())
                    .reduce((a, b) -> a + " → " + b)
                    .orElse("");
            table.row(
                    LABELS.get(query.name()),
                    "`" + plan + "`",
                    Fmt.num3(query.medianMillis()),
                    Fmt.num3(query.p90Millis()),
                    anchor.map(a -> Fmt.ratio(a.medianMillis() / query.medianMillis()))
                            .orElse("–"));
        }
        page.measured("query")
                .put("query.table", table)
                .put("query.rows", Fmt.whole(q.path("rows").asLong()))
                .put("query.days", Duration.parse(q.path("span").asText()).toDays())
                .put(
                        "query.rows-per-hour",
                        Fmt.whole(db.get()
                                .query("idRange")
                                .map(Query::rowsPerWindow)
                                .orElse(0.0)))
                .put("query.windows", q.path("windows").asInt())
                .put("query.alternating-median", median(q.path("idRange").path("millisAlternatingWithUnindexedQuery")))
                .put("query.index-size", Fmt.mib(q.path("createdAtIndexBytes").asLong()));
        new Charts.Bars(
                        "One hour of rows, median latency (log scale, lower is better)",
                        "ms",
                        db.get().queries().stream()
                                .map(x -> SHORT.get(x.name()))
                                .toList())
                .series(
                        "median ms",
                        db.get().queries().stream().map(Query::medianMillis).toList())
                .logarithmic()
                .labels("#,##0.000")
                .write(page.images().resolve("performance-query.png"));
    }

    private static String median(JsonNode samples) {
        double[] values = new double[samples.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = samples.get(i).asDouble();
        }
        Arrays.sort(values);
        return values.length == 0 ? "–" : Fmt.num3(values[(values.length - 1) / 2]);
    }
}
