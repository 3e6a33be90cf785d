package dev.objectid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import dev.objectid.fakecrac.CheckpointRestoreMain;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Processes restored from one snapshot must not generate the same ids: after a restore the generator takes a new
 * process value and counter start. The CRaC callbacks are driven through the real {@code org.crac} jar, sent to a
 * stand-in for the JDK's implementation ({@code dev.objectid.fakecrac}).
 */
class CheckpointRestoreTest {

    private static final Instant NOW = Instant.parse("2026-11-22T10:15:30Z");

    @Test
    void aCracRestoreGivesTheSharedGeneratorANewProcessValueAndLogsANewTraceLine() throws Exception {
        JavaProcess process = JavaProcess.run(
                List.of("-Dorg.crac.Core.Compat=dev.objectid.fakecrac"),
                Map.of(),
                CheckpointRestoreMain.class.getName());

        assertThat(process.out).contains("fake checkpoint: 1 resource(s) called");
        ObjectId before = ObjectId.parse(line(process.out, "before "));
        ObjectId after = ObjectId.parse(line(process.out, "after "));
        assertThat(after.processValue())
                .as("a new process value after the restore")
                .isNotEqualTo(before.processValue());
        assertThat(after.epochSecond())
                .as("stamped with the clock's second, never a later one")
                .isBetween(before.epochSecond(), System.currentTimeMillis() / 1000);

        String first = "ObjectId process value " + ProcessTrace.processValueHex(before.processValue()) + " belongs to";
        String second = "ObjectId process value " + ProcessTrace.processValueHex(after.processValue()) + " belongs to";
        assertThat(process.err).contains(first).contains(second);
        assertThat(process.err.substring(process.err.indexOf(second)))
                .contains(", pid " + process.pid)
                .contains(", restored from a checkpoint at ");
    }

    @Test
    void afterRestoreDrawsANewProcessValueAndCounterAndStaysWithTheClock() {
        MutableClock clock = new MutableClock(NOW);
        AtomicInteger draws = new AtomicInteger();
        long[] bits = {0x0102030405_000010L, 0x0a0b0c0d0e_000020L};
        ObjectIdGenerator generator = new ObjectIdGenerator(
                () -> clock.instant().getEpochSecond(), () -> bits[draws.getAndIncrement()], ProcessValueSource.NONE);
        ObjectId before = generator.generate();
        generator.generate();

        generator.afterRestore();
        ObjectId after = generator.generate();

        assertThat(draws).as("8 fresh random bytes for the restore").hasValue(2);
        assertThat(before.processValue()).isEqualTo(0x0102030405L);
        assertThat(after.processValue())
                .isEqualTo(0x0a0b0c0d0eL)
                .isEqualTo(generator.processValue())
                .isEqualTo(generator.processTrace().processValue());
        assertThat(after.counter()).as("the new counter start").isEqualTo(0x20);
        assertThat(after.epochSecond())
                .as("restored within the same second: that second, never a later one")
                .isEqualTo(NOW.getEpochSecond());
        assertThat(generator.secondsAheadOfClock()).isZero();
        assertThat(generator.processTrace().restored()).isPresent();
        assertThat(generator.generatedCount())
                .as("ids before the restore count too")
                .isEqualTo(3);

        clock.step(Duration.ofMinutes(10));
        assertThat(generator.generate())
                .isGreaterThan(before)
                .isGreaterThan(after)
                .extracting(ObjectId::epochSecond)
                .isEqualTo(NOW.getEpochSecond() + 600);
    }

    @Test
    void idsAfterARestoreInALaterSecondSortAfterEveryIdBeforeIt() {
        MutableClock clock = new MutableClock(NOW);
        long[] bits = {0xffffffffff_7fffffL, 0x0000000001_000000L}; // the highest process value, then the lowest
        AtomicInteger draws = new AtomicInteger();
        ObjectIdGenerator generator = new ObjectIdGenerator(
                () -> clock.instant().getEpochSecond(), () -> bits[draws.getAndIncrement()], ProcessValueSource.NONE);
        ObjectId before = generator.generate();

        clock.step(Duration.ofSeconds(1)); // a snapshot is restored later than it was taken
        generator.afterRestore();

        assertThat(generator.generate()).isGreaterThan(before);
    }

    @Test
    void theSameProcessValueAssignedAgainGoesOnAfterTheLastIdWithoutRunningAhead() {
        MutableClock clock = new MutableClock(NOW);
        ObjectIdGenerator generator = new ObjectIdGenerator(
                () -> clock.instant().getEpochSecond(),
                new Random(15)::nextLong,
                new ProcessValueSource(name -> "0xab", name -> null));
        ObjectId previous = generator.generate();

        for (int restore = 0; restore < 5; restore++) {
            generator.afterRestore();
            ObjectId id = generator.generate();
            assertThat(id.processValue()).isEqualTo(0xab);
            assertThat(id).as("the same process value: after its last id").isGreaterThan(previous);
            assertThat(id.epochSecond()).isEqualTo(NOW.getEpochSecond());
            previous = id;
        }

        clock.step(Duration.ofHours(-1)); // the clock steps back across a restore
        generator.afterRestore();
        assertThat(generator.generate()).isGreaterThan(previous);

        clock.step(Duration.ofHours(2));
        generator.afterRestore();
        ObjectId later = generator.generate();
        assertThat(later).isGreaterThan(previous);
        assertThat(later.epochSecond()).isEqualTo(NOW.getEpochSecond() + 3600);
        assertThat(generator.secondsAheadOfClock()).isZero();
    }

    @Test
    void twoProcessesRestoredFromOneSnapshotGenerateTheSameIdsUntilTheyAreToldOfTheRestore() {
        // A snapshot copies the shared generator: its process value and counter. Model two processes restored from it
        // as two generators that drew the same bits at first use and read the operating system's randomness later.
        MutableClock clock = new MutableClock(NOW);
        ObjectIdGenerator first = snapshotCopy(clock);
        ObjectIdGenerator second = snapshotCopy(clock);
        assertThat(first.generate()).as("the same ids: the defect").isEqualTo(second.generate());

        first.afterRestore();
        second.afterRestore();

        assertThat(first.processValue()).isNotEqualTo(second.processValue());
        assertThat(first.generate()).isNotEqualTo(second.generate());
    }

    @Test
    void aRestoreWhileThreadsGenerateLosesNoIdAndRepeatsNone() throws Exception {
        MutableClock clock = new MutableClock(NOW);
        ObjectIdGenerator generator = ObjectIdGenerator.create(clock, new Random(5));
        long before = generator.processValue();

        List<ObjectId[]> perThread = generateWhile(generator, 3, 200_000, () -> {
            for (int restore = 0; restore < 20; restore++) {
                generator.afterRestore();
                Thread.yield();
            }
        });

        List<ObjectId> all = new ArrayList<>();
        for (ObjectId[] ids : perThread) {
            for (int i = 1; i < ids.length; i++) {
                if (ids[i].processValue() == ids[i - 1].processValue() && ids[i].compareTo(ids[i - 1]) <= 0) {
                    throw new AssertionError("a thread's id " + i + " " + ids[i] + " <= " + ids[i - 1]);
                }
            }
            all.addAll(List.of(ids));
        }
        assertThat(all).doesNotHaveDuplicates();
        assertThat(generator.processValue()).isNotEqualTo(before);
        assertThat(generator.generatedCount()).isEqualTo(3L * 200_000);
    }

    @Test
    void aFailedRestoreStopsGenerationUntilARestoreSucceedsAlsoWhenTheHookLogsAndGoesOn() {
        MutableClock clock = new MutableClock(NOW);
        Map<String, String> properties = new ConcurrentHashMap<>();
        ObjectIdGenerator generator = new ObjectIdGenerator(
                () -> clock.instant().getEpochSecond(),
                new Random(11)::nextLong,
                new ProcessValueSource(properties::get, name -> null));
        ObjectId before = generator.generate();

        properties.put(ObjectIdGenerator.PROCESS_VALUE_PROPERTY, "web-7"); // what the restored process was given
        try {
            generator.afterRestore();
            throw new AssertionError("the restore took an invalid process value");
        } catch (IllegalArgumentException logged) { // a hook that logs and goes on
            assertThat(logged).hasMessageStartingWith("Invalid ObjectId process value \"web-7\" in system property");
        }
        for (int attempt = 0; attempt < 3; attempt++) {
            assertThatIllegalStateException()
                    .as("never an id of the snapshot's process value")
                    .isThrownBy(generator::generate)
                    .withMessageStartingWith("No ObjectId can be generated: the process restored from a checkpoint "
                            + "has no valid process value")
                    .withMessageContaining(
                            "Invalid ObjectId process value \"web-7\" in system property " + "objectid.processValue")
                    .withCauseInstanceOf(IllegalArgumentException.class);
            assertThatIllegalStateException()
                    .isThrownBy(() -> generator.generate(NOW))
                    .withMessageContaining("\"web-7\"");
        }

        properties.put(ObjectIdGenerator.PROCESS_VALUE_PROPERTY, "0x2a"); // the operator fixes it
        ObjectId after = generator.generate();
        assertThat(after.processValue())
                .isEqualTo(42)
                .isNotEqualTo(before.processValue())
                .isEqualTo(generator.processTrace().processValue());
        assertThat(generator.processTrace().restored()).isPresent();
        assertThat(generator.generatedCount()).isEqualTo(2);
    }

    @Test
    void aFailedRestoreIsOverWhenAnotherRestoreSucceeds() {
        MutableClock clock = new MutableClock(NOW);
        Map<String, String> properties = new ConcurrentHashMap<>(Map.of(ObjectIdGenerator.PROCESS_VALUE_PROPERTY, "7"));
        ObjectIdGenerator generator = new ObjectIdGenerator(
                () -> clock.instant().getEpochSecond(),
                new Random(12)::nextLong,
                new ProcessValueSource(properties::get, name -> null));
        ObjectId before = generator.generate();

        properties.put(ObjectIdGenerator.PROCESS_VALUE_PROPERTY, "0x");
        assertThatIllegalArgumentException().isThrownBy(generator::afterRestore);
        assertThatIllegalStateException().isThrownBy(generator::generate);
        properties.remove(ObjectIdGenerator.PROCESS_VALUE_PROPERTY);
        generator.afterRestore();

        ObjectId after = generator.generate();
        assertThat(after.processValue()).as("drawn at random").isNotEqualTo(7).isNotEqualTo(before.processValue());
        assertThat(generator.processTrace().assigned()).isFalse();
    }

    @Test
    void manyRestoresWithoutAnIdDoNotMoveTheNextIdAheadOfTheClock() {
        MutableClock clock = new MutableClock(NOW);
        ObjectIdGenerator generator = ObjectIdGenerator.create(clock, new Random(13));
        ObjectId before = generator.generate();

        for (int restore = 0; restore < 3600; restore++) {
            generator.afterRestore();
        }
        ObjectId after = generator.generate();

        assertThat(after.epochSecond()).isEqualTo(NOW.getEpochSecond());
        assertThat(generator.secondsAheadOfClock()).isZero();
        assertThat(after).isNotEqualTo(before);
        assertThat(generator.generatedCount()).isEqualTo(2);
    }

    @Test
    void restoresWhileThreadsGenerateNeverStampAnIdAheadOfTheClockNorRepeatOne() throws Exception {
        MutableClock clock = new MutableClock(NOW);
        ObjectIdGenerator generator = ObjectIdGenerator.create(clock, new Random(14));

        List<ObjectId[]> perThread = generateWhile(generator, 3, 100_000, () -> {
            for (int restore = 0; restore < 1000; restore++) {
                generator.afterRestore();
            }
        });

        Set<ObjectId> all = new HashSet<>();
        for (ObjectId[] ids : perThread) {
            for (ObjectId id : ids) {
                assertThat(id.epochSecond()).as("%s", id).isEqualTo(NOW.getEpochSecond());
                assertThat(all.add(id)).as("%s repeated", id).isTrue();
            }
        }
        assertThat(generator.secondsAheadOfClock()).isZero();
        assertThat(generator.generate().epochSecond()).isEqualTo(NOW.getEpochSecond());
        assertThat(generator.generatedCount()).isEqualTo(3L * 100_000 + 1);
    }

    /** The ids {@code threads} threads generate, {@code perThread} each, while this thread runs {@code meanwhile}. */
    private static List<ObjectId[]> generateWhile(
            ObjectIdGenerator generator, int threads, int perThread, Runnable meanwhile) throws Exception {
        CyclicBarrier start = new CyclicBarrier(threads + 1);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<ObjectId[]>> results = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                results.add(pool.submit(() -> {
                    ObjectId[] ids = new ObjectId[perThread];
                    start.await();
                    for (int i = 0; i < perThread; i++) {
                        ids[i] = generator.generate();
                    }
                    return ids;
                }));
            }
            start.await();
            meanwhile.run();
            List<ObjectId[]> ids = new ArrayList<>();
            for (Future<ObjectId[]> result : results) {
                ids.add(result.get());
            }
            return ids;
        } finally {
            pool.shutdownNow();
        }
    }

    private static ObjectIdGenerator snapshotCopy(MutableClock clock) {
        AtomicInteger draws = new AtomicInteger();
        return new ObjectIdGenerator(
                () -> clock.instant().getEpochSecond(),
                () -> draws.getAndIncrement() == 0 ? 0x5eed5eed5e_123456L : SystemRandomness.nextLong(),
                ProcessValueSource.NONE);
    }

    private static String line(String text, String prefix) {
        return text.lines()
                .filter(l -> l.startsWith(prefix))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no line " + prefix + " in:\n" + text))
                .substring(prefix.length());
    }
}
