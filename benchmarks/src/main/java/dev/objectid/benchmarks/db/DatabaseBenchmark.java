package dev.objectid.benchmarks.db;

import dev.objectid.ObjectId;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.Configuration;

/**
 * Inserts N rows through Hibernate (JDBC batches of 50, {@code reWriteBatchedInserts=true}) once per key scheme and
 * measures rows/s, the size of the primary-key index and the WAL written; optionally, runs the one-hour time-range
 * query through the id range and through a {@code created_at} column without and with an index.
 *
 * <p>Everything happens in a schema of its own, created at start and dropped at the end (also on failure).
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

    static final int BATCH_SIZE = 50;
    /** The start of the back-dated timeline of the query table; its rows are spread evenly over 30 days. */
    static final Instant QUERY_EPOCH = Instant.parse("2026-01-01T00:00:00Z");
    static final Duration QUERY_SPAN = Duration.ofDays(30);

    private final Map<String, String> options;
    private final String url;
    private final String user;
    private final String schema;

    private DatabaseBenchmark(Map<String, String> options) {
        this.options = options;
        this.url = options.getOrDefault("url", "jdbc:postgresql://127.0.0.1:5432/test");
        this.user = options.getOrDefault("user", "postgres");
        this.schema = "objectid_bench_" + ProcessHandle.current().pid() + "_" + System.currentTimeMillis() % 100000;
    }

    public static void main(String[] args) throws Exception {
        Logger.getLogger("org.hibernate").setLevel(Level.WARNING);
        Map<String, String> options = parse(args);
        if (!options.containsKey("out")) {
            System.err.println("usage: DatabaseBenchmark --out FILE [--url URL] [--user USER] [--rows N] [--query] ...");
            System.exit(2);
        }
        InsertRuns.write(new DatabaseBenchmark(options).run(), options.get("out"));
    }

    static Map<String, String> parse(String[] args) {
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 0; i < args.length; i++) {
            if (!args[i].startsWith("--")) {
                throw new IllegalArgumentException("unexpected argument " + args[i]);
            }
            String key = args[i].substring(2);
            boolean flag = i + 1 >= args.length || args[i + 1].startsWith("--");
            options.put(key, flag ? "true" : args[++i]);
        }
        return options;
    }

    private int intOption(String name, int fallback) {
        return InsertRuns.intOption(options, name, fallback);
    }

    private Map<String, Object> run() throws Exception {
        InsertRuns runs = new InsertRuns(options);
        Map<String, Object> result = runs.header("DatabaseBenchmark", url);
        try (Connection admin = connect(null)) {
            admin.setAutoCommit(true);
            result.put("server", settings(admin));
            exec(admin, "create schema " + schema);
            try {
                for (KeyScheme key : runs.keys) {
                    for (String ddl : key.createStatements()) {
                        exec(admin, "set search_path to " + schema + "; " + ddl);
                    }
                }
                try (SessionFactory factory = sessionFactory(runs.keys)) {
                    result.put("inserts", runs.warmUpAndMeasure(key -> key.label,
                            key -> insert(factory, key, runs.warmupRows, runs.commitEvery),
                            key -> insertBenchmark(admin, factory, key, runs.rows),
                            key -> exec(admin, "truncate " + schema + "." + key.table)));
                }
                if (options.containsKey("query")) {
                    result.put("query", queryBenchmark(admin, intOption("query-rows", runs.rows),
                            intOption("query-windows", 20)));
                }
            } finally {
                exec(admin, "drop schema " + schema + " cascade");
            }
        }
        return result;
    }

    private Connection connect(String currentSchema) throws SQLException {
        String full = url + (url.contains("?") ? "&" : "?") + "reWriteBatchedInserts=true"
                + (currentSchema != null ? "&currentSchema=" + currentSchema : "");
        return DriverManager.getConnection(full, user, options.getOrDefault("password", ""));
    }

    private SessionFactory sessionFactory(List<KeyScheme> keys) {
        Configuration configuration = new Configuration();
        for (KeyScheme key : keys) {
            configuration.addAnnotatedClass(key.entity);
        }
        String full = url + (url.contains("?") ? "&" : "?") + "reWriteBatchedInserts=true&currentSchema=" + schema;
        configuration.setProperty("hibernate.connection.url", full);
        configuration.setProperty("hibernate.connection.username", user);
        configuration.setProperty("hibernate.connection.password", options.getOrDefault("password", ""));
        configuration.setProperty("hibernate.connection.pool_size", "1");
        configuration.setProperty("hibernate.jdbc.batch_size", String.valueOf(BATCH_SIZE));
        configuration.setProperty("hibernate.order_inserts", "true");
        configuration.setProperty("hibernate.hbm2ddl.auto", "none");
        configuration.setProperty("hibernate.show_sql", "false");
        return configuration.buildSessionFactory();
    }

    /** A checkpoint (so every scheme starts from the same state), then the N measured rows. */
    private Map<String, Object> insertBenchmark(Connection admin, SessionFactory factory, KeyScheme key, int rows)
            throws SQLException {
        String table = schema + "." + key.table;
        int commitEvery = intOption("commit-every", 10_000);
        exec(admin, "checkpoint");
        String pkey = scalar(admin, "select indexrelid::regclass::text from pg_index where indrelid = '" + table
                + "'::regclass and indisprimary");
        Map<String, Long> ioBefore = indexIo(admin, table);
        Map<String, Long> bgBefore = bgwriter(admin);
        String lsnBefore = scalar(admin, "select pg_current_wal_lsn()::text");
        Map<String, Long> cgroupBefore = cgroupStats(options);

        System.out.printf(Locale.ROOT, "%-16s inserting %,d rows%n", key.label, rows);
        long start = System.nanoTime();
        insert(factory, key, rows, commitEvery);
        double seconds = (System.nanoTime() - start) / 1e9;

        long walBytes = Long.parseLong(scalar(admin, "select pg_wal_lsn_diff(pg_current_wal_lsn(), '" + lsnBefore
                + "')::bigint::text"));
        // Let the inserting backend publish its I/O statistics before reading them.
        try (Session session = factory.openSession()) {
            session.doWork(c -> {
                try (Statement s = c.createStatement()) {
                    s.execute("select pg_stat_force_next_flush()");
                }
            });
        }
        sleep(1500);
        exec(admin, "select pg_stat_clear_snapshot()");
        Map<String, Long> ioAfter = indexIo(admin, table);
        Map<String, Long> bgAfter = bgwriter(admin);
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
        m.put("pkeyBytes", Long.parseLong(scalar(admin, "select pg_relation_size('" + pkey + "')::text")));
        m.put("tableBytes", Long.parseLong(scalar(admin, "select pg_relation_size('" + table + "')::text")));
        m.put("walBytes", walBytes);
        m.put("pkeyBlocksRead", ioAfter.get("read") - ioBefore.get("read"));
        m.put("pkeyBlocksHit", ioAfter.get("hit") - ioBefore.get("hit"));
        Map<String, Long> bg = new LinkedHashMap<>();
        bgAfter.forEach((k, v) -> bg.put(k, v - bgBefore.get(k)));
        m.put("bgwriter", bg);
        if (cgroupBefore != null) {
            m.put("cgroup", MemoryCgroup.delta(cgroupBefore, cgroupStats(options)));
        }
        System.out.printf(Locale.ROOT, "%-16s %,.0f rows/s, pkey %,d bytes, WAL %,d bytes, pkey blocks read %,d%n",
                key.label, rows / seconds, m.get("pkeyBytes"), walBytes, m.get("pkeyBlocksRead"));
        return m;
    }

    static void insert(SessionFactory factory, KeyScheme key, int rows, int commitEvery) {
        Instant now = Instant.now();
        int done = 0;
        while (done < rows) {
            int chunk = Math.min(commitEvery, rows - done);
            try (Session session = factory.openSession()) {
                session.beginTransaction();
                for (int i = 0; i < chunk; i++) {
                    Rows.Payload row = key.factory.get();
                    row.fill(done + i, now);
                    session.persist(row);
                    if ((i + 1) % BATCH_SIZE == 0) {
                        session.flush();
                        session.clear();
                    }
                }
                session.getTransaction().commit();
            }
            done += chunk;
        }
    }

    /**
     * A table of N rows keyed by back-dated ObjectIds, their {@code created_at} spread evenly over 30 days, and the
     * rows of one hour selected three ways.
     */
    private Map<String, Object> queryBenchmark(Connection admin, int rows, int windows) throws SQLException {
        String table = schema + ".event";
        exec(admin, "create table " + table + " (id bytea primary key, " + KeyScheme.PAYLOAD_COLUMNS + ")");
        System.out.printf(Locale.ROOT, "query table: filling %,d rows over %s%n", rows, QUERY_SPAN);
        try (Connection c = connect(schema)) {
            c.setAutoCommit(false);
            try (PreparedStatement insert = c.prepareStatement(
                    "insert into event (id, name, amount, created_at) values (?, ?, ?, ?)")) {
                long spanMillis = QUERY_SPAN.toMillis();
                for (int i = 0; i < rows; i++) {
                    Instant createdAt = QUERY_EPOCH.plusMillis(spanMillis * i / rows);
                    insert.setBytes(1, ObjectId.generate(createdAt).toByteArray());
                    insert.setString(2, "customer-" + i);
                    insert.setLong(3, i * 7L % 100_000);
                    insert.setObject(4, OffsetDateTime.ofInstant(createdAt, ZoneOffset.UTC));
                    insert.addBatch();
                    if ((i + 1) % 1000 == 0 || i == rows - 1) {
                        insert.executeBatch();
                    }
                    if ((i + 1) % 50_000 == 0) {
                        c.commit();
                    }
                }
            }
            c.commit();
        }
        exec(admin, "vacuum analyze " + table);

        Random random = new Random(42);
        long hours = QUERY_SPAN.toHours();
        List<Instant> starts = new ArrayList<>();
        for (int i = 0; i < windows; i++) {
            starts.add(QUERY_EPOCH.plus(Duration.ofHours(random.nextInt((int) hours))));
        }
        String select = "select id, name, amount, created_at from " + table;
        String byId = select + " where id >= ? and id < ?";
        String byTime = select + " where created_at >= ? and created_at < ?";

        Map<String, Object> m = new LinkedHashMap<>();
        m.put("rows", rows);
        m.put("span", QUERY_SPAN.toString());
        m.put("window", "PT1H");
        m.put("windows", windows);
        // Interleaved, window by window, so that a drift of the machine's load hits both queries alike. The id range
        // is reported from the second phase, where it alternates with the indexed created_at query: next to the
        // unindexed query's full (parallel) scans it is slowed down by them (on 2 cores, 3-4x in a 50k-row run),
        // so those samples are kept apart in the JSON.
        List<Double> idBesideSeqScan = new ArrayList<>();
        Map<String, Object> noIndex = timeQueries(admin, byId, byTime, starts, idBesideSeqScan);
        exec(admin, "create index event_created_at_idx on " + table + " (created_at)");
        exec(admin, "analyze " + table);
        List<Double> idRange = new ArrayList<>();
        Map<String, Object> indexed = timeQueries(admin, byId, byTime, starts, idRange);
        Map<String, Object> id = summary(admin, byId, starts.get(0), true, idRange,
                (double) indexed.get("rowsPerWindow"));
        id.put("millisAlternatingWithUnindexedQuery", idBesideSeqScan);
        m.put("idRange", id);
        m.put("createdAtNoIndex", noIndex);
        m.put("createdAtIndexed", indexed);
        m.put("pkeyBytes", Long.parseLong(scalar(admin, "select pg_relation_size('" + table + "_pkey')::text")));
        m.put("createdAtIndexBytes", Long.parseLong(scalar(admin,
                "select pg_relation_size('" + schema + ".event_created_at_idx')::text")));
        exec(admin, "drop table " + table);
        return m;
    }

    private static final int WARMUP_QUERIES = 20;

    /**
     * Twenty unmeasured executions of each, then, for every window, the id-range query and the created_at query one
     * after the other, each reading every row. Returns the created_at query's summary; adds the id range's latencies
     * to {@code idRange}.
     */
    private static Map<String, Object> timeQueries(Connection c, String byIdSql, String byTimeSql, List<Instant> starts,
            List<Double> idRange) throws SQLException {
        List<Double> byTime = new ArrayList<>();
        long rows = 0;
        try (PreparedStatement byId = c.prepareStatement(byIdSql);
                PreparedStatement byCreatedAt = c.prepareStatement(byTimeSql)) {
            for (int i = -WARMUP_QUERIES; i < starts.size(); i++) {
                Instant from = starts.get(Math.floorMod(i, starts.size()));
                double[] idResult = execute(byId, from, true);
                double idMillis = idResult[0];
                double[] timeResult = execute(byCreatedAt, from, false);
                if (idResult[1] != timeResult[1]) {
                    throw new IllegalStateException("the hour from " + from + " has " + (long) idResult[1]
                            + " rows by id range but " + (long) timeResult[1] + " by created_at");
                }
                if (i >= 0) {
                    idRange.add(idMillis);
                    byTime.add(timeResult[0]);
                    rows += (long) timeResult[1];
                }
            }
        }
        return summary(c, byTimeSql, starts.get(0), false, byTime, (double) rows / starts.size());
    }

    /** Runs the query once for the hour starting at {@code from}; returns {milliseconds, rows}. */
    private static double[] execute(PreparedStatement query, Instant from, boolean byId) throws SQLException {
        bind(query, from, byId);
        long t0 = System.nanoTime();
        long n = 0;
        try (ResultSet rs = query.executeQuery()) {
            while (rs.next()) {
                rs.getBytes(1);
                rs.getString(2);
                rs.getLong(3);
                rs.getObject(4, OffsetDateTime.class);
                n++;
            }
        }
        return new double[] {(System.nanoTime() - t0) / 1e6, n};
    }

    private static Map<String, Object> summary(Connection c, String sql, Instant example, boolean byId,
            List<Double> millis, double rowsPerWindow) throws SQLException {
        String plan;
        try (PreparedStatement explain = c.prepareStatement("explain " + sql)) {
            bind(explain, example, byId);
            try (ResultSet rs = explain.executeQuery()) {
                StringBuilder text = new StringBuilder();
                while (rs.next()) {
                    text.append(rs.getString(1)).append('\n');
                }
                plan = text.toString().strip();
            }
        }
        double[] sorted = millis.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("sql", sql.replaceAll("objectid_bench_\\w+\\.", ""));
        m.put("plan", plan.replaceAll("objectid_bench_\\w+\\.", ""));
        m.put("medianMillis", percentile(sorted, 0.5));
        m.put("p90Millis", percentile(sorted, 0.9));
        m.put("meanMillis", Arrays.stream(sorted).average().orElse(0));
        m.put("rowsPerWindow", rowsPerWindow);
        m.put("millis", millis);
        System.out.printf(Locale.ROOT, "query %-70s median %.3f ms, %.0f rows%n", m.get("sql"),
                m.get("medianMillis"), rowsPerWindow);
        return m;
    }

    private static void bind(PreparedStatement statement, Instant from, boolean byId) throws SQLException {
        Instant to = from.plus(Duration.ofHours(1));
        if (byId) {
            statement.setBytes(1, ObjectId.minFor(from).toByteArray());
            statement.setBytes(2, ObjectId.minFor(to).toByteArray());
        } else {
            statement.setObject(1, OffsetDateTime.ofInstant(from, ZoneOffset.UTC));
            statement.setObject(2, OffsetDateTime.ofInstant(to, ZoneOffset.UTC));
        }
    }

    static double percentile(double[] sorted, double p) {
        if (sorted.length == 0) {
            return Double.NaN;
        }
        int index = (int) Math.ceil(p * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(index, sorted.length - 1))];
    }

    /** What the result says about the memory cgroup of the server: its limit, or why there is none. */
    static Map<String, Object> cgroupInfo(Map<String, String> options) {
        Map<String, Object> m = new LinkedHashMap<>();
        if (options.containsKey("cgroup")) {
            m.put("available", true);
            m.put("directory", options.get("cgroup"));
            m.put("limitBytes", MemoryCgroup.stats(Path.of(options.get("cgroup"))).get("limitBytes"));
        } else if (options.containsKey("cgroup-unavailable")) {
            m.put("available", false);
            m.put("reason", options.get("cgroup-unavailable"));
            m.put("caveat", "the server ran without a memory limit: pages evicted from its own cache may still be"
                    + " read from the operating system's page cache, not from disk");
        } else {
            return null;
        }
        return m;
    }

    /** The counters of the server's memory cgroup, or null without one. */
    static Map<String, Long> cgroupStats(Map<String, String> options) {
        return options.containsKey("cgroup") ? MemoryCgroup.stats(Path.of(options.get("cgroup"))) : null;
    }

    private static Map<String, Object> settings(Connection c) throws SQLException {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("version", scalar(c, "select version()"));
        for (String name : List.of("shared_buffers", "max_wal_size", "checkpoint_timeout", "synchronous_commit",
                "fsync", "full_page_writes", "wal_compression", "max_parallel_workers_per_gather")) {
            m.put(name, scalar(c, "select current_setting('" + name + "')"));
        }
        return m;
    }

    private static Map<String, Long> indexIo(Connection c, String table) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(
                "select coalesce(sum(idx_blks_read), 0), coalesce(sum(idx_blks_hit), 0) from pg_statio_all_indexes"
                        + " i join pg_index x on x.indexrelid = i.indexrelid where x.indisprimary and i.relid = '"
                        + table + "'::regclass")) {
            rs.next();
            return Map.of("read", rs.getLong(1), "hit", rs.getLong(2));
        }
    }

    private static Map<String, Long> bgwriter(Connection c) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("select checkpoints_timed,"
                + " checkpoints_req, buffers_checkpoint, buffers_clean, buffers_backend from pg_stat_bgwriter")) {
            rs.next();
            Map<String, Long> m = new LinkedHashMap<>();
            for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
                m.put(rs.getMetaData().getColumnName(i), rs.getLong(i));
            }
            return m;
        }
    }

    private static String scalar(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }

    private static void exec(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
