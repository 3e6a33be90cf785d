package dev.objectid.benchmarks.retention;

import static dev.objectid.benchmarks.CommandLine.required;
import static dev.objectid.benchmarks.Jdbc.exec;
import static dev.objectid.benchmarks.Jdbc.scalar;

import dev.objectid.ObjectId;
import dev.objectid.benchmarks.CommandLine;
import dev.objectid.benchmarks.ResultFile;
import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import dev.objectid.sql.PartitionPeriod;
import dev.objectid.sql.SqlDialect;
import dev.objectid.sql.TimePartitions;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.Function;

/**
 * Retention on a table partitioned by month on its ObjectId primary key: removing a month of rows by dropping its
 * partition (the DDL of {@link TimePartitions#dropDdl(Instant, int)}) against a {@code DELETE} of the same rows by id
 * range. Two identical tables get the same rows (a month to remove and the month after it); each is emptied of the
 * first month one way, and the time and the log written are measured: WAL bytes on PostgreSQL
 * ({@code pg_wal_lsn_diff}), where the {@code VACUUM} that a DELETE needs to free its rows' space is measured too; on
 * MariaDB the InnoDB redo log ({@code Innodb_lsn_current}) and, when binary logging is on, binary log bytes.
 *
 * <p>The log positions are the server's: anything else running on the server at the time is counted too. Everything
 * happens in a schema (PostgreSQL) or database (MariaDB) of its own, made by the tests' harness
 * ({@link TestDatabases#onServer}) and dropped when the benchmark ends.
 *
 * <pre>
 * PartitionRetention --database postgresql|mariadb --rows N --out FILE [--url JDBC-URL] [--user U] [--password P]
 *                    [--rounds 3]
 * </pre>
 *
 * {@code --rows} is the number of rows of each month. The URL defaults to the local server of the database.
 */
public final class PartitionRetention {

    private static final Set<String> OPTIONS = Set.of("database", "rows", "out", "url", "user", "password", "rounds");
    private static final Instant MONTH = Instant.parse("2026-01-01T00:00:00Z");
    private static final int BATCH = 1_000;
    private static final int ROW_NOTE = 80;

    private final SqlDialect dialect;
    private final int rows;
    private final String url;
    private final String user;
    private final String password;

    private PartitionRetention(Map<String, String> options) {
        this.dialect = SqlDialect.named(required(options, "database"));
        if (dialect == SqlDialect.MYSQL) {
            throw new IllegalArgumentException("--database: postgresql or mariadb");
        }
        this.rows = Integer.parseInt(required(options, "rows").replace("_", ""));
        this.url = options.getOrDefault(
                "url",
                dialect == SqlDialect.POSTGRESQL
                        ? "jdbc:postgresql://127.0.0.1:5432/test"
                        : "jdbc:mariadb://127.0.0.1:3306/test");
        this.user = options.getOrDefault("user", dialect == SqlDialect.POSTGRESQL ? "postgres" : "root");
        this.password = options.getOrDefault("password", "");
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> options;
        try {
            options = CommandLine.parse(args, OPTIONS, Set.of());
            required(options, "out");
        } catch (IllegalArgumentException e) {
            System.err.println("PartitionRetention: " + e.getMessage());
            System.err.println("usage: PartitionRetention --database postgresql|mariadb --rows N --out FILE"
                    + " [--url JDBC-URL] [--user U] [--password P] [--rounds 3]");
            System.exit(2);
            return;
        }
        int rounds = Integer.parseInt(options.getOrDefault("rounds", "3"));
        Map<String, Object> result = new PartitionRetention(options).run(rounds);
        Path out = Path.of(options.get("out"));
        ResultFile.write(result, out);
        System.out.println("wrote " + out);
    }

    private Map<String, Object> run(int rounds) throws Exception {
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("tool", "PartitionRetention");
        result.put("database", dialect.key());
        result.put("url", url);
        result.put("rowsPerMonth", rows);
        result.put("rounds", rounds);
        result.put("started", Instant.now().toString());
        result.put("loadAverageAtStart", loadAverage());
        List<Map<String, Object>> measured = new ArrayList<>();
        TestDatabase database = TestDatabases.onServer(url, user, password);
        try (Connection connection = database.dataSource().getConnection()) {
            result.put("server", scalar(connection, "select version()"));
            result.put("log", logSettings(connection));
            for (int round = 1; round <= rounds; round++) {
                measured.add(round(connection, round));
            }
        }
        result.put("results", measured);
        Map<String, Object> median = new LinkedHashMap<>();
        for (String way : List.of("drop", "delete", "vacuumAfterDelete")) {
            if (measured.get(0).containsKey(way)) {
                median.put(way, median(measured, way));
            }
        }
        result.put("median", median);
        result.put("finished", Instant.now().toString());
        result.put("loadAverageAtEnd", loadAverage());
        return result;
    }

    /** Two tables, the same rows in both; the first month removed from one by DROP, from the other by DELETE. */
    private Map<String, Object> round(Connection connection, int round) throws SQLException {
        String dropped = "events_drop_" + round;
        String deleted = "events_delete_" + round;
        List<ObjectId> ids = ids(round);
        for (String table : List.of(dropped, deleted)) {
            create(connection, table);
            insert(connection, table, ids);
        }
        TimePartitions partitions = TimePartitions.of(dialect, dropped, PartitionPeriod.MONTH);
        ObjectId february = ObjectId.minFor(MONTH.plus(Duration.ofDays(31)));
        settle(connection);
        Map<String, Object> drop = measure(connection, () -> {
            for (String statement : partitions.dropDdl(MONTH, 1).split(";")) {
                if (!statement.replaceAll("(?m)^--.*$", "").isBlank()) {
                    exec(connection, statement);
                }
            }
        });
        settle(connection);
        Map<String, Object> delete = measure(
                connection,
                () -> exec(
                        connection,
                        "delete from " + deleted + " where id >= " + dialect.literal(ObjectId.minFor(MONTH))
                                + " and id < " + dialect.literal(february)));
        // PostgreSQL's DELETE leaves the rows' space to VACUUM, which is part of its cost
        Map<String, Object> vacuum = dialect == SqlDialect.POSTGRESQL
                ? measure(connection, () -> exec(connection, "vacuum " + deleted))
                : null;
        long left = Long.parseLong(scalar(connection, "select count(*) from " + dropped));
        if (left != rows || !String.valueOf(left).equals(scalar(connection, "select count(*) from " + deleted))) {
            throw new IllegalStateException("round " + round + ": " + left + " rows left after the drop, "
                    + scalar(connection, "select count(*) from " + deleted) + " after the delete; expected " + rows);
        }
        exec(connection, "drop table " + dropped);
        exec(connection, "drop table " + deleted);
        Map<String, Object> measurement = new LinkedHashMap<>();
        measurement.put("round", round);
        measurement.put("rowsRemoved", rows);
        measurement.put("drop", drop);
        measurement.put("delete", delete);
        if (vacuum != null) {
            measurement.put("vacuumAfterDelete", vacuum);
        }
        System.out.printf("round %d: drop %s, delete %s, vacuum after the delete %s%n", round, drop, delete, vacuum);
        return measurement;
    }

    /** January and February of 2026, {@code rows} ids each, spread evenly over the month, shuffled. */
    private List<ObjectId> ids(int round) {
        List<ObjectId> ids = new ArrayList<>(2 * rows);
        long january = Duration.ofDays(31).toSeconds();
        long february = Duration.ofDays(28).toSeconds();
        for (int i = 0; i < rows; i++) {
            ids.add(ObjectId.generate(MONTH.plusSeconds(january * i / rows)));
            ids.add(ObjectId.generate(MONTH.plusSeconds(january + february * i / rows)));
        }
        Collections.shuffle(ids, new Random(round));
        return ids;
    }

    private void create(Connection connection, String table) throws SQLException {
        TimePartitions partitions = TimePartitions.of(dialect, table, PartitionPeriod.MONTH);
        String id = dialect == SqlDialect.POSTGRESQL ? "bytea" : "binary(12)";
        exec(
                connection,
                "create table " + table + " (id " + id + " not null, customer_id " + id + " not null,"
                        + " amount decimal(10, 2) not null, note varchar(" + ROW_NOTE + ") not null, primary key (id))"
                        + (dialect == SqlDialect.POSTGRESQL ? " " + partitions.partitionClause() : " engine=InnoDB"));
        for (String statement : partitions.createDdl(MONTH, 3).split(";")) {
            if (!statement.replaceAll("(?m)^--.*$", "").isBlank()) {
                exec(connection, statement);
            }
        }
    }

    private static void insert(Connection connection, String table, List<ObjectId> ids) throws SQLException {
        connection.setAutoCommit(false);
        Random random = new Random(table.hashCode());
        try (PreparedStatement insert = connection.prepareStatement(
                "insert into " + table + " (id, customer_id, amount, note) values (?, ?, ?, ?)")) {
            for (int i = 0; i < ids.size(); i++) {
                insert.setBytes(1, ids.get(i).toByteArray());
                insert.setBytes(2, ObjectId.generate().toByteArray());
                insert.setBigDecimal(3, BigDecimal.valueOf(random.nextInt(1_000_000), 2));
                insert.setString(4, "note " + "x".repeat(random.nextInt(ROW_NOTE - 10)));
                insert.addBatch();
                if (i % BATCH == BATCH - 1) {
                    insert.executeBatch();
                    connection.commit();
                }
            }
            insert.executeBatch();
            connection.commit();
        } finally {
            connection.setAutoCommit(true);
        }
    }

    /**
     * On PostgreSQL, a checkpoint before a measurement, so that each way starts from the same state (its first change
     * to a page after a checkpoint writes the whole page to the WAL, as in normal operation).
     */
    private void settle(Connection connection) throws SQLException {
        if (dialect == SqlDialect.POSTGRESQL) {
            exec(connection, "checkpoint");
        }
    }

    private Map<String, Object> measure(Connection connection, SqlAction action) throws SQLException {
        Map<String, Long> before = logPositions(connection);
        long start = System.nanoTime();
        action.run();
        double seconds = (System.nanoTime() - start) / 1e9;
        Map<String, Long> after = logPositions(connection);
        Map<String, Object> measurement = new LinkedHashMap<>();
        measurement.put("seconds", seconds);
        for (Map.Entry<String, Long> position : before.entrySet()) {
            Long end = after.get(position.getKey());
            measurement.put(
                    position.getKey(), position.getValue() == null || end == null ? null : end - position.getValue());
        }
        return measurement;
    }

    /**
     * Where the server's logs are: the WAL position on PostgreSQL; the InnoDB redo LSN and the binary log's total size
     * (null when binary logging is off) on MariaDB. The differences are the bytes written in between.
     */
    private Map<String, Long> logPositions(Connection connection) throws SQLException {
        Map<String, Long> positions = new LinkedHashMap<>();
        if (dialect == SqlDialect.POSTGRESQL) {
            positions.put(
                    "walBytes",
                    Long.parseLong(scalar(connection, "select pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::bigint")));
            return positions;
        }
        try (Statement statement = connection.createStatement();
                ResultSet status = statement.executeQuery("show global status like 'Innodb_lsn_current'")) {
            positions.put("redoBytes", status.next() ? status.getLong(2) : null);
        }
        Long binlog = null;
        if ("1".equals(scalar(connection, "select @@log_bin"))) {
            binlog = 0L;
            try (Statement statement = connection.createStatement();
                    ResultSet logs = statement.executeQuery("show binary logs")) {
                while (logs.next()) {
                    binlog += logs.getLong("File_size");
                }
            }
        }
        positions.put("binlogBytes", binlog);
        return positions;
    }

    private Map<String, Object> logSettings(Connection connection) throws SQLException {
        Map<String, Object> settings = new LinkedHashMap<>();
        if (dialect == SqlDialect.POSTGRESQL) {
            settings.put("wal_level", scalar(connection, "show wal_level"));
            settings.put("full_page_writes", scalar(connection, "show full_page_writes"));
        } else {
            settings.put("log_bin", scalar(connection, "select @@log_bin"));
            settings.put("binlog_format", scalar(connection, "select @@binlog_format"));
            settings.put(
                    "innodb_flush_log_at_trx_commit", scalar(connection, "select @@innodb_flush_log_at_trx_commit"));
        }
        return settings;
    }

    private static Map<String, Object> median(List<Map<String, Object>> measured, String way) {
        Map<String, Object> median = new LinkedHashMap<>();
        @SuppressWarnings("unchecked")
        Function<Map<String, Object>, Map<String, Object>> of = m -> (Map<String, Object>) m.get(way);
        for (String key : of.apply(measured.get(0)).keySet()) {
            List<Number> values = measured.stream()
                    .map(of)
                    .map(m -> (Number) m.get(key))
                    .filter(v -> v != null)
                    .sorted(Comparator.comparingDouble(Number::doubleValue))
                    .toList();
            median.put(key, values.isEmpty() ? null : values.get(values.size() / 2));
        }
        return median;
    }

    private static String loadAverage() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).strip();
        } catch (IOException e) {
            return null;
        }
    }

    /** A step that may fail with an SQLException. */
    private interface SqlAction {
        void run() throws SQLException;
    }
}
