package dev.objectid.benchmarks.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The raw JSON of one run in {@code benchmarks/results/}, read on demand. Every file is optional: a suite that did
 * not run has none, and its section says so.
 */
final class Results {

    static final String GENERATION_1 = "jmh-generation-1-thread.json";
    static final String GENERATION_2 = "jmh-generation-2-threads.json";
    static final String GENERATION_VIRTUAL = "jmh-generation-virtual-threads.json";
    static final String HEX = "jmh-hex.json";
    static final String HEX_2 = "jmh-hex-2-threads.json";
    static final String HEX_VIRTUAL = "jmh-hex-virtual-threads.json";
    static final String UNIQUENESS = "uniqueness.json";
    static final String DB_CACHED = "db-cached.json";
    static final String DB_SMALL_CACHE = "db-small-cache.json";
    static final String DB_INNODB = "db-innodb.json";
    static final String DB_MEMORY_BOUND_POSTGRESQL = "db-memory-bound-postgresql.json";
    static final String DB_MEMORY_BOUND_MARIADB = "db-memory-bound-mariadb.json";
    static final String RETENTION_POSTGRESQL = "partition-retention-postgresql.json";
    static final String RETENTION_MARIADB = "partition-retention-mariadb.json";
    static final String READ_H2 = "read-path-h2.json";
    static final String READ_POSTGRESQL = "read-path-postgresql.json";
    static final String READ_TYPED_H2 = "read-typed-h2.json";
    static final String READ_TYPED_POSTGRESQL = "read-typed-postgresql.json";
    static final String RUN = "run.json";

    private final Path dir;
    private final ObjectMapper json = new ObjectMapper();

    Results(Path dir) {
        this.dir = dir;
    }

    /** A JSON file of the run, as a tree. */
    Optional<JsonNode> json(String file) throws IOException {
        return read(json, dir.resolve(file));
    }

    /** A JMH result file ({@code -rf json}), one entry per benchmark method; empty if absent. */
    List<Jmh> jmh(String file) throws IOException {
        return jmh(json, dir.resolve(file));
    }

    /** A {@code DatabaseBenchmark} result file. */
    Optional<Db> db(String file) throws IOException {
        return json(file).map(Results::db);
    }

    /** The benchmark method {@code method} of a JMH result file. */
    static Optional<Jmh> find(List<Jmh> all, String method) {
        return all.stream().filter(j -> j.method().equals(method)).findFirst();
    }

    /** One JMH benchmark method's result; {@code params} holds its {@code @Param} values (missing if it has none). */
    record Jmh(
            String method,
            JsonNode params,
            String mode,
            int threads,
            int forks,
            int iterations,
            double score,
            double error,
            String unit,
            double bytesPerOp) {
        /** "9.60 ± 0.13" */
        String scoreWithError() {
            return Fmt.num(score) + " ± " + Fmt.num(error);
        }

        /** The larger relative error of two results, 0 for a missing one. */
        static double worstError(Optional<Jmh> a, Optional<Jmh> b) {
            return Math.max(
                    a.map(Jmh::relativeError).orElse(0.0),
                    b.map(Jmh::relativeError).orElse(0.0));
        }

        /** "±4% (ours), ±50% (anchor)" */
        static String errorText(Optional<Jmh> ours, Optional<Jmh> anchor) {
            return "±" + Fmt.pct(ours.map(Jmh::relativeError).orElse(0.0)) + " (ours), ±"
                    + Fmt.pct(anchor.map(Jmh::relativeError).orElse(0.0)) + " (anchor)";
        }

        /** JMH's 99.9% error as a share of the score. */
        double relativeError() {
            return error / score;
        }

        /** "2 forks x 5 iterations, 1 thread, avgt" */
        String setup() {
            return iterationsText() + ", " + threads + (threads == 1 ? " thread" : " threads") + ", " + mode;
        }

        /** "2 forks x 5 iterations" */
        String iterationsText() {
            return forks + (forks == 1 ? " fork" : " forks") + " x " + iterations + " iterations";
        }
    }

    /**
     * One key scheme's insert result: the round with the median rows/s if there were several, whose every field
     * ({@code round}) a section may read.
     */
    record Insert(
            String key,
            String label,
            long rows,
            double rowsPerSecond,
            long pkeyBytes,
            long tableBytes,
            long walBytes,
            long pkeyBlocksRead,
            long pkeyBlocksHit,
            long checkpoints,
            int rounds,
            double minRowsPerSecond,
            double maxRowsPerSecond,
            JsonNode round) {
        /** The larger spread of two results, 0 for a missing one. */
        static double worstSpread(Optional<Insert> a, Optional<Insert> b) {
            return Math.max(
                    a.map(Insert::spread).orElse(0.0), b.map(Insert::spread).orElse(0.0));
        }

        /** "rounds spread 3% (ours), 40% (anchor)" */
        static String spreadText(Optional<Insert> ours, Optional<Insert> anchor) {
            return "rounds spread " + Fmt.pct(ours.map(Insert::spread).orElse(0.0)) + " (ours), "
                    + Fmt.pct(anchor.map(Insert::spread).orElse(0.0)) + " (anchor)";
        }

        /** (max - min) / median over the rounds: 0 with one round. */
        double spread() {
            return (maxRowsPerSecond - minRowsPerSecond) / rowsPerSecond;
        }
    }

    /** One way of selecting an hour of rows. */
    record Query(String name, String sql, String plan, double medianMillis, double p90Millis, double rowsPerWindow) {}

    /** One database regime. */
    record Db(
            String regime, long rows, JsonNode server, Map<String, Insert> inserts, List<Query> queries, JsonNode raw) {
        Optional<Insert> insert(String key) {
            return Optional.ofNullable(inserts.get(key));
        }

        Optional<Query> query(String name) {
            return queries.stream().filter(q -> q.name.equals(name)).findFirst();
        }
    }

    private static Optional<JsonNode> read(ObjectMapper json, Path file) throws IOException {
        return Files.exists(file) ? Optional.of(json.readTree(file.toFile())) : Optional.empty();
    }

    static List<Jmh> jmh(ObjectMapper json, Path file) throws IOException {
        List<Jmh> list = new ArrayList<>();
        Optional<JsonNode> root = read(json, file);
        if (root.isEmpty()) {
            return list;
        }
        for (JsonNode b : root.get()) {
            String name = b.get("benchmark").asText();
            JsonNode primary = b.get("primaryMetric");
            JsonNode alloc = b.path("secondaryMetrics").path("gc.alloc.rate.norm");
            double error = primary.path("scoreError").asDouble(Double.NaN);
            list.add(new Jmh(
                    name.substring(name.lastIndexOf('.') + 1),
                    b.path("params"),
                    b.get("mode").asText(),
                    b.get("threads").asInt(),
                    b.get("forks").asInt(),
                    b.path("measurementIterations").asInt(),
                    primary.get("score").asDouble(),
                    error,
                    primary.get("scoreUnit").asText(),
                    alloc.isMissingNode() ? Double.NaN : alloc.get("score").asDouble()));
        }
        return list;
    }

    static Db db(JsonNode root) {
        Map<String, List<JsonNode>> byKey = new LinkedHashMap<>();
        for (JsonNode insert : root.path("inserts")) {
            byKey.computeIfAbsent(insert.get("key").asText(), k -> new ArrayList<>())
                    .add(insert);
        }
        Map<String, Insert> inserts = new LinkedHashMap<>();
        byKey.forEach((key, rounds) -> {
            // the round with the median rows/s stands for the scheme
            List<JsonNode> sorted = rounds.stream()
                    .sorted(Comparator.comparingDouble(
                            n -> n.get("rowsPerSecond").asDouble()))
                    .collect(Collectors.toList());
            JsonNode m = sorted.get(sorted.size() / 2);
            inserts.put(
                    key,
                    new Insert(
                            key,
                            m.get("label").asText(),
                            m.get("rows").asLong(),
                            m.get("rowsPerSecond").asDouble(),
                            m.path("pkeyBytes").asLong(),
                            m.path("tableBytes").asLong(),
                            m.path("walBytes").asLong(),
                            m.path("pkeyBlocksRead").asLong(),
                            m.path("pkeyBlocksHit").asLong(),
                            m.path("bgwriter").path("checkpoints_timed").asLong()
                                    + m.path("bgwriter").path("checkpoints_req").asLong(),
                            rounds.size(),
                            sorted.get(0).get("rowsPerSecond").asDouble(),
                            sorted.get(sorted.size() - 1).get("rowsPerSecond").asDouble(),
                            m));
        });
        List<Query> queries = new ArrayList<>();
        JsonNode q = root.path("query");
        for (String name : List.of("idRange", "createdAtNoIndex", "createdAtIndexed")) {
            JsonNode n = q.path(name);
            if (!n.isMissingNode()) {
                queries.add(new Query(
                        name,
                        n.get("sql").asText(),
                        n.get("plan").asText(),
                        n.get("medianMillis").asDouble(),
                        n.get("p90Millis").asDouble(),
                        n.get("rowsPerWindow").asDouble()));
            }
        }
        return new Db(
                root.path("regime").asText(), root.path("rows").asLong(), root.path("server"), inserts, queries, root);
    }
}
