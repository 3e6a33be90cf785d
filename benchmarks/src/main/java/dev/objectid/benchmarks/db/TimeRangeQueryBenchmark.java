package dev.objectid.benchmarks.db;

import static dev.objectid.benchmarks.Jdbc.exec;

import dev.objectid.ObjectId;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
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
import javax.sql.DataSource;

/**
 * The one-hour time-range query on PostgreSQL, three ways: through the id range, and through a {@code created_at}
 * column without and with an index. A table of N rows keyed by back-dated ObjectIds, their {@code created_at} spread
 * evenly over 30 days; each way reads every row of the same hours.
 */
final class TimeRangeQueryBenchmark {

    /** The start of the back-dated timeline of the query table; its rows are spread evenly over 30 days. */
    static final Instant QUERY_EPOCH = Instant.parse("2026-01-01T00:00:00Z");

    static final Duration QUERY_SPAN = Duration.ofDays(30);
    private static final int WARMUP_QUERIES = 20;

    private TimeRangeQueryBenchmark() {}

    /**
     * Fills the table {@code event} in the database of {@code admin} (reached for the inserts through
     * {@code database}), times the queries of {@code windows} random hours, and drops the table.
     */
    static Map<String, Object> run(Connection admin, DataSource database, int rows, int windows) throws SQLException {
        String table = "event";
        exec(admin, "create table " + table + " (id bytea primary key, " + KeyScheme.PAYLOAD_COLUMNS + ")");
        System.out.printf(Locale.ROOT, "query table: filling %,d rows over %s%n", rows, QUERY_SPAN);
        try (Connection c = database.getConnection()) {
            c.setAutoCommit(false);
            try (PreparedStatement insert =
                    c.prepareStatement("insert into event (id, name, amount, created_at) values (?, ?, ?, ?)")) {
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
        // unindexed query's full (parallel) scans it is slowed down by them, so those samples are kept apart in the
        // JSON.
        List<Double> idBesideSeqScan = new ArrayList<>();
        Map<String, Object> noIndex = timeQueries(admin, byId, byTime, starts, idBesideSeqScan);
        exec(admin, "create index event_created_at_idx on " + table + " (created_at)");
        exec(admin, "analyze " + table);
        List<Double> idRange = new ArrayList<>();
        Map<String, Object> indexed = timeQueries(admin, byId, byTime, starts, idRange);
        Map<String, Object> id =
                summary(admin, byId, starts.get(0), true, idRange, (double) indexed.get("rowsPerWindow"));
        id.put("millisAlternatingWithUnindexedQuery", idBesideSeqScan);
        m.put("idRange", id);
        m.put("createdAtNoIndex", noIndex);
        m.put("createdAtIndexed", indexed);
        m.put("pkeyBytes", PostgresCounters.relationBytes(admin, table + "_pkey"));
        m.put("createdAtIndexBytes", PostgresCounters.relationBytes(admin, "event_created_at_idx"));
        exec(admin, "drop table " + table);
        return m;
    }

    /**
     * Twenty unmeasured executions of each, then, for every window, the id-range query and the created_at query one
     * after the other, each reading every row. Returns the created_at query's summary; adds the id range's latencies
     * to {@code idRange}.
     */
    private static Map<String, Object> timeQueries(
            Connection c, String byIdSql, String byTimeSql, List<Instant> starts, List<Double> idRange)
            throws SQLException {
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

    private static Map<String, Object> summary(
            Connection c, String sql, Instant example, boolean byId, List<Double> millis, double rowsPerWindow)
            throws SQLException {
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
        double[] sorted =
                millis.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("sql", sql);
        m.put("plan", plan);
        m.put("medianMillis", percentile(sorted, 0.5));
        m.put("p90Millis", percentile(sorted, 0.9));
        m.put("meanMillis", Arrays.stream(sorted).average().orElse(0));
        m.put("rowsPerWindow", rowsPerWindow);
        m.put("millis", millis);
        System.out.printf(
                Locale.ROOT,
                "query %-70s median %.3f ms, %.0f rows%n",
                m.get("sql"),
                m.get("medianMillis"),
                rowsPerWindow);
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
}
