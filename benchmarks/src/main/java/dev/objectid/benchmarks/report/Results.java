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

/** The raw JSON of one run, read into small records. Every file is optional: a suite that did not run is absent. */
record Results(Optional<JsonNode> run, List<Jmh> generation1, List<Jmh> generation2, List<Jmh> hex,
               Optional<JsonNode> uniqueness, Optional<Db> cached, Optional<Db> smallCache) {

    static final String GENERATION_1 = "jmh-generation-1-thread.json";
    static final String GENERATION_2 = "jmh-generation-2-threads.json";
    static final String HEX = "jmh-hex.json";
    static final String UNIQUENESS = "uniqueness.json";
    static final String DB_CACHED = "db-cached.json";
    static final String DB_SMALL_CACHE = "db-small-cache.json";
    static final String RUN = "run.json";

    /** One JMH benchmark method's result. */
    record Jmh(String method, String mode, int threads, int forks, int iterations, double score, double error,
               String unit, double bytesPerOp) {
        Optional<Jmh> in(List<Jmh> all, String name) {
            return all.stream().filter(j -> j.method.equals(name)).findFirst();
        }
    }

    /** One key scheme's insert result; the median over the rounds if there were several. */
    record Insert(String key, String label, long rows, double rowsPerSecond, long pkeyBytes, long tableBytes,
                  long walBytes, long pkeyBlocksRead, long pkeyBlocksHit, long checkpoints, int rounds,
                  double minRowsPerSecond, double maxRowsPerSecond) {
        /** (max - min) / median over the rounds: 0 with one round. */
        double spread() {
            return (maxRowsPerSecond - minRowsPerSecond) / rowsPerSecond;
        }
    }

    /** One way of selecting an hour of rows. */
    record Query(String name, String sql, String plan, double medianMillis, double p90Millis, double rowsPerWindow) {
    }

    /** One database regime. */
    record Db(String regime, long rows, JsonNode server, Map<String, Insert> inserts, List<Query> queries,
              JsonNode raw) {
        Optional<Insert> insert(String key) {
            return Optional.ofNullable(inserts.get(key));
        }

        Optional<Query> query(String name) {
            return queries.stream().filter(q -> q.name.equals(name)).findFirst();
        }
    }

    static Results load(Path dir) throws IOException {
        ObjectMapper json = new ObjectMapper();
        return new Results(
                read(json, dir.resolve(RUN)),
                jmh(json, dir.resolve(GENERATION_1)),
                jmh(json, dir.resolve(GENERATION_2)),
                jmh(json, dir.resolve(HEX)),
                read(json, dir.resolve(UNIQUENESS)),
                read(json, dir.resolve(DB_CACHED)).map(Results::db),
                read(json, dir.resolve(DB_SMALL_CACHE)).map(Results::db));
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
            list.add(new Jmh(name.substring(name.lastIndexOf('.') + 1), b.get("mode").asText(),
                    b.get("threads").asInt(), b.get("forks").asInt(), b.path("measurementIterations").asInt(),
                    primary.get("score").asDouble(), error, primary.get("scoreUnit").asText(),
                    alloc.isMissingNode() ? Double.NaN : alloc.get("score").asDouble()));
        }
        return list;
    }

    static Db db(JsonNode root) {
        Map<String, List<JsonNode>> byKey = new LinkedHashMap<>();
        for (JsonNode insert : root.path("inserts")) {
            byKey.computeIfAbsent(insert.get("key").asText(), k -> new ArrayList<>()).add(insert);
        }
        Map<String, Insert> inserts = new LinkedHashMap<>();
        byKey.forEach((key, rounds) -> {
            // the round with the median rows/s stands for the scheme
            List<JsonNode> sorted = rounds.stream()
                    .sorted(Comparator.comparingDouble(n -> n.get("rowsPerSecond").asDouble()))
                    .collect(Collectors.toList());
            JsonNode m = sorted.get(sorted.size() / 2);
            inserts.put(key, new Insert(key, m.get("label").asText(), m.get("rows").asLong(),
                    m.get("rowsPerSecond").asDouble(), m.get("pkeyBytes").asLong(), m.get("tableBytes").asLong(),
                    m.get("walBytes").asLong(), m.path("pkeyBlocksRead").asLong(), m.path("pkeyBlocksHit").asLong(),
                    m.path("bgwriter").path("checkpoints_timed").asLong()
                            + m.path("bgwriter").path("checkpoints_req").asLong(),
                    rounds.size(), sorted.get(0).get("rowsPerSecond").asDouble(),
                    sorted.get(sorted.size() - 1).get("rowsPerSecond").asDouble()));
        });
        List<Query> queries = new ArrayList<>();
        JsonNode q = root.path("query");
        for (String name : List.of("idRange", "createdAtNoIndex", "createdAtIndexed")) {
            JsonNode n = q.path(name);
            if (!n.isMissingNode()) {
                queries.add(new Query(name, n.get("sql").asText(), n.get("plan").asText(),
                        n.get("medianMillis").asDouble(), n.get("p90Millis").asDouble(),
                        n.get("rowsPerWindow").asDouble()));
            }
        }
        return new Db(root.path("regime").asText(), root.path("rows").asLong(), root.path("server"), inserts,
                queries, root);
    }
}
