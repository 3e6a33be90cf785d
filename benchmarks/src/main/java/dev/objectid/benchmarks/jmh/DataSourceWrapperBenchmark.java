package dev.objectid.benchmarks.jmh;

import dev.objectid.ObjectId;
import dev.objectid.jdbc.ObjectIdDataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.h2.jdbcx.JdbcDataSource;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What {@link ObjectIdDataSource} costs per statement: the same prepared INSERT, and the same SELECT by id, through the
 * wrapper with {@code setObject(id)} / {@code getObject(1, ObjectId.class)} and through plain JDBC with
 * {@code setBytes(id.toByteArray())} / {@code ObjectId.fromBytes(getBytes(1))}, on H2 in memory, where the statement
 * itself is cheapest and so the wrapper's share largest. {@value #IDS} random ids are cycled, one per call; the
 * inserted rows are removed after each iteration.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(3)
public class DataSourceWrapperBenchmark {

    /** How many distinct ids are cycled; a power of two, so that the next index is one mask. */
    static final int IDS = 1024;

    private final ObjectId[] ids = new ObjectId[IDS];
    private int next;
    private Connection plain;
    private Connection wrapped;
    private PreparedStatement plainInsert;
    private PreparedStatement wrappedInsert;
    private PreparedStatement plainSelect;
    private PreparedStatement wrappedSelect;

    @Setup(Level.Trial)
    public void setUp() throws SQLException {
        JdbcDataSource h2 = new JdbcDataSource();
        h2.setURL("jdbc:h2:mem:wrapper-" + System.nanoTime());
        plain = h2.getConnection();
        wrapped = ObjectIdDataSource.wrap(h2).getConnection();
        try (Statement ddl = plain.createStatement()) {
            ddl.execute("create table stored (id binary(12) primary key, note varchar(20) not null)");
            ddl.execute("create table inserted (id binary(12) not null, note varchar(20) not null)");
        }
        SplittableRandom random = new SplittableRandom(20261203);
        try (PreparedStatement load = plain.prepareStatement("insert into stored (id, note) values (?, ?)")) {
            for (int i = 0; i < IDS; i++) {
                byte[] bytes = new byte[ObjectId.BYTES];
                random.nextBytes(bytes);
                ids[i] = ObjectId.fromBytes(bytes);
                load.setBytes(1, bytes);
                load.setString(2, "row " + i);
                load.executeUpdate();
            }
        }
        String insert = "insert into inserted (id, note) values (?, ?)";
        String select = "select id, note from stored where id = ?";
        plainInsert = plain.prepareStatement(insert);
        wrappedInsert = wrapped.prepareStatement(insert);
        plainSelect = plain.prepareStatement(select);
        wrappedSelect = wrapped.prepareStatement(select);
    }

    @TearDown(Level.Iteration)
    public void removeInserted() throws SQLException {
        try (Statement truncate = plain.createStatement()) {
            truncate.execute("truncate table inserted");
        }
    }

    @TearDown(Level.Trial)
    public void close() throws SQLException {
        wrapped.close();
        plain.close();
    }

    private ObjectId nextId() {
        return ids[next = (next + 1) & (IDS - 1)];
    }

    @Benchmark
    public int insertPlain() throws SQLException {
        plainInsert.setBytes(1, nextId().toByteArray());
        plainInsert.setString(2, "n");
        return plainInsert.executeUpdate();
    }

    @Benchmark
    public int insertWrapped() throws SQLException {
        wrappedInsert.setObject(1, nextId());
        wrappedInsert.setString(2, "n");
        return wrappedInsert.executeUpdate();
    }

    @Benchmark
    public ObjectId selectPlain() throws SQLException {
        plainSelect.setBytes(1, nextId().toByteArray());
        try (ResultSet row = plainSelect.executeQuery()) {
            row.next();
            return ObjectId.fromBytes(row.getBytes(1));
        }
    }

    @Benchmark
    public ObjectId selectWrapped() throws SQLException {
        wrappedSelect.setObject(1, nextId());
        try (ResultSet row = wrappedSelect.executeQuery()) {
            row.next();
            return row.getObject(1, ObjectId.class);
        }
    }
}
