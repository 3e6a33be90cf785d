package dev.objectid.benchmarks.jmh;

import java.util.concurrent.TimeUnit;
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
import org.openjdk.jmh.annotations.Warmup;

/**
 * The 24-character hex form both ways, ours against the MongoDB driver's. The inputs are fields of the state (not
 * constants), one id per trial, so the JIT cannot fold the conversion away; the same 12 bytes feed both libraries.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(3)
public class HexBenchmark {

    private dev.objectid.ObjectId ours;
    private org.bson.types.ObjectId driver;
    private String hex;

    @Setup(Level.Trial)
    public void setUp() {
        ours = dev.objectid.ObjectId.generate();
        driver = new org.bson.types.ObjectId(ours.toByteArray());
        hex = ours.toHexString();
        if (!hex.equals(driver.toHexString())) {
            throw new IllegalStateException("the two libraries disagree on " + hex);
        }
    }

    @Benchmark
    public String toHexString() {
        return ours.toHexString();
    }

    @Benchmark
    public String driverToHexString() {
        return driver.toHexString();
    }

    @Benchmark
    public dev.objectid.ObjectId parse() {
        return dev.objectid.ObjectId.parse(hex);
    }

    @Benchmark
    public org.bson.types.ObjectId driverParse() {
        return new org.bson.types.ObjectId(hex);
    }
}
