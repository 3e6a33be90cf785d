package dev.objectid.cli.importer.map;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class KnownKeysTest {

    private static byte[] id(int n) {
        return ObjectId.of(Instant.ofEpochSecond(1_700_000_000L + n / 1000), 0x0102030405L, n)
                .toByteArray();
    }

    @Test
    void keepsEveryKeyAddedAndNoOther() {
        KnownKeys keys = new KnownKeys();
        for (int n = 0; n < 100_000; n += 2) {
            keys.add(id(n));
        }
        keys.add(null);

        assertThat(keys.complete()).isTrue();
        List<Integer> wrong = new ArrayList<>();
        for (int n = 0; n < 100_000; n++) {
            if (keys.contains(id(n)) != (n % 2 == 0)) {
                wrong.add(n);
            }
        }
        assertThat(wrong).isEmpty();
    }

    @Test
    void mergedSetsHoldTheKeysOfBoth() {
        KnownKeys first = new KnownKeys();
        KnownKeys second = new KnownKeys();
        first.add(id(1));
        second.add(id(2));

        first.addAll(second);

        assertThat(first.contains(id(1))).isTrue();
        assertThat(first.contains(id(2))).isTrue();
        assertThat(first.contains(id(3))).isFalse();
    }

    @Test
    void pastItsLimitItGivesUpAndSaysSo() {
        KnownKeys keys = new KnownKeys(3);
        for (int n = 0; n < 3; n++) {
            keys.add(id(n));
        }
        assertThat(keys.complete()).isTrue();

        keys.add(id(3));

        assertThat(keys.complete()).isFalse();
        assertThat(keys.contains(id(0)))
                .as("an incomplete set vouches for nothing")
                .isFalse();
    }

    @Test
    void aKeyThatIsNotTwelveBytesMakesItIncomplete() {
        KnownKeys keys = new KnownKeys();
        keys.add(id(1));

        keys.add("not-an-objectid");

        assertThat(keys.complete()).isFalse();
    }

    @Test
    void anIncompleteSetMakesTheSetItIsMergedIntoIncomplete() {
        KnownKeys whole = new KnownKeys();
        KnownKeys givenUp = new KnownKeys(0);
        givenUp.add(id(1));

        whole.addAll(givenUp);

        assertThat(whole.complete()).isFalse();
    }

    @Test
    void pastItsShareOfTheHeapItGivesUpAndHandsItsMemoryBack() {
        long share = (1 << 16) * (long) KnownKeys.SLOT_BYTES;
        KnownKeys.Budget budget = new KnownKeys.Budget(share);
        KnownKeys keys = new KnownKeys(budget);
        for (int i = 0; i < 8_000; i++) {
            keys.add(id(i));
        }
        assertThat(keys.complete()).isTrue();

        for (int i = 8_000; i < 100_000; i++) {
            keys.add(id(i));
        }

        assertThat(keys.complete()).isFalse();
        assertThat(keys.contains(id(1))).isFalse();
        assertThat(budget.left()).isEqualTo(share);
    }

    @Test
    void setsSharingABudgetGiveUpWhenTogetherTheyReachIt() {
        KnownKeys.Budget budget = new KnownKeys.Budget((1 << 16) * (long) KnownKeys.SLOT_BYTES);
        KnownKeys first = new KnownKeys(budget);
        KnownKeys second = new KnownKeys(budget);
        for (int i = 0; i < 12_000; i++) {
            first.add(id(i));
        }

        for (int i = 12_000; i < 30_000; i++) {
            second.add(id(i));
        }

        assertThat(first.complete()).isTrue();
        assertThat(second.complete()).isFalse();
    }

    @Test
    void aSetMergedIntoAnotherHandsItsMemoryBack() {
        KnownKeys.Budget budget = new KnownKeys.Budget(1L << 30);
        KnownKeys first = new KnownKeys(budget);
        KnownKeys second = new KnownKeys(budget);
        for (int i = 0; i < 5_000; i++) {
            second.add(id(i));
        }
        long before = budget.left();

        first.addAll(second);

        assertThat(first.contains(id(4_999))).isTrue();
        assertThat(budget.left()).isGreaterThan(before);
    }
}
