package dev.objectid.benchmarks.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The raw JSON in {@code benchmarks/results/}, read on demand. Every file is optional: a suite that did not run has
 * none, and its table says so.
 */
final class Results {

    private final Path dir;
    private final ObjectMapper json = new ObjectMapper();

    Results(Path dir) {
        this.dir = dir;
    }

    Path dir() {
        return dir;
    }

    /** A JSON file as a tree, a missing node when absent. */
    JsonNode json(String file) {
        Path path = dir.resolve(file);
        try {
            return Files.exists(path) ? json.readTree(path.toFile()) : MissingNode.getInstance();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + path + ": " + e.getMessage(), e);
        }
    }

    /** A JMH result file ({@code -rf json}), one entry per benchmark method and parameter set; empty if absent. */
    List<Jmh> jmh(String file) {
        List<Jmh> list = new ArrayList<>();
        for (JsonNode b : json(file)) {
            String name = b.get("benchmark").asText();
            JsonNode primary = b.get("primaryMetric");
            JsonNode scheme = b.at("/params/scheme");
            list.add(new Jmh(
                    name.substring(name.lastIndexOf('.') + 1) + (scheme.isMissingNode() ? "" : "/" + scheme.asText()),
                    "JMH " + b.path("mode").asText() + ", forks "
                            + b.path("forks").asText() + ", iterations "
                            + b.path("measurementIterations").asText() + ", threads "
                            + b.path("threads").asText(),
                    primary.get("score").asDouble(),
                    primary.path("scoreError").asDouble(Double.NaN),
                    b.at("/secondaryMetrics/gc.alloc.rate.norm/score").asDouble(Double.NaN)));
        }
        return list;
    }

    /** The result {@code key} of a JMH file: a method's name, or {@code method/SCHEME} with a scheme parameter. */
    Optional<Jmh> jmh(String file, String key) {
        return jmh(file).stream().filter(j -> j.key().equals(key)).findFirst();
    }

    /**
     * A {@code DatabaseBenchmark} or {@code InnoDbBenchmark} file: per key, the round with the median rows/s, with its
     * {@code walPerRow} and {@code checkpoints} (timed and requested).
     */
    Map<String, JsonNode> inserts(String file) {
        Map<String, List<JsonNode>> byKey = new LinkedHashMap<>();
        for (JsonNode insert : json(file).path("inserts")) {
            byKey.computeIfAbsent(insert.get("key").asText(), k -> new ArrayList<>())
                    .add(insert);
        }
        Map<String, JsonNode> median = new LinkedHashMap<>();
        byKey.forEach((key, rounds) -> {
            rounds.sort(Comparator.comparingDouble(n -> n.get("rowsPerSecond").asDouble()));
            ObjectNode m = rounds.get(rounds.size() / 2).deepCopy();
            m.put("walPerRow", m.path("walBytes").asDouble() / m.path("rows").asDouble());
            m.put(
                    "checkpoints",
                    m.at("/bgwriter/checkpoints_timed").asLong()
                            + m.at("/bgwriter/checkpoints_req").asLong());
            median.put(key, m);
        });
        return median;
    }

    /** One JMH result: its method, or {@code method/SCHEME} with a {@code scheme} parameter; how it ran; its score. */
    record Jmh(String key, String setup, double score, double error, double bytesPerOp) {
        /** "9.60 ± 0.13" */
        String scoreWithError() {
            return Fmt.num(score) + " ± " + Fmt.num(error);
        }
    }
}
