package dev.objectid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

class ObjectIdGeneratorTest {

    private static final int COUNTER_SPACE = 1 << 24;
    private static final int HALF_COUNTER_SPACE = 1 << 23;
    private static final Instant NOW = Instant.parse("2026-11-22T10:15:30.250Z");

    @Test
    void idsHaveTheSpecLayout() {
        // tag::custom[]
        MutableClock clock = new MutableClock(NOW);
        ObjectIdGenerator generator = ObjectIdGenerator.create(clock, new Random(42));
        // end::custom[]
        long expectedBits = new Random(42).nextLong();

        ObjectId first = generator.generate();
        ObjectId second = generator.generate();

        assertThat(first.timestamp()).isEqualTo(Instant.parse("2026-11-22T10:15:30Z"));
        assertThat(first.processValue())
                .isEqualTo(expectedBits >>> 24 & 0xFF_FFFF_FFFFL)
                .isEqualTo(generator.processValue());
        assertThat(first.counter())
                .as("the counter starts at a random value, below 2^23")
                .isEqualTo((int) expectedBits & 0x7FFFFF);
        assertThat(second.counter()).isEqualTo(first.counter() + 1 & 0xFFFFFF);
        assertThat(second.processValue()).isEqualTo(first.processValue());
    }

    @Test
    void theCounterRunsOnAcrossSeconds() {
        MutableClock clock = new MutableClock(NOW);
        ObjectIdGenerator generator = ObjectIdGenerator.create(clock, new Random(1));
        ObjectId before = generator.generate();

        clock.step(Duration.ofSeconds(5));
        ObjectId after = generator.generate();

        assertThat(after.epochSecond()).isEqualTo(before.epochSecond() + 5);
        assertThat(after.counter()).as("on from where it was, modulo 2^23").isEqualTo(before.counter() + 1 & 0x7FFFFF);
        assertThat(after).isGreaterThan(before);
    }

    @Test
    void moreThanTwoToTheTwentyFourIdsInOneSecondCarryIntoTheNextSecond() {
        MutableClock clock = new MutableClock(NOW);
        ObjectIdGenerator generator = ObjectIdGenerator.create(clock, new Random(2));
        long second = NOW.getEpochSecond();

        ObjectId previous = generator.generate();
        int carried = 0;
        for (int i = 1; i < COUNTER_SPACE + 1000; i++) {
            ObjectId id = generator.generate();
            if (id.compareTo(previous) <= 0) {
                throw new AssertionError("id " + i + " " + id + " is not greater than " + previous);
            }
            if (id.epochSecond() != second) {
                carried++;
                assertThat(id.epochSecond()).isEqualTo(second + 1);
            }
            previous = id;
        }
        // Strictly increasing means no duplicates; at least the 1000 over the counter space had to move on.
        assertThat(carried).isGreaterThanOrEqualTo(1000);

        clock.step(Duration.ofSeconds(1));
        ObjectId caughtUp = generator.generate();
        assertThat(caughtUp).isGreaterThan(previous);
        assertThat(caughtUp.epochSecond()).isEqualTo(second + 1);
    }

    @Test
    void aClockSteppedBackKeepsIdsIncreasing() {
        MutableClock clock = new MutableClock(NOW);
        ObjectIdGenerator generator = ObjectIdGenerator.create(clock, new Random(3));
        ObjectId beforeTheStep = generator.generate();

        clock.step(Duration.ofHours(-1));
        ObjectId previous = beforeTheStep;
        for (int i = 0; i < COUNTER_SPACE + 1000; i++) {
            ObjectId id = generator.generate();
            if (id.compareTo(previous) <= 0) {
                throw new AssertionError("after the step back, id " + i + " " + id + " <= " + previous);
            }
            previous = id;
        }
        assertThat(previous.epochSecond())
                .as("ids stay at the last second, carrying forward only when the counter is used up")
                .isBetween(beforeTheStep.epochSecond(), beforeTheStep.epochSecond() + 1);

        clock.step(Duration.ofHours(1).plusSeconds(10));
        ObjectId recovered = generator.generate();
        assertThat(recovered).isGreaterThan(previous);
        assertThat(recovered.epochSecond()).isEqualTo(NOW.getEpochSecond() + 10);
    }

    @Test
    void aCounterNearItsEndAtFourIdsASecondStampsEveryIdWithItsOwnSecond() {
        MutableClock clock = new MutableClock(NOW);
        ObjectIdGenerator generator = generatorDrawing(clock, 0x0102030405_fffffeL);

        ObjectId previous = null;
        for (int i = 0; i < 40; i++) { // ten seconds at four ids a second
            ObjectId id = generator.generate();
            assertThat(id.epochSecond())
                    .as("id %d", i)
                    .isEqualTo(clock.instant().getEpochSecond());
            assertThat(generator.secondsAheadOfClock()).as("id %d", i).isZero();
            if (previous != null) {
                assertThat(id).isGreaterThan(previous);
            }
            previous = id;
            clock.step(Duration.ofMillis(250));
        }
    }

    @Test
    void aBusySecondDoesNotPushTheQuietSecondsAfterItAhead() {
        MutableClock clock = new MutableClock(NOW);
        ObjectIdGenerator generator = generatorDrawing(clock, 0x0102030405_000000L);
        ObjectId previous = null;
        for (int i = 0; i < COUNTER_SPACE - 3; i++) { // the counter is left at 0xfffffc
            previous = generator.generate();
        }
        assertThat(previous.counter()).isEqualTo(0xfffffc);
        assertThat(previous.epochSecond()).isEqualTo(NOW.getEpochSecond());

        for (int i = 0; i < 40; i++) { // then ten seconds at four ids a second
            clock.step(Duration.ofMillis(250));
            ObjectId id = generator.generate();
            assertThat(id.epochSecond())
                    .as("id %d", i)
                    .isEqualTo(clock.instant().getEpochSecond());
            assertThat(generator.secondsAheadOfClock()).as("id %d", i).isZero();
            assertThat(id).isGreaterThan(previous);
            previous = id;
        }
    }

    @Test
    void everySecondHasRoomForTwoToTheTwentyThreeIdsWhateverTheCounter() {
        for (long start : new long[] {0x000000, 0x7fffff, 0x800000, 0xffffff}) {
            MutableClock clock = new MutableClock(NOW);
            ObjectIdGenerator generator = generatorDrawing(clock, 0x0102030405_000000L | start);
            ObjectId previous = generator.generate();
            for (int second = 0; second < 2; second++) {
                for (int i = 1; i < HALF_COUNTER_SPACE; i++) {
                    ObjectId id = generator.generate();
                    if (id.compareTo(previous) <= 0
                            || id.epochSecond() != clock.instant().getEpochSecond()) {
                        throw new AssertionError("counter start " + start + ", second " + second + ", id " + i + ": "
                                + id + " after " + previous + " at " + clock.instant());
                    }
                    previous = id;
                }
                assertThat(generator.secondsAheadOfClock()).isZero();
                clock.step(Duration.ofSeconds(1));
                ObjectId next = generator.generate();
                assertThat(next).isGreaterThan(previous);
                assertThat(next.epochSecond()).isEqualTo(clock.instant().getEpochSecond());
                previous = next;
            }
        }
    }

    @Test
    void theIdAfterTheCounterSpaceOfASecondIsStampedWithTheNextSecondAndIdsStayIncreasing() {
        MutableClock clock = new MutableClock(NOW);
        ObjectIdGenerator generator = generatorDrawing(clock, 0x0102030405_ffffffL);
        long second = NOW.getEpochSecond();
        ObjectId first = generator.generate();
        assertThat(first.counter())
                .as("the first counter of a second is below 2^23")
                .isEqualTo(0x7fffff);

        ObjectId previous = first;
        for (int i = 1; i < HALF_COUNTER_SPACE + 1; i++) { // 2^23 + 1 ids: counters 0x7fffff .. 0xffffff
            previous = generator.generate();
            assertThat(previous.epochSecond()).isEqualTo(second);
        }
        assertThat(previous.counter()).isEqualTo(0xffffff);
        assertThat(generator.secondsAheadOfClock()).isZero();

        ObjectId carried = generator.generate(); // the counter space of this second is used up
        assertThat(carried).isGreaterThan(previous);
        assertThat(carried.epochSecond()).isEqualTo(second + 1);
        assertThat(carried.counter()).isZero();
        assertThat(generator.secondsAheadOfClock()).isEqualTo(1);

        clock.step(Duration.ofSeconds(1));
        assertThat(generator.secondsAheadOfClock()).isZero();
        ObjectId caughtUp = generator.generate();
        assertThat(caughtUp).isGreaterThan(carried);
        assertThat(caughtUp.epochSecond()).isEqualTo(second + 1);
        assertThat(caughtUp.counter()).as("the carried second goes on counting").isEqualTo(1);
    }

    @Test
    void anIdDrawnWhileAnotherThreadMovesTheSecondIsNotStampedWithThePreviousOne() throws Exception {
        MutableClock clock = new MutableClock(NOW);
        ObjectIdGenerator generator = ObjectIdGenerator.create(clock, new Random(11));
        AtomicBoolean done = new AtomicBoolean();
        ExecutorService pool = Executors.newFixedThreadPool(3);
        try {
            Future<?> counting = pool.submit(
                    () -> { // a health endpoint reading the count, over and over
                        while (!done.get()) {
                            generator.generatedCount();
                        }
                    });
            for (int round = 0; round < 300; round++) {
                clock.step(Duration.ofHours(1)); // an hour without ids, then two requests at once
                long second = clock.instant().getEpochSecond();
                CyclicBarrier together = new CyclicBarrier(2);
                Callable<ObjectId> request = () -> {
                    together.await();
                    return generator.generate();
                };
                Future<ObjectId> first = pool.submit(request);
                ObjectId other = request.call();
                assertThat(first.get().epochSecond()).as("round %d", round).isEqualTo(second);
                assertThat(other.epochSecond()).as("round %d", round).isEqualTo(second);
            }
            done.set(true);
            counting.get();
        } finally {
            done.set(true);
            pool.shutdownNow();
        }
    }

    @Test
    void fourThreadsOfAMillionIdsHaveNoDuplicatesAndEachThreadIncreases() throws Exception {
        int threads = 4;
        int perThread = 1_000_000;
        CyclicBarrier start = new CyclicBarrier(threads);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<ObjectId[]>> results = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                Callable<ObjectId[]> task = () -> {
                    ObjectId[] ids = new ObjectId[perThread];
                    start.await();
                    for (int i = 0; i < perThread; i++) {
                        ids[i] = ObjectId.generate();
                    }
                    return ids;
                };
                results.add(pool.submit(task));
            }
            ObjectId[] all = new ObjectId[threads * perThread];
            int offset = 0;
            for (Future<ObjectId[]> result : results) {
                ObjectId[] ids = result.get();
                for (int i = 1; i < ids.length; i++) {
                    if (ids[i].compareTo(ids[i - 1]) <= 0) {
                        throw new AssertionError("thread's id " + i + " " + ids[i] + " <= " + ids[i - 1]);
                    }
                }
                System.arraycopy(ids, 0, all, offset, ids.length);
                offset += ids.length;
            }
            Arrays.sort(all);
            for (int i = 1; i < all.length; i++) {
                if (all[i].equals(all[i - 1])) {
                    throw new AssertionError("duplicate id " + all[i]);
                }
            }
            assertThat(Arrays.stream(all).map(ObjectId::processValue).distinct())
                    .hasSize(1);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void backDatedIdsCarryTheGivenSecond() {
        MutableClock clock = new MutableClock(NOW);
        ObjectIdGenerator generator = ObjectIdGenerator.create(clock, new Random(4));
        Instant then = Instant.parse("2020-02-29T23:59:59.999Z");

        ObjectId first = generator.generate(then);
        ObjectId second = generator.generate(then);

        assertThat(first.timestamp()).isEqualTo(Instant.parse("2020-02-29T23:59:59Z"));
        assertThat(second).isNotEqualTo(first).isGreaterThan(first);
        assertThat(first.processValue()).isEqualTo(generator.processValue());
        assertThat(ObjectId.generate(then).timestamp()).isEqualTo(first.timestamp());
        assertThatIllegalArgumentException()
                .isThrownBy(() -> generator.generate(Instant.parse("1969-12-31T23:59:59Z")))
                .withMessageContaining("outside the range");
    }

    @Test
    void aClockOutsideTheObjectIdRangeIsAnError() {
        assertThatIllegalStateException()
                .isThrownBy(() -> ObjectIdGenerator.create(
                        new MutableClock(Instant.parse("1969-12-31T23:59:59Z")), new Random(5)))
                .withMessageContaining("-1 seconds since the epoch, outside the range");
        assertThatIllegalStateException()
                .isThrownBy(() -> ObjectIdGenerator.create(
                        new MutableClock(Instant.parse("2106-02-07T06:28:16Z")), new Random(5)))
                .withMessageContaining("4294967296 seconds");

        MutableClock clock = new MutableClock(Instant.parse("2106-02-07T06:28:14Z"));
        ObjectIdGenerator generator = ObjectIdGenerator.create(clock, new Random(5));
        generator.generate();
        clock.step(Duration.ofSeconds(2));
        assertThatIllegalStateException().isThrownBy(generator::generate).withMessageContaining("4294967296 seconds");
    }

    @Test
    void theLastSecondOf2106CanBeUsedUpButNotPassed() {
        MutableClock clock = new MutableClock(Instant.parse("2106-02-07T06:28:15Z"));
        ObjectIdGenerator generator = ObjectIdGenerator.create(clock, new Random(6));
        ObjectId first = generator.generate();
        int remaining = 0xFFFFFF - first.counter();
        ObjectId last = first;
        for (int i = 0; i < remaining; i++) {
            last = generator.generate();
        }

        assertThat(last.toHexString()).endsWith("ffffff").startsWith("ffffffff");
        assertThatIllegalStateException().isThrownBy(generator::generate).withMessageContaining("used up");
    }

    @Test
    void theGeneratedCountIsExactAcrossSecondsStepsCarriesAndBackDatedIds() {
        MutableClock clock = new MutableClock(NOW);
        ObjectIdGenerator generator = ObjectIdGenerator.create(clock, new Random(7));
        assertThat(generator.generatedCount()).isZero();

        long generated = 0;
        for (int second = 0; second < 50; second++) {
            for (int i = 0; i <= second; i++) {
                generator.generate();
                generated++;
            }
            clock.step(Duration.ofMillis(second % 7 == 3 ? -3_600_000 : 1_300)); // forward, and now and then back
            generator.generate(NOW.minusSeconds(second));
            generated++;
        }
        for (int i = 0; i < COUNTER_SPACE + 10; i++) { // a carry into the next second
            generator.generate();
        }
        generated += COUNTER_SPACE + 10;

        assertThat(generator.generatedCount()).isEqualTo(generated);
    }

    @Test
    void theGeneratedCountIsExactWhileThreadsGenerateAndTheClockMoves() throws Exception {
        MutableClock clock = new MutableClock(NOW);
        ObjectIdGenerator generator = ObjectIdGenerator.create(clock, new Random(8));
        int threads = 3;
        int perThread = 300_000;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                done.add(pool.submit(() -> {
                    for (int i = 0; i < perThread; i++) {
                        generator.generate();
                    }
                }));
            }
            long seen = 0;
            while (!done.stream().allMatch(Future::isDone)) {
                clock.step(Duration.ofSeconds(1)); // every read races the ids that move the state to a new second
                long count = generator.generatedCount();
                assertThat(count).isBetween(seen, (long) threads * perThread);
                seen = count;
            }
            for (Future<?> future : done) {
                future.get();
            }
            assertThat(generator.generatedCount()).isEqualTo((long) threads * perThread);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void idsRunAheadOfAClockSteppedBackUntilItCatchesUp() {
        MutableClock clock = new MutableClock(NOW);
        ObjectIdGenerator generator = ObjectIdGenerator.create(clock, new Random(9));
        assertThat(generator.secondsAheadOfClock()).as("before the first id").isZero();
        generator.generate();
        assertThat(generator.secondsAheadOfClock()).isZero();

        clock.step(Duration.ofHours(-1));
        generator.generate();
        assertThat(generator.secondsAheadOfClock()).isEqualTo(3600);

        clock.step(Duration.ofMinutes(59));
        assertThat(generator.secondsAheadOfClock()).isEqualTo(60);
        clock.step(Duration.ofMinutes(2));
        assertThat(generator.secondsAheadOfClock())
                .as("caught up, before any new id")
                .isZero();
        generator.generate();
        assertThat(generator.secondsAheadOfClock()).isZero();
    }

    @Test
    void idsCarriedIntoTheNextSecondRunAheadByIt() {
        MutableClock clock = new MutableClock(NOW);
        ObjectIdGenerator generator = ObjectIdGenerator.create(clock, new Random(10));
        for (int i = 0; i < COUNTER_SPACE; i++) {
            generator.generate();
        }
        assertThat(generator.secondsAheadOfClock()).isEqualTo(1);
    }

    @Test
    void whatAHealthEndpointCanReadAboutTheSharedGenerator() {
        ObjectId.generate();
        // tag::monitoring[]
        ObjectIdGenerator generator = ObjectIdGenerator.shared();
        long generated = generator.generatedCount(); // ids so far: exact, costs the ids nothing
        long ahead = generator.secondsAheadOfClock(); // 0, unless the clock stepped back or ids carried
        ProcessTrace trace = generator.processTrace(); // process value, host, pid, start (and restore) time
        // end::monitoring[]

        assertThat(generated).isPositive();
        assertThat(ahead).isZero();
        assertThat(trace.processValue()).isEqualTo(generator.processValue());
        assertThat(trace.pid()).isEqualTo(ProcessHandle.current().pid());
    }

    @Test
    void theSharedGeneratorIsTheOneBehindObjectIdGenerate() {
        ObjectIdGenerator shared = ObjectIdGenerator.shared();
        assertThat(ObjectIdGenerator.shared()).isSameAs(shared);
        long before = shared.generatedCount();

        ObjectId id = ObjectId.generate();
        ObjectId.generate(NOW);

        assertThat(id.processValue()).isEqualTo(shared.processValue());
        assertThat(shared.generatedCount()).isEqualTo(before + 2);
        assertThat(shared.secondsAheadOfClock()).isZero();
        assertThat(id.epochSecond())
                .isBetween(System.currentTimeMillis() / 1000 - 1, System.currentTimeMillis() / 1000);
    }

    /** A generator on {@code clock} whose process value and counter start are {@code bits}, the MongoDB layout. */
    static ObjectIdGenerator generatorDrawing(MutableClock clock, long bits) {
        return new ObjectIdGenerator(() -> clock.instant().getEpochSecond(), () -> bits, ProcessValueSource.NONE);
    }
}
