package dev.objectid.benchmarks.db;

import static dev.objectid.benchmarks.Jdbc.exec;
import static dev.objectid.benchmarks.Jdbc.scalar;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.hibernate.Session;
import org.hibernate.SessionFactory;

/**
 * What a PostgreSQL server tells about an insert run: its settings, the WAL it wrote, the blocks of a primary key it
 * read and found in its cache, the background writer's work and the sizes of relations.
 */
final class PostgresCounters {

    private PostgresCounters() {}

    /** The server's version and the settings that shape an insert run. */
    static Map<String, Object> settings(Connection c) throws SQLException {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("version", scalar(c, "select version()"));
        for (String name : List.of(
                "shared_buffers",
                "max_wal_size",
                "checkpoint_timeout",
                "synchronous_commit",
                "fsync",
                "full_page_writes",
                "wal_compression",
                "max_parallel_workers_per_gather")) {
            m.put(name, scalar(c, "select current_setting('" + name + "')"));
        }
        return m;
    }

    /** The current position in the WAL, for {@link #walBytesSince}. */
    static String walPosition(Connection c) throws SQLException {
        return scalar(c, "select pg_current_wal_lsn()::text");
    }

    /** The bytes of WAL written since {@code position}. */
    static long walBytesSince(Connection c, String position) throws SQLException {
        return Long.parseLong(
                scalar(c, "select pg_wal_lsn_diff(pg_current_wal_lsn(), '" + position + "')::bigint::text"));
    }

    /** The primary-key index of {@code table}. */
    static String primaryKeyIndex(Connection c, String table) throws SQLException {
        return scalar(
                c,
                "select indexrelid::regclass::text from pg_index where indrelid = '" + table
                        + "'::regclass and indisprimary");
    }

    /** The size of a table or index on disk. */
    static long relationBytes(Connection c, String relation) throws SQLException {
        return Long.parseLong(scalar(c, "select pg_relation_size('" + relation + "')::text"));
    }

    /** The blocks of {@code table}'s primary key read from outside the cache ({@code read}) and found in it. */
    static Map<String, Long> primaryKeyIo(Connection c, String table) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(
                        "select coalesce(sum(idx_blks_read), 0), coalesce(sum(idx_blks_hit), 0) from pg_statio_all_indexes"
                                + " i join pg_index x on x.indexrelid = i.indexrelid where x.indisprimary and i.relid = '"
                                + table + "'::regclass")) {
            rs.next();
            return Map.of("read", rs.getLong(1), "hit", rs.getLong(2));
        }
    }

    /** The checkpoints and buffer writes of the background writer so far. */
    static Map<String, Long> bgwriter(Connection c) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(
                        "select checkpoints_timed,"
                                + " checkpoints_req, buffers_checkpoint, buffers_clean, buffers_backend from pg_stat_bgwriter")) {
            rs.next();
            Map<String, Long> m = new LinkedHashMap<>();
            for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
                m.put(rs.getMetaData().getColumnName(i), rs.getLong(i));
            }
            return m;
        }
    }

    /**
     * Makes the I/O statistics of the inserting backend visible to {@code admin}: the backend publishes them, and
     * {@code admin} drops the snapshot it read before.
     */
    static void publishStatistics(SessionFactory inserting, Connection admin) throws SQLException {
        try (Session session = inserting.openSession()) {
            session.doWork(c -> exec(c, "select pg_stat_force_next_flush()"));
        }
        try {
            Thread.sleep(1500);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        exec(admin, "select pg_stat_clear_snapshot()");
    }
}
