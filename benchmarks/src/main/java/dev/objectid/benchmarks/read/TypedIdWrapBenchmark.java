package dev.objectid.benchmarks.read;

import dev.objectid.ObjectId;
import dev.objectid.TypedIdType;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The part of the read path a typed id adds, without a database: turning a column's 12 bytes into the id, cycling
 * through 1024 distinct values, as an {@code ObjectId} (the anchor), as a generated typed id (wrapped through the
 * {@code TYPE} it describes itself with) and as a hand-written typed id of the other shape, a record with
 * {@code of(ObjectId)} and {@code toObjectId()}, which {@link TypedIdType} calls through method handles, as it called
 * every typed id before generated ones described themselves. Each call also unwraps the id again, as a write does.
 * Where {@code ReadPathBenchmark} needs a quiet machine to separate these costs from the database's, this one does not.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class TypedIdWrapBenchmark {

    /** A typed id written by hand, of the shape that is looked up through method handles. */
    public record HandWrittenId(ObjectId value) {
        public static HandWrittenId of(ObjectId value) {
            return new HandWrittenId(value);
        }

        public ObjectId toObjectId() {
            return value;
        }
    }

    private static final int IDS = 1024;

    private final byte[][] columns = new byte[IDS][];
    private final TypedIdType<TypedEntityId> generated = TypedIdType.of(TypedEntityId.class);
    private final TypedIdType<HandWrittenId> handWritten = TypedIdType.of(HandWrittenId.class);
    private int next;

    @Setup
    public void setUp() {
        Random random = new Random(42);
        for (int i = 0; i < IDS; i++) {
            columns[i] = new byte[ObjectId.BYTES];
            random.nextBytes(columns[i]);
        }
    }

    private byte[] column() {
        return columns[next++ & (IDS - 1)];
    }

    @Benchmark
    public ObjectId objectId() {
        return ObjectId.fromBytes(column());
    }

    @Benchmark
    public ObjectId generatedTypedId() {
        return generated.unwrap(generated.wrap(ObjectId.fromBytes(column())));
    }

    @Benchmark
    public ObjectId handWrittenTypedId() {
        return handWritten.unwrap(handWritten.wrap(ObjectId.fromBytes(column())));
    }
}
