package dev.objectid.cli.importer.read;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Arrays handed back are taken again when long enough; a full pool leaves the rest to the collector. */
class ArrayPoolTest {

    @Test
    void takesAnArrayHandedBackWhenItIsLongEnough() {
        ArrayPool arrays = new ArrayPool(2);
        byte[] given = new byte[64];
        arrays.give(given);

        assertThat(arrays.take(64)).isSameAs(given);
        assertThat(arrays.take(64)).isNotSameAs(given).hasSize(64);
    }

    @Test
    void aShorterArrayIsNotTakenForALongerNeed() {
        ArrayPool arrays = new ArrayPool(2);
        byte[] given = new byte[16];
        arrays.give(given);

        byte[] taken = arrays.take(32);

        assertThat(taken).isNotSameAs(given).hasSize(32);
    }

    @Test
    void keepsNoMoreThanItsCapacity() {
        ArrayPool arrays = new ArrayPool(1);
        byte[] first = new byte[8];
        byte[] second = new byte[8];
        arrays.give(first);
        arrays.give(second);

        assertThat(arrays.take(8)).isSameAs(first);
        assertThat(arrays.take(8)).isNotSameAs(second);
    }
}
