package dev.objectid;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
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
