package dev.objectid.benchmarks.jmh;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * {@code toHexString()} on a thread that has just started, as with one thread per request (Spring Boot's
 * {@code spring.threads.virtual.enabled}): what the hex form costs a thread that has never formatted an id. Each
 * operation starts a thread, formats one id on it and joins it; {@link #newThread()} does the same without the id, so
 * the difference is the id's share, and {@code -prof gc} shows its bytes. The {@code virtual} case needs JDK 21 or
 * later. {@link HexBenchmark} measures the steady state on a long-lived thread (with
 * {@code -jvmArgsAppend -Djmh.executor=VIRTUAL}, a virtual one). Not part of {@code run.sh}: run it by hand.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(3)
public class HexOnNewThreadsBenchmark {

    @Param({"platform", "virtual"})
    public String threads;

    private dev.objectid.ObjectId id;
    private MethodHandle startVirtualThread;

    @Setup(Level.Trial)
    public void setUp() throws ReflectiveOperationException {
        id = dev.objectid.ObjectId.generate();
        if (threads.equals("virtual")) {
            startVirtualThread = MethodHandles.publicLookup()
                    .findStatic(
                            Thread.class, "startVirtualThread", MethodType.methodType(Thread.class, Runnable.class));
        }
    }

    @Benchmark
    public String toHexStringOnANewThread() throws Throwable {
        AtomicReference<String> hex = new AtomicReference<>();
        run(() -> hex.set(id.toHexString()));
        return hex.get();
    }

    /** The anchor: the same thread and hand-over, no id. */
    @Benchmark
    public String newThread() throws Throwable {
        AtomicReference<String> hex = new AtomicReference<>();
        run(() -> hex.set("6740c5e1a3f29b04c7000001"));
        return hex.get();
    }

    private void run(Runnable task) throws Throwable {
        Thread thread;
        if (startVirtualThread != null) {
            thread = (Thread) startVirtualThread.invokeExact(task);
        } else {
            thread = new Thread(task);
            thread.start();
        }
        thread.join();
    }
}
