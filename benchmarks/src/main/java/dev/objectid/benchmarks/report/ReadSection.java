package dev.objectid.benchmarks.report;

import com.fasterxml.jackson.databind.JsonNode;
import dev.objectid.benchmarks.report.Results.Jmh;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code ReadPathBenchmark}: entities read back through Hibernate by id range and by Spring Data JPA's
 * {@code findAllById}, per id type, on H2 and PostgreSQL, each as a ratio to {@code Long} ids: {@code read.*}. A typed
 * id is held to its own target against {@code ObjectId} by {@code TypedIdReadComparison}'s paired reads where the run
 * has them ({@code read.typed.*}), else by the two JMH results.
 */
final class ReadSection implements Section {

    /** The target: an id type's time at most this many times Long's, for every read on every database. */
    static final double TARGET = 1.05;
    /** The target for a typed id by id range: at most this many times a plain ObjectId's time, in the same run. */
    static final double TYPED_TARGET = 1.03;

    private static final String[][] DATABASES = {
        {Results.READ_H2, "H2", Results.READ_TYPED_H2},
        {Results.READ_POSTGRESQL, "PostgreSQL", Results.READ_TYPED_POSTGRESQL}
    };
    private static final String[][] READS = {{"byIdRange", "by id range"}, {"findAllById", "`findAllById`"}};
    private static final String[][] IDS = {{"UUID", "UUID"}, {"OBJECT_ID", "ObjectId"}, {"TYPED_ID", "typed id"}};
    private static final String ANCHOR = "LONG";
    /** The entity classes of the paired reads, as {@code TypedIdReadComparison} names them. */
    private static final List<String> CLASSES = List.of("OBJECT_ID", "OBJECT_ID_TWIN", "TYPED_ID", "TYPED_ID_TWIN");

    /**
     * {@code TypedIdReadComparison}'s result: the median over its forks of their median per-round ratios to ObjectId,
     * for the typed id and for the control (ObjectId through a second entity class), each with its interval, and the
     * interval's confidence.
     */
    record Paired(
            long rows,
            int forks,
            int rounds,
            double objectIdMs,
            double typedIdMs,
            double ratio,
            double low,
            double high,
            double control,
            double controlLow,
            double controlHigh,
            double confidence,
            List<Double> classMs) {
        /** Half the interval, relative to the ratio. */
        double relativeError() {
            return (high - low) / 2 / ratio;
        }

        /**
         * How far the typed id's ratio may be off because of the entity classes' names alone: the control is the
         * difference of two names, the ratio that of two means of two, whose spread is the control's over root 2.
         */
        double nameError() {
            return Math.abs(control - 1) / Math.sqrt(2);
        }
    }

    static Optional<Paired> paired(Optional<JsonNode> root) {
        return root.map(r -> new Paired(
                r.path("rows").asLong(),
                r.path("forks").asInt(),
                r.path("rounds").asInt(),
                r.path("objectIdMedianMs").asDouble(),
                r.path("typedIdMedianMs").asDouble(),
                r.path("ratioMedian").asDouble(),
                r.path("ratioLow").asDouble(),
                r.path("ratioHigh").asDouble(),
                r.path("controlMedian").asDouble(Double.NaN),
                r.path("controlLow").asDouble(Double.NaN),
                r.path("controlHigh").asDouble(Double.NaN),
                r.path("intervalConfidence").asDouble(Double.NaN),
                CLASSES.stream()
                        .map(c -> r.path("medianMs").path(c).asDouble(Double.NaN))
                        .toList()));
    }

    /** The result of benchmark method {@code method} for the id type {@code scheme}. */
    static Optional<Jmh> find(List<Jmh> all, String method, String scheme) {
        return all.stream()
                .filter(r -> r.method().equals(method)
                        && r.params().path("scheme").asText().equals(scheme))
                .findFirst();
    }

    @Override
    public void fill(Results results, Page page) throws IOException {
        Table table = new Table("Database", "Read", "Id", "ms per read:", "µs per entity:", "× Long:");
        Table typedTable = new Table(
                "Database",
                "Rows",
                "Forks x rounds",
                "ObjectId, ms:",
                "typed id, ms:",
                "typed id / ObjectId (median of forks):",
                "interval (confidence)",
                "control / ObjectId:",
                "interval");
        Table classTable = new Table(
                "Database",
                "ObjectId, 1st class, ms:",
                "ObjectId, 2nd class, ms:",
                "typed id, 1st class, ms:",
                "typed id, 2nd class, ms:");
        List<String> categories = new ArrayList<>();
        Map<String, List<Double>> ratios = new LinkedHashMap<>();
        for (String[] id : IDS) {
            ratios.put(id[1], new ArrayList<>());
        }
        for (String[] db : DATABASES) {
            List<Jmh> all = results.jmh(db[0]);
            if (!all.isEmpty() && !page.has("read")) {
                Jmh first = all.get(0);
                page.measured("read")
                        .put("read.setup", first.iterationsText())
                        .put("read.rows", Fmt.whole(rows(first)))
                        .put(
                                "read.chunk",
                                Fmt.whole(first.params().path("chunk").asLong()))
                        .put("read.target", Fmt.ratio(TARGET))
                        .put("read.typed-target", Fmt.ratio(TYPED_TARGET));
            }
            for (String[] read : READS) {
                Optional<Jmh> anchor = find(all, read[0], ANCHOR);
                anchor.ifPresent(a -> table.row(db[1], read[1], "Long", a.scoreWithError(), perEntity(a), "1.00"));
                boolean complete = anchor.isPresent();
                for (String[] id : IDS) {
                    Optional<Jmh> r = find(all, read[0], id[0]);
                    Optional<Double> ratio = Fmt.ratio(r.map(Jmh::score), anchor.map(Jmh::score));
                    double worst = Math.max(
                            r.map(Jmh::relativeError).orElse(0.0),
                            anchor.map(Jmh::relativeError).orElse(0.0));
                    page.verdict(Verdict.atMost(
                                    "Read path, " + db[1] + ", " + read[1] + ": " + id[1],
                                    "≤ " + Fmt.ratio(TARGET) + "x Long's time",
                                    ratio,
                                    TARGET,
                                    "x Long")
                            .noisy(
                                    worst,
                                    "±" + Fmt.pct(r.map(Jmh::relativeError).orElse(0.0)) + " (" + id[1] + "), ±"
                                            + Fmt.pct(anchor.map(Jmh::relativeError)
                                                    .orElse(0.0)) + " (Long)"));
                    r.ifPresent(x -> table.row(
                            db[1],
                            read[1],
                            id[1],
                            x.scoreWithError(),
                            perEntity(x),
                            ratio.map(Fmt::ratio).orElse("–")));
                    complete &= ratio.isPresent();
                }
                if (read[0].equals("byIdRange")) {
                    page.verdict(typedVerdict(
                            db[1],
                            read[1],
                            paired(results.json(db[2])),
                            find(all, read[0], "TYPED_ID"),
                            find(all, read[0], "OBJECT_ID"),
                            typedTable,
                            classTable));
                }
                if (complete) {
                    categories.add(db[1] + ", " + read[1].replace("`", ""));
                    for (String[] id : IDS) {
                        ratios.get(id[1])
                                .add(find(all, read[0], id[0]).get().score()
                                        / anchor.get().score());
                    }
                }
            }
        }
        if (!typedTable.isEmpty()) {
            page.put("read.typed.table", typedTable).put("read.typed.classes", classTable);
        }
        if (table.isEmpty()) {
            return;
        }
        page.put("read.table", table);
        if (!categories.isEmpty()) {
            Charts.Bars chart = new Charts.Bars(
                    "Reading entities: time relative to Long ids (lower is better)", "× Long", categories);
            ratios.forEach(chart::series);
            chart.labels("0.00").write(page.images().resolve("performance-read.png"));
        }
    }

    /**
     * The typed id's verdict against ObjectId by id range: from the paired reads when the run has them (and their row
     * in {@code typedTable}, and each entity class's time in {@code classTable}), else from the two JMH results.
     */
    private static Verdict typedVerdict(
            String db,
            String read,
            Optional<Paired> paired,
            Optional<Jmh> typed,
            Optional<Jmh> plain,
            Table typedTable,
            Table classTable) {
        String target = "Read path, " + db + ", " + read + ": typed id against ObjectId";
        String goal = "≤ " + Fmt.ratio(TYPED_TARGET) + "x ObjectId's time";
        if (paired.isPresent()) {
            Paired p = paired.get();
            String interval = Fmt.num3(p.low()) + " – " + Fmt.num3(p.high());
            typedTable.row(
                    db,
                    Fmt.whole(p.rows()),
                    p.forks() + " x " + Fmt.whole(p.rounds()),
                    Fmt.num(p.objectIdMs()),
                    Fmt.num(p.typedIdMs()),
                    Fmt.num3(p.ratio()),
                    interval + " (" + Fmt.pct(p.confidence()) + ")",
                    Fmt.num3(p.control()),
                    Fmt.num3(p.controlLow()) + " – " + Fmt.num3(p.controlHigh()));
            List<String> classRow = new ArrayList<>(List.of(db));
            p.classMs().forEach(ms -> classRow.add(Fmt.num(ms)));
            classTable.row(classRow.toArray());
            return Verdict.atMost(target, goal, Optional.of(p.ratio()), TYPED_TARGET, "x ObjectId (paired)")
                    .noisy(p.relativeError(), "interval " + interval)
                    .unreliable(
                            !(p.nameError() <= TYPED_TARGET - 1),
                            "the control reads " + Fmt.num3(p.control())
                                    + " x ObjectId: the entity classes' names alone may move the ratio by "
                                    + Fmt.pct(p.nameError()) + ", more than the target allows");
        }
        double worst = Math.max(
                typed.map(Jmh::relativeError).orElse(0.0),
                plain.map(Jmh::relativeError).orElse(0.0));
        return Verdict.atMost(
                        target,
                        goal,
                        Fmt.ratio(typed.map(Jmh::score), plain.map(Jmh::score)),
                        TYPED_TARGET,
                        "x ObjectId")
                .noisy(
                        worst,
                        "±" + Fmt.pct(typed.map(Jmh::relativeError).orElse(0.0)) + " (typed id), ±"
                                + Fmt.pct(plain.map(Jmh::relativeError).orElse(0.0)) + " (ObjectId)");
    }

    /** Microseconds per entity read: the call's time over the rows it read. */
    private static String perEntity(Jmh r) {
        return rows(r) > 0 ? Fmt.num(r.score() * 1000 / rows(r)) : "–";
    }

    /** The rows a read benchmark's table holds. */
    private static long rows(Jmh r) {
        return r.params().path("rows").asLong();
    }
}
