package dev.objectid.benchmarks.db;

import static dev.objectid.benchmarks.Jdbc.exec;
import static dev.objectid.benchmarks.Jdbc.scalar;

import dev.objectid.benchmarks.CommandLine;
import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.hibernate.SessionFactory;

/**
 * The insert benchmark on MariaDB/InnoDB: N rows through Hibernate (JDBC batches of 50, sent as bulk statements) once
 * per key scheme, into tables that are their primary-key index and carry a secondary index on {@code created_at}
 * whose every entry holds the key. Measures rows/s, the sizes of the table and of the secondary index (from
 * {@code mysql.innodb_index_stats} after {@code ANALYZE TABLE}), and the deltas of the InnoDB status counters, among
 * them the pages read from disk ({@code Innodb_buffer_pool_reads}: reads the buffer pool could not serve).
 *
 * <p>Everything happens in a database of its own, made by the tests' harness ({@link TestDatabases#onServer}) and
 * dropped when the benchmark ends.
 *
 * <pre>
 * InnoDbBenchmark --out FILE [--url jdbc:mariadb://127.0.0.1:3307/] [--user root] [--password ""] [--rows 1000000]
 *                 [--warmup-rows 20000] [--warmup-passes 3] [--commit-every 10000]
 *                 [--keys IDENTITY,SEQUENCE,UUID_V4,UUID_V7,OBJECT_ID]
 *                 [--rounds 1] [--regime cached] [--cgroup DIR | --cgroup-unavailable REASON]
 * </pre>
 */
public final class InnoDbBenchmark {

    /** The InnoDB status counters whose change over one insert run is recorded. */
    static final List<String> COUNTERS = List.of(
            "Innodb_buffer_pool_reads",
            "Innodb_buffer_pool_read_requests",
            "Innodb_pages_read",
            "Innodb_pages_written",
            "Innodb_data_read",
            "Innodb_data_written",
            "Innodb_buffer_pool_pages_flushed",
            "Innodb_buffer_pool_wait_free",
            "Innodb_os_log_written");

    private final Map<String, String> options;
    private final String url;
    private final String user;
    private final String password;

    private InnoDbBenchmark(Map<String, String> options) {
        this.options = options;
        this.url = options.getOrDefault("url", "jdbc:mariadb://127.0.0.1:3307/");
        this.user = options.getOrDefault("user", "root");
        this.password = options.getOrDefault("password", "");
    }

    public static void main(String[] args) throws Exception {
        Logger.getLogger("org.hibernate").setLevel(Level.WARNING);
        Logger.getLogger("org.mariadb").setLevel(Level.WARNING);
        Map<String, String> options;
        try {
            options = CommandLine.parse(args, InsertRuns.OPTIONS, Set.of());
            CommandLine.required(options, "out");
        } catch (IllegalArgumentException e) {
            System.err.println("InnoDbBenchmark: " + e.getMessage());
            System.err.println("usage: InnoDbBenchmark --out FILE [--url URL] [--user USER] [--rows N] ...");
            System.exit(2);
            return;
        }
        InsertRuns.write(new InnoDbBenchmark(options).run(), options.get("out"));
    }

    private Map<String, Object> run() throws Exception {
        InsertRuns runs = new InsertRuns(options);
        Map<String, Object> result = runs.header("InnoDbBenchmark", url);
        result.put("database", "mariadb");
        result.put("secondaryIndex", "created_at_idx (created_at): every entry ends with the primary key");
        TestDatabase database = TestDatabases.onServer(url, user, password);
        try (Connection admin = database.dataSource().getConnection()) {
            result.put("server", settings(admin));
            for (KeyScheme key : runs.keys) {
                for (String ddl : key.mariaDbStatements()) {
                    exec(admin, ddl);
                }
            }
            // useBulkStmts: a JDBC batch goes to the server as one bulk statement, not 50 round trips; UUID as
            // binary(16), as MariaDB users store it (Hibernate's default there is the uuid type)
            try (SessionFactory factory = InsertRuns.sessionFactory(
                    database.url() + "&useBulkStmts=true",
                    user,
                    password,
                    runs.keys,
                    Map.of("hibernate.type.preferred_uuid_jdbc_type", "BINARY"))) {
                result.put(
                        "inserts",
                        runs.warmUpAndMeasure(
                                key -> key.mariaDbLabel,
                                key -> InsertRuns.insert(factory, key, runs.warmupRows, runs.commitEvery),
                                key -> insertBenchmark(admin, factory, key, runs.rows, runs.commitEvery),
                                key -> exec(admin, "truncate table " + key.table)));
            }
        }
        return result;
    }

    private Map<String, Object> insertBenchmark(
            Connection admin, SessionFactory factory, KeyScheme key, int rows, int commitEvery) throws SQLException {
        Map<String, Long> before = status(admin);
        Map<String, Long> cgroupBefore = MemoryCgroup.statsOf(options);

        System.out.printf(Locale.ROOT, "%-20s inserting %,d rows%n", key.mariaDbLabel, rows);
        long start = System.nanoTime();
        InsertRuns.insert(factory, key, rows, commitEvery);
        double seconds = (System.nanoTime() - start) / 1e9;

        Map<String, Long> after = status(admin);
        Map<String, Long> cgroupAfter = MemoryCgroup.statsOf(options);
        long count = Long.parseLong(scalar(admin, "select count(*) from " + key.table));
        if (count != rows) {
            throw new IllegalStateException(key + ": expected " + rows + " rows, found " + count);
        }
        Map<String, Long> pages = indexPages(admin, key.table);
        long pageSize = Long.parseLong(scalar(admin, "select @@innodb_page_size"));

        Map<String, Object> m = new LinkedHashMap<>();
        m.put("key", key.name());
        m.put("label", key.mariaDbLabel);
        m.put("rows", rows);
        m.put("seconds", seconds);
        m.put("rowsPerSecond", rows / seconds);
        m.put("tableBytes", pages.getOrDefault("PRIMARY", 0L) * pageSize);
        m.put("secondaryIndexBytes", pages.getOrDefault("created_at_idx", 0L) * pageSize);
        m.put("indexPages", pages);
        Map<String, Long> delta = new LinkedHashMap<>();
        after.forEach((k, v) -> delta.put(k, v - before.getOrDefault(k, 0L)));
        m.put("status", delta);
        m.put("pagesReadFromDisk", delta.get("Innodb_buffer_pool_reads"));
        if (cgroupBefore != null) {
            m.put("cgroup", MemoryCgroup.delta(cgroupBefore, cgroupAfter));
        }
        System.out.printf(
                Locale.ROOT,
                "%-20s %,.0f rows/s, table %,d bytes, secondary index %,d bytes," + " pages read from disk %,d%n",
                key.mariaDbLabel,
                rows / seconds,
                m.get("tableBytes"),
                m.get("secondaryIndexBytes"),
                delta.get("Innodb_buffer_pool_reads"));
        return m;
    }

    /** The pages of each index of the table (PRIMARY is the table itself), from fresh persistent statistics. */
    private static Map<String, Long> indexPages(Connection c, String table) throws SQLException {
        try (Statement s = c.createStatement()) {
            try (ResultSet ignored = s.executeQuery("analyze table " + table)) {
                // the result is a status row
            }
            Map<String, Long> m = new LinkedHashMap<>();
            try (ResultSet rs = s.executeQuery("select index_name, stat_value from mysql.innodb_index_stats"
                    + " where database_name = database() and table_name = '" + table
                    + "' and stat_name = 'size' order by index_name")) {
                while (rs.next()) {
                    m.put(rs.getString(1), rs.getLong(2));
                }
            }
            return m;
        }
    }

    private static Map<String, Long> status(Connection c) throws SQLException {
        Map<String, Long> m = new LinkedHashMap<>();
        String names =
                String.join(",", COUNTERS.stream().map(n -> "'" + n + "'").toList());
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("show global status where variable_name in (" + names + ")")) {
            while (rs.next()) {
                m.put(rs.getString(1), rs.getLong(2));
            }
        }
        return m;
    }

    private static Map<String, Object> settings(Connection c) throws SQLException {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("version", scalar(c, "select version()"));
        for (String name : List.of(
                "innodb_buffer_pool_size",
                "innodb_flush_method",
                "innodb_log_file_size",
                "innodb_flush_log_at_trx_commit",
                "innodb_doublewrite",
                "innodb_page_size",
                "log_bin")) {
            m.put(name, scalar(c, "select @@" + name));
        }
        return m;
    }
}
