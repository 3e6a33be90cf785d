package dev.objectid.benchmarks.db;

import static dev.objectid.benchmarks.CommandLine.intOption;

import dev.objectid.benchmarks.ResultFile;
import dev.objectid.it.BatchInserts;
import dev.objectid.it.HibernateBootstrap;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.hibernate.SessionFactory;

/**
 * What the insert benchmarks (PostgreSQL and InnoDB) share, so that both measure alike: their settings, read once from
 * the command line; the head of their result file; Hibernate and the rows it inserts; and the order of their runs
 * (every key scheme warmed up several times over, then measured round after round).
 */
final class InsertRuns {

    /** The options of every insert benchmark's command line. */
    static final Set<String> OPTIONS = Set.of(
            "out",
            "url",
            "user",
            "password",
            "rows",
            "warmup-rows",
            "warmup-passes",
            "commit-every",
            "keys",
            "rounds",
            "regime",
            "cgroup",
            "cgroup-unavailable");

    /** Something done with one key scheme's table: an insert run, or emptying it. */
    interface KeyStep {
        void run(KeyScheme key) throws Exception;
    }

    /** One measured insert run of a key scheme, and what it recorded. */
    interface Measurement {
        Map<String, Object> run(KeyScheme key) throws Exception;
    }

    final int rows;
    final int warmupRows;
    final int warmupPasses;
    final int commitEvery;
    final int rounds;
    final List<KeyScheme> keys;
    private final Map<String, String> options;

    InsertRuns(Map<String, String> options) {
        this.options = options;
        this.rows = intOption(options, "rows", 1_000_000);
        this.warmupRows = intOption(options, "warmup-rows", Math.min(20_000, Math.max(rows / 10, 1000)));
        this.warmupPasses = intOption(options, "warmup-passes", 3);
        this.commitEvery = intOption(options, "commit-every", 10_000);
        this.rounds = intOption(options, "rounds", 1);
        this.keys = Arrays.stream(options.getOrDefault("keys", "IDENTITY,SEQUENCE,UUID_V4,UUID_V7,OBJECT_ID")
                        .split(","))
                .map(String::trim)
                .map(KeyScheme::valueOf)
                .toList();
    }

    /** The settings a result file starts with. */
    Map<String, Object> header(String tool, String url) {
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("tool", tool);
        result.put("regime", options.getOrDefault("regime", "cached"));
        result.put("url", url);
        result.put("rows", rows);
        result.put("warmupRows", warmupRows);
        result.put("warmupPasses", warmupPasses);
        result.put("batchSize", HibernateBootstrap.BATCH);
        result.put("commitEvery", commitEvery);
        result.put("rounds", rounds);
        Map<String, Object> cgroup = MemoryCgroup.describe(options);
        if (cgroup != null) {
            result.put("memoryCgroup", cgroup);
        }
        return result;
    }

    /**
     * Warms every scheme up first, several times over, so that none is measured with a colder JIT (or server) than
     * another (with one short pass the first scheme measured is the slowest). Then measures each scheme in every round. {@code empty} frees a table's space after each run.
     */
    List<Map<String, Object>> warmUpAndMeasure(
            Function<KeyScheme, String> label, KeyStep warmUp, Measurement measure, KeyStep empty) throws Exception {
        for (int pass = 1; pass <= warmupPasses; pass++) {
            for (KeyScheme key : keys) {
                System.out.printf(
                        Locale.ROOT,
                        "%-20s warm-up %d/%d, %,d rows%n",
                        label.apply(key),
                        pass,
                        warmupPasses,
                        warmupRows);
                warmUp.run(key);
                empty.run(key);
            }
        }
        List<Map<String, Object>> inserts = new ArrayList<>();
        for (int round = 1; round <= rounds; round++) {
            for (KeyScheme key : keys) {
                Map<String, Object> m = measure.run(key);
                m.put("round", round);
                inserts.add(m);
                empty.run(key);
            }
        }
        return inserts;
    }

    /**
     * Hibernate for the key schemes' entities on tables that exist, one connection, inserts ordered and sent in JDBC
     * batches of {@value HibernateBootstrap#BATCH}; {@code settings} adds what a database needs.
     */
    static SessionFactory sessionFactory(
            String url, String user, String password, List<KeyScheme> keys, Map<String, Object> settings) {
        Map<String, Object> all =
                new HashMap<>(Map.of("hibernate.connection.pool_size", 1, "hibernate.order_inserts", true));
        all.putAll(settings);
        return HibernateBootstrap.batching(
                url, user, password, all, keys.stream().map(key -> key.entity).toArray(Class<?>[]::new));
    }

    /** Inserts {@code rows} rows of a key scheme, a transaction every {@code commitEvery}. */
    static void insert(SessionFactory factory, KeyScheme key, int rows, int commitEvery) {
        Instant now = Instant.now();
        BatchInserts.insert(factory, rows, commitEvery, i -> {
            Rows.Payload row = key.factory.get();
            row.fill(i, now);
            return row;
        });
    }

    /** Writes a result file as indented JSON. */
    static void write(Map<String, Object> result, String file) throws IOException {
        Path out = Path.of(file);
        ResultFile.write(result, out);
        System.out.println("wrote " + out);
    }
}
