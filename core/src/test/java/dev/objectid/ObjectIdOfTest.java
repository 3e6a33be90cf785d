package dev.objectid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@link ObjectId#of(Instant, long, int)}: ids with chosen parts, for fixtures and seed data. */
class ObjectIdOfTest {

    private static final Instant T = Instant.parse("2024-05-01T12:00:00Z");

    @Test
    void thePartsGoWhereTheAccessorsReadThem() {
        ObjectId id = ObjectId.of(T, 0xa1b2c3d4e5L, 0x0f1e2d);

        assertThat(id).isEqualTo(ObjectId.parse("66322ec0a1b2c3d4e50f1e2d"));
        assertThat(id.timestamp()).isEqualTo(T);
        assertThat(id.processValue()).isEqualTo(0xa1b2c3d4e5L);
        assertThat(id.counter()).isEqualTo(0x0f1e2d);
    }

    @Test
    void theSameArgumentsGiveTheSameIdAndTheCounterOrdersIdsOfOneSecond() {
        assertThat(ObjectId.of(T, 7, 1)).isEqualTo(ObjectId.of(T, 7, 1)).hasToString("66322ec00000000007000001");
        assertThat(ObjectId.of(T, 7, 1))
                .isLessThan(ObjectId.of(T, 7, 2))
                .isLessThan(ObjectId.of(T.plusSeconds(1), 0, 0));
    }

    @Test
    void thePartBelowTheSecondIsDropped() {
        assertThat(ObjectId.of(T.plusMillis(999), 0, 0)).isEqualTo(ObjectId.minFor(T));
    }

    @Test
    void everyPartTakesItsWholeRange() {
        assertThat(ObjectId.of(Instant.EPOCH, 0, 0)).hasToString("000000000000000000000000");
        assertThat(ObjectId.of(Instant.parse("2106-02-07T06:28:15.999Z"), (1L << 40) - 1, (1 << 24) - 1))
                .hasToString("ffffffffffffffffffffffff");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "1969-12-31T23:59:59.999Z | 0 | 0 | time 1969-12-31T23:59:59.999Z is outside the range of an ObjectId"
                        + " timestamp, 1970-01-01T00:00:00Z .. 2106-02-07T06:28:15Z",
                "2106-02-07T06:28:16Z | 0 | 0 | time 2106-02-07T06:28:16Z is outside the range of an ObjectId timestamp,"
                        + " 1970-01-01T00:00:00Z .. 2106-02-07T06:28:15Z",
                "2024-05-01T12:00:00Z | -1 | 0 | processValue -1 is outside the range of the 5-byte process value,"
                        + " 0 .. 1099511627775 (0xffffffffff)",
                "2024-05-01T12:00:00Z | 1099511627776 | 0 | processValue 1099511627776 is outside the range of the 5-byte"
                        + " process value, 0 .. 1099511627775 (0xffffffffff)",
                "2024-05-01T12:00:00Z | 0 | -1 | counter -1 is outside the range of the 3-byte counter, 0 .. 16777215"
                        + " (0xffffff)",
                "2024-05-01T12:00:00Z | 0 | 16777216 | counter 16777216 is outside the range of the 3-byte counter,"
                        + " 0 .. 16777215 (0xffffff)",
            })
    void aPartOutOfRangeIsNamedWithItsValueAndItsRange(Instant time, long processValue, int counter, String message) {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> ObjectId.of(time, processValue, counter))
                .withMessage(message);
    }

    @Test
    void aNullTimeIsNamed() {
        assertThatNullPointerException()
                .isThrownBy(() -> ObjectId.of(null, 0, 0))
                .withMessage("time");
    }

    /** The same bytes as the MongoDB driver's id built from the same 12 bytes. */
    @Test
    void theDriverReadsTheSamePartsBack() {
        ObjectId id = ObjectId.of(T, 0xa1b2c3d4e5L, 12345);
        org.bson.types.ObjectId driver = new org.bson.types.ObjectId(id.toByteArray());

        assertThat(driver.getTimestamp()).isEqualTo(T.getEpochSecond());
        assertThat(driver.toHexString()).isEqualTo(id.toHexString());
    }
}
