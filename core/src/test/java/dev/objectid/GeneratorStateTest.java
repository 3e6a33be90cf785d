package dev.objectid;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** What monitoring reads off a generator: how many ids it made, how far it runs ahead of the clock, its trace. */
class GeneratorStateTest {

    private static final Instant NOW = Instant.parse("2026-11-22T10:15:30.250Z");

    @Test
    void theCountIsExactAcrossSecondsStepsAndBackDatedIds() {
        MutableClock clock = new MutableClock(NOW);
        ObjectIdGenerator generator = ObjectIdGenerator.create(clock, new Random(11));
        assertThat(generator.generatedCount()).isZero();
        generate(generator, 1000);
        clock.step(Duration.ofSeconds(1));
        generate(generator, 500);
        clock.step(Duration.ofHours(-1));
        generate(generator, 300);
        for (int i = 0; i < 20; i++) {
            generator.generate(NOW.minus(Duration.ofDays(i)));
        }
        clock.step(Duration.ofHours(2));
        generate(generator, 7);
        assertThat(generator.generatedCount()).isEqualTo(1000 + 500 + 300 + 20 + 7);
    }

    @Test
    void theCountIsExactWhenThreadsRaceToMoveToTheNextSecond() throws Exception {
        // a clock that moves on a second every 1000 readings: moves all the time, contended by four threads
        AtomicLong readings = new AtomicLong();
        long base = NOW.getEpochSecond();
        ObjectIdGenerator generator = new ObjectIdGenerator(() -> base + readings.incrementAndGet() / 1000,
                new Random(12).nextLong(), new AtomicLong());
        int threads = 4;
        int perThread = 200_000;
        CyclicBarrier start = new CyclicBarrier(threads);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                done.add(pool.submit(() -> {
                    start.await();
                    generate(generator, perThread);
                    return null;
                }));
            }
            for (Future<?> result : done) {
                result.get();
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(generator.generatedCount()).isEqualTo((long) threads * perThread);
    }

    @Test
    void secondsAheadOfTheClockAfterTheClockSteppedBack() {
        MutableClock clock = new MutableClock(NOW);
        ObjectIdGenerator generator = ObjectIdGenerator.create(clock, new Random(13));
        generate(generator, 3);
        assertThat(generator.secondsAheadOfClock()).isZero();
        clock.step(Duration.ofSeconds(-5));
        generate(generator, 3);
        assertThat(generator.secondsAheadOfClock()).isEqualTo(5);
        clock.step(Duration.ofSeconds(2));
        assertThat(generator.secondsAheadOfClock()).isEqualTo(3);
        clock.step(Duration.ofSeconds(10));
        generate(generator, 1);
        assertThat(generator.secondsAheadOfClock()).isZero();
    }

    @Test
    void secondsAheadOfTheClockAfterMoreThanTwoToTheTwentyFourIdsInASecond() {
        MutableClock clock = new MutableClock(NOW);
        ObjectIdGenerator generator = ObjectIdGenerator.create(clock, new Random(14));
        generate(generator, (1 << 24) + 1);
        assertThat(generator.secondsAheadOfClock()).isEqualTo(1);
        assertThat(generator.generatedCount()).isEqualTo((1 << 24) + 1);
    }

    @Test
    void theSharedGeneratorCountsTheIdsOfObjectIdGenerateAndTellsItsTrace() {
        ObjectIdGenerator shared = ObjectIdGenerator.shared();
        assertThat(ObjectIdGenerator.shared()).isSameAs(shared);
        long before = shared.generatedCount();
        ObjectId id = ObjectId.generate();
        generate(shared, 99);
        assertThat(shared.generatedCount()).isEqualTo(before + 100);
        assertThat(shared.secondsAheadOfClock()).isBetween(0L, 1L);

        ProcessTrace trace = shared.processTrace();
        assertThat(trace.processValue()).isEqualTo(id.processValue()).isEqualTo(shared.processValue());
        assertThat(trace.processValueHex()).isEqualTo(id.toHexString().substring(8, 18));
        assertThat(trace.pid()).isEqualTo(ProcessHandle.current().pid());
        assertThat(trace.started()).isEqualTo(ProcessHandle.current().info().startInstant());
        assertThat(trace.host()).isEqualTo(java.util.Optional.ofNullable(ProcessTrace.localHostName()));
        assertThat(trace).hasToString(ProcessTrace.describe(trace.processValue(),
                trace.host().orElse("(unknown host)"), trace.pid(), trace.started().orElse(null)));
    }

    private static void generate(ObjectIdGenerator generator, int count) {
        for (int i = 0; i < count; i++) {
            generator.generate();
        }
    }
}
