package dev.objectid.benchmarks.db;

import static dev.objectid.benchmarks.CommandLine.intOption;
import static dev.objectid.benchmarks.Jdbc.exec;
import static dev.objectid.benchmarks.Jdbc.scalar;

import dev.objectid.benchmarks.CommandLine;
import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.hibernate.SessionFactory;

/**
 * The insert benchmark on PostgreSQL: N rows through Hibernate (JDBC batches of 50, {@code reWriteBatchedInserts=true})
 * once per key scheme, measuring rows/s, the size of the primary-key index and the WAL written; with {@code --query},
 * also the one-hour time-range query ({@link TimeRangeQueryBenchmark}).
 *
 * <p>Everything happens in a schema of its own, made by the tests' harness ({@link TestDatabases#onServer}) and
 * dropped when the benchmark ends.
 *
 * <pre>
 * DatabaseBenchmark --out FILE [--url jdbc:postgresql://127.0.0.1:5432/test] [--user postgres] [--rows 1000000]
 *                   [--warmup-rows 20000] [--warmup-passes 3] [--commit-every 10000]
 *                   [--keys IDENTITY,SEQUENCE,UUID_V4,UUID_V7,OBJECT_ID]
 *                   [--rounds 1] [--regime cached] [--query] [--query-rows N] [--query-windows 20]
 *                   [--cgroup DIR | --cgroup-unavailable REASON]
 * </pre>
 *
 * <p>{@code --cgroup} names the memory cgroup the server runs in ({@link MemoryCgroup}); its counters are recorded
 * around every insert. {@code --cgroup-unavailable} records why the server runs without one.
 */
public final class DatabaseBenchmark {

    private final Map<String, String> options;
    private final String url;
    private final String user;
    private final String password;

    private DatabaseBenchmark(Map<String, String> options) {
        this.options = options;
        this.url = options.getOrDefault("url", "jdbc:postgresql://127.0.0.1:5432/test");
        this.user = options.getOrDefault("user", "postgres");
        this.password = options.getOrDefault("password", "");
    }

    public static void main(String[] args) throws Exception {
        Logger.getLogger("org.hibernate").setLevel(Level.WARNING);
        Map<String, String> options;
        try {
            Set<String> known = new HashSet<>(InsertRuns.OPTIONS);
            known.addAll(Set.of("query-rows", "query-windows"));
            options = CommandLine.parse(args, known, Set.of("query"));
            CommandLine.required(options, "out");
        } catch (IllegalArgumentException e) {
            System.err.println("DatabaseBenchmark: " + e.getMessage());
            System.err.println(
                    "usage: DatabaseBenchmark --out FILE [--url URL] [--user USER] [--rows N] [--query] ...");
            System.exit(2);
            return;
        }
        InsertRuns.write(new DatabaseBenchmark(options).run(), options.get("out"));
    }

    private Map<String, Object> run() throws Exception {
        InsertRuns runs = new InsertRuns(options);
        Map<String, Object> result = runs.header("DatabaseBenchmark", url);
        TestDatabase schema = TestDatabases.onServer(url, user, password);
        try (Connection admin = schema.dataSource().getConnection()) {
            admin.setAutoCommit(true);
            result.put("server", PostgresCounters.settings(admin));
            for (KeyScheme key : runs.keys) {
                for (String ddl : key.createStatements()) {
                    exec(admin, ddl);
                }
            }
            try (SessionFactory factory =
                    InsertRuns.sessionFactory(schema.url(), user, password, runs.keys, Map.of())) {
                result.put(
                        "inserts",
                        runs.warmUpAndMeasure(
                                key -> key.label,
                                key -> InsertRuns.insert(factory, key, runs.warmupRows, runs.commitEvery),
                                key -> insertBenchmark(admin, factory, key, runs.rows, runs.commitEvery),
                                key -> exec(admin, "truncate " + key.table)));
            }
            if (options.containsKey("query")) {
                result.put(
                        "query",
                        TimeRangeQueryBenchmark.run(
                                admin,
                                schema.dataSource(),
                                intOption(options, "query-rows", runs.rows),
                                intOption(options, "query-windows", 20)));
            }
        }
        return result;
    }

    /** A checkpoint (so every scheme starts from the same state), then the N measured rows. */
    private Map<String, Object> insertBenchmark(
            Connection admin, SessionFactory factory, KeyScheme key, int rows, int commitEvery) throws SQLException {
        String table = key.table;
        exec(admin, "checkpoint");
        String pkey = PostgresCounters.primaryKeyIndex(admin, table);
        Map<String, Long> ioBefore = PostgresCounters.primaryKeyIo(admin, table);
        Map<String, Long> bgBefore = PostgresCounters.bgwriter(admin);
        String walBefore = PostgresCounters.walPosition(admin);
        Map<String, Long> cgroupBefore = MemoryCgroup.statsOf(options);

        System.out.printf(Locale.ROOT, "%-16s inserting %,d rows%n", key.label, rows);
        long start = System.nanoTime();
        InsertRuns.insert(factory, key, rows, commitEvery);
        double seconds = (System.nanoTime() - start) / 1e9;

        long walBytes = PostgresCounters.walBytesSince(admin, walBefore);
        PostgresCounters.publishStatistics(factory, admin);
        Map<String, Long> ioAfter = PostgresCounters.primaryKeyIo(admin, table);
        Map<String, Long> bgAfter = PostgresCounters.bgwriter(admin);
        long count = Long.parseLong(scalar(admin, "select count(*)::text from " + table));
        if (count != rows) {
            throw new IllegalStateException(key + ": expected " + rows + " rows, found " + count);
        }

        Map<String, Object> m = new LinkedHashMap<>();
        m.put("key", key.name());
        m.put("label", key.label);
        m.put("rows", rows);
        m.put("seconds", seconds);
        m.put("rowsPerSecond", rows / seconds);
        m.put("pkeyIndex", pkey);
        m.put("pkeyBytes", PostgresCounters.relationBytes(admin, pkey));
        m.put("tableBytes", PostgresCounters.relationBytes(admin, table));
        m.put("walBytes", walBytes);
        m.put("pkeyBlocksRead", ioAfter.get("read") - ioBefore.get("read"));
        m.put("pkeyBlocksHit", ioAfter.get("hit") - ioBefore.get("hit"));
        Map<String, Long> bg = new LinkedHashMap<>();
        bgAfter.forEach((k, v) -> bg.put(k, v - bgBefore.get(k)));
        m.put("bgwriter", bg);
        if (cgroupBefore != null) {
            m.put("cgroup", MemoryCgroup.delta(cgroupBefore, MemoryCgroup.statsOf(options)));
        }
        System.out.printf(
                Locale.ROOT,
                "%-16s %,.0f rows/s, pkey %,d bytes, WAL %,d bytes, pkey blocks read %,d%n",
                key.label,
                rows / seconds,
                m.get("pkeyBytes"),
                walBytes,
                m.get("pkeyBlocksRead"));
        return m;
    }
}
