package dev.objectid.benchmarks.read;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Reading {@code rows} entities back through Hibernate, by id range and by Spring Data JPA's {@code findAllById},
 * per key scheme: the cost of mapping the id per row, against {@code Long} ids in the same run.
 *
 * <p>JMH rather than a hand-made loop: it gives each scheme its own forked JVMs (so no scheme runs with JIT profiles
 * polluted by another's), warm-up and measured iterations, and error bars. The rows are loaded once per trial
 * (a fork), fully verified once (every id back exactly once, with its payload), and every timed call opens a fresh,
 * read-only session (empty first-level cache, no second-level or query cache), so each row is read and mapped
 * every time; each call also checks the number of entities it read. The warm-up is long: {@code findAllById} runs a
 * thousand queries per call, and its per-query code (Spring Data's criteria query, Hibernate's translation of it)
 * still gets faster after a few seconds.
 *
 * <p>A call allocates every entity it reads and keeps them until it returns, so a collection in the middle of a call
 * copies them: with a small young generation, when collections fall decides much of a call's time, and the error bars
 * are wider than the differences between id types. The forks therefore run the throughput collector with a young
 * generation large enough for many calls, so that collections are rare and their cost is spread evenly.
 *
 * <p>The database is a parameter ({@code -p db=h2} or {@code -p db=postgresql}, with {@code -p url=...} for
 * another server); benchmarks/run.sh runs one JMH command per database.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(
        value = 2,
        jvmArgsAppend = {ReadPath.MIN_HEAP, ReadPath.MAX_HEAP, ReadPath.YOUNG, ReadPath.COLLECTOR, ReadPath.PRE_TOUCH})
public class ReadPathBenchmark {

    @Param({"LONG", "UUID", "OBJECT_ID", "TYPED_ID"})
    public String scheme;

    @Param("h2")
    public String db;

    @Param("100000")
    public int rows;

    /** Ids per findAllById call. */
    @Param("100")
    public int chunk;

    /** Empty: an in-memory H2 database, or jdbc:postgresql://127.0.0.1:5432/bench_read. */
    @Param("")
    public String url;

    @Param("postgres")
    public String user;

    private ReadPath path;

    @Setup
    public void setUp() throws Exception {
        Logger.getLogger("org.hibernate").setLevel(Level.WARNING);
        path = ReadPath.open(db, url, user, ReadScheme.valueOf(scheme), rows, chunk);
        path.verify(path.byIdRange());
        path.verify(path.findAllById());
    }

    @TearDown
    public void tearDown() {
        if (path != null) {
            path.close();
        }
    }

    @Benchmark
    public List<? extends ReadPayload> byIdRange() {
        List<? extends ReadPayload> loaded = path.byIdRange();
        path.checkCount(loaded);
        return loaded;
    }

    @Benchmark
    public List<? extends ReadPayload> findAllById() {
        List<? extends ReadPayload> loaded = path.findAllById();
        path.checkCount(loaded);
        return loaded;
    }
}
