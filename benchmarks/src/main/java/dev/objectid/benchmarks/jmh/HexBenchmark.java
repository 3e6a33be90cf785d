package dev.objectid.benchmarks.jmh;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
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
 * The 24-character hex form both ways, ours against the MongoDB driver's, over {@value #IDS} distinct ids cycled one
 * per call, so that no call sees the id of the call before: one id per trial would keep every digit's table entry
 * and branch history hot, and a cycle of a thousand ids is short enough for a modern branch predictor to learn, which
 * flatters code that branches on each digit. The ids are random 12-byte values from a fixed seed, so every digit
 * varies; the same bytes feed both libraries, and every method pays the same index step. Two methods measure floors,
 * nothing computed: {@link #newString()}, a new 24-character String from 24 prepared bytes, which any
 * {@code toHexString()} returns; {@link #readChars()}, reading the 24 characters of the text and allocating a 24-byte
 * object, which any {@code parse(CharSequence)} does.
 *
 * <p>{@code run.sh} runs it on 1 and 2 platform threads and, on JDK 21 or later, on 2 virtual threads
 * ({@code -jvmArgsAppend -Djmh.executor=VIRTUAL}); each thread has its own ids.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(3)
public class HexBenchmark {

    /** How many distinct ids are cycled; a power of two, so that the next index is one mask. */
    static final int IDS = 1 << 16;

    private final dev.objectid.ObjectId[] ours = new dev.objectid.ObjectId[IDS];
    private final org.bson.types.ObjectId[] driver = new org.bson.types.ObjectId[IDS];
    private final String[] hex = new String[IDS];
    private final byte[][] digits = new byte[IDS][];
    private int next;

    @Setup(Level.Trial)
    public void setUp() {
        SplittableRandom random = new SplittableRandom(20261123);
        for (int i = 0; i < IDS; i++) {
            byte[] bytes = new byte[12];
            random.nextBytes(bytes);
            ours[i] = dev.objectid.ObjectId.fromBytes(bytes);
            driver[i] = new org.bson.types.ObjectId(bytes);
            hex[i] = ours[i].toHexString();
            if (!hex[i].equals(driver[i].toHexString())) {
                throw new IllegalStateException("the two libraries disagree on " + hex[i]);
            }
            digits[i] = hex[i].getBytes(StandardCharsets.ISO_8859_1);
        }
    }

    private int next() {
        return next = (next + 1) & (IDS - 1);
    }

    @Benchmark
    public String toHexString() {
        return ours[next()].toHexString();
    }

    @Benchmark
    public String driverToHexString() {
        return driver[next()].toHexString();
    }

    @Benchmark
    public dev.objectid.ObjectId parse() {
        return dev.objectid.ObjectId.parse(hex[next()]);
    }

    @Benchmark
    public org.bson.types.ObjectId driverParse() {
        return new org.bson.types.ObjectId(hex[next()]);
    }

    /** The floor: a new 24-character String copied from 24 bytes that are already the digits. */
    @Benchmark
    public String newString() {
        return new String(digits[next()], StandardCharsets.ISO_8859_1);
    }

    /** The floor of parsing: every character read through {@code CharSequence.charAt}, one 24-byte object. */
    @Benchmark
    public Object readChars() {
        CharSequence text = hex[next()];
        int high = 0;
        for (int i = 0; i < 8; i++) {
            high = high << 4 ^ text.charAt(i);
        }
        long low = 0;
        for (int i = 8; i < 24; i++) {
            low = low << 4 ^ text.charAt(i);
        }
        return new IdSized(high, low);
    }
}
