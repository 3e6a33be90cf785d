package dev.objectid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Ids made for another second by {@link ObjectIdGenerator#generate(Instant)}, beside the ids made now. */
class BackDatedIdsTest {

    private static final int COUNTER_SPACE = 1 << 24;
    private static final Instant NOW = Instant.parse("2026-11-22T10:15:30.250Z");
    private static final Instant THEN = Instant.parse("2020-02-29T23:59:59Z");

    @Test
    void oneSecondTakesMoreThanTwoToTheTwentyThreeIdsWhileIdsAreGeneratedEverySecond() {
        MutableClock clock = new MutableClock(NOW);
        ObjectIdGenerator generator = ObjectIdGenerator.create(clock, new Random(11));

        assertNoRepeat(generator, 8_400_000, () -> {
            clock.step(Duration.ofSeconds(1));
            generator.generate();
        });
    }

    @Test
    void objectIdGenerateTakesMoreThanTwoToTheTwentyThreeIdsForOneSecond() {
        assertNoRepeat(ObjectIdGenerator.shared(), 8_400_000, ObjectId::generate);
    }

    @Test
    void oneSecondTakesTwoToTheTwentyFourIdsAndThenRefusesWithoutTouchingTheIdsOfNow() {
        MutableClock clock = new MutableClock(NOW);
        ObjectIdGenerator generator = ObjectIdGenerator.create(clock, new Random(13));

        assertNoRepeat(generator, COUNTER_SPACE, () -> {});

        assertThatIllegalStateException()
                .isThrownBy(() -> generator.generate(THEN))
                .withMessageStartingWith("No more ObjectIds for 2020-02-29T23:59:59Z: ")
                .withMessageContaining("16777216 of them have been made since the first one for that second")
                .withMessageContaining("One second holds at most 16777216 such ids");
        assertThatIllegalStateException().as("refused again, never carried").isThrownBy(() -> generator.generate(THEN));
        assertThat(generator.generate(THEN.plusSeconds(1)).epochSecond()).isEqualTo(THEN.getEpochSecond() + 1);
        ObjectId now = generator.generate();
        assertThat(now.epochSecond())
                .as("back-dated ids take nothing from the ids of now")
                .isEqualTo(NOW.getEpochSecond());
        assertThat(generator.secondsAheadOfClock()).isZero();
        assertThat(generator.generatedCount()).isEqualTo(COUNTER_SPACE + 2L);
    }

    @Test
    void aSecondTakenUpAgainAfterTwoToTheTwentyFourIdsOfOtherSecondsIsRefusedNotRepeated() {
        MutableClock clock = new MutableClock(NOW);
        ObjectIdGenerator generator = ObjectIdGenerator.create(clock, new Random(14));
        Instant first = THEN.minusSeconds(1);
        generator.generate(first);
        for (int second = 0; second < 4096; second++) { // in time order, as a re-keying makes them: never refused
            for (int i = 0; i < 4096; i++) {
                generator.generate(THEN.plusSeconds(second));
            }
        }

        assertThatIllegalStateException()
                .isThrownBy(() -> generator.generate(first))
                .withMessageContaining("No more ObjectIds for 2020-02-29T23:59:58Z");
        assertThatIllegalStateException()
                .as("forgotten among many seconds, still known to be used")
                .isThrownBy(() -> generator.generate(THEN.plusSeconds(7)));
        assertThat(generator.generate(THEN.plusSeconds(4096)).epochSecond()).isEqualTo(THEN.getEpochSecond() + 4096);
    }

    @Test
    void idsOfManySecondsInRandomOrderNeverRepeat() {
        MutableClock clock = new MutableClock(NOW);
        ObjectIdGenerator generator = ObjectIdGenerator.create(clock, new Random(15));
        Random seconds = new Random(16);
        int ids = 1_000_000;
        long[] made = new long[ids];
        for (int i = 0; i < ids; i++) {
            int second = seconds.nextInt(20_000); // far more seconds than are remembered one by one
            ObjectId id = generator.generate(THEN.minusSeconds(second));
            made[i] = (long) second << 24 | id.counter();
        }
        Arrays.sort(made);
        for (int i = 1; i < ids; i++) {
            if (made[i] == made[i - 1]) {
                throw new AssertionError(
                        "second " + THEN.minusSeconds(made[i] >>> 24) + ", counter " + (made[i] & 0xFFFFFF) + " twice");
            }
        }
    }

    @Test
    void secondsFromTheStartOnAreTheIdsOfNowAndNoIdOfNowIsStampedBeforeTheStart() {
        MutableClock clock = new MutableClock(NOW);
        ObjectIdGenerator generator = ObjectIdGenerator.create(clock, new Random(17));

        ObjectId now = generator.generate();
        ObjectId backDatedToNow = generator.generate(NOW);
        assertThat(backDatedToNow.counter())
                .as("the next counter of the ids of now")
                .isEqualTo(now.counter() + 1);

        clock.step(Duration.ofHours(-1));
        ObjectId afterStep = generator.generate();
        ObjectId hourAgo = generator.generate(clock.instant());
        assertThat(afterStep.epochSecond()).isEqualTo(NOW.getEpochSecond());
        assertThat(hourAgo.epochSecond()).isEqualTo(NOW.getEpochSecond() - 3600);
    }

    @Test
    void aNewGeneratorsFirstIdIsNotStampedBeforeItsStartWhenTheClockStepsBackFirst() {
        MutableClock clock = new MutableClock(NOW);
        ObjectIdGenerator generator = ObjectIdGenerator.create(clock, new Random(18));
        ObjectId before = generator.generate(NOW.minusSeconds(10));

        clock.step(Duration.ofSeconds(-10));
        ObjectId first = generator.generate();

        assertThat(first.epochSecond()).as("the second it started at").isEqualTo(NOW.getEpochSecond());
        assertThat(first).isNotEqualTo(before);
        assertThat(generator.secondsAheadOfClock()).isEqualTo(10);
    }

    @Test
    void afterARestoreBackDatedIdsCarryTheNewProcessValueAndAreCounted() {
        MutableClock clock = new MutableClock(NOW);
        ObjectIdGenerator generator = ObjectIdGenerator.create(clock, new Random(19));
        ObjectId before = generator.generate(THEN);

        generator.afterRestore();
        ObjectId after = generator.generate(THEN);

        assertThat(after.processValue()).isEqualTo(generator.processValue()).isNotEqualTo(before.processValue());
        assertThat(after.epochSecond()).isEqualTo(THEN.getEpochSecond());
        assertThat(generator.generatedCount()).isEqualTo(2);
    }

    /**
     * Makes {@code ids} ids for {@link #THEN}, calling {@code everyThousand} after every thousandth, and fails on the
     * first counter seen twice: process value and second are the same for all of them, so the counter tells them apart.
     */
    private static void assertNoRepeat(ObjectIdGenerator generator, int ids, Runnable everyThousand) {
        BitSet seen = new BitSet(COUNTER_SPACE);
        long processValue = generator.processValue();
        for (int i = 1; i <= ids; i++) {
            ObjectId id = generator.generate(THEN);
            if (id.epochSecond() != THEN.getEpochSecond() || id.processValue() != processValue) {
                throw new AssertionError("id " + i + " " + id + " is not of " + THEN + " and this process");
            }
            if (seen.get(id.counter())) {
                throw new AssertionError("id " + i + " " + id + " repeats an earlier id");
            }
            seen.set(id.counter());
            if (i % 1000 == 0) {
                everyThousand.run();
            }
        }
    }
}
