package dev.objectid.benchmarks.jmh;

import com.github.f4b6a3.uuid.UuidCreator;
import io.hypersistence.tsid.TSID;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The cost of making one new id, for each scheme a user could pick instead. Every method returns its id, so JMH sinks
 * it and the allocation counts ({@code -prof gc}, {@code gc.alloc.rate.norm}) are those of the id as the caller gets
 * it.
 *
 * <p>{@code run.sh} runs this class twice: single-threaded in average-time mode (ns/op) and with {@code -t 2} in
 * throughput mode (ops/us, summed over the threads), which is where a shared counter shows its contention.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(3)
public class GenerationBenchmark {

    /** The counter of {@link #floor()}, shared by the threads as the generator's is. */
    private final AtomicLong counter = new AtomicLong();

    /** Ours: one read of the wall clock, one atomic increment, one 24-byte object. */
    @Benchmark
    public dev.objectid.ObjectId objectId() {
        return dev.objectid.ObjectId.generate();
    }

    /** The anchor: MongoDB Java driver (bson 5.14.0), which reads the wall clock per id. */
    @Benchmark
    public org.bson.types.ObjectId driverObjectId() {
        return new org.bson.types.ObjectId();
    }

    /**
     * The floor any generator that reads the clock per id pays: one {@code System.currentTimeMillis()}, one atomic
     * increment, one object of an id's size.
     */
    @Benchmark
    public Object floor() {
        long second = System.currentTimeMillis() / 1000;
        return new IdSized((int) second, counter.incrementAndGet());
    }

    /** Hypersistence TSID 2.1.4, 64-bit time-sorted id. */
    @Benchmark
    public TSID tsidFast() {
        return TSID.fast();
    }

    /** uuid-creator 6.1.1, UUID version 7 (time-ordered, epoch milliseconds). */
    @Benchmark
    public UUID uuidV7() {
        return UuidCreator.getTimeOrderedEpoch();
    }

    /** JDK random UUID (version 4), backed by SecureRandom. */
    @Benchmark
    public UUID uuidV4() {
        return UUID.randomUUID();
    }
}
