package dev.objectid;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.Date;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The proof of compatibility: this library and the MongoDB Java driver ({@code org.mongodb:bson}) agree on the hex
 * form, the bytes, the (unsigned) time and the order of every id, and read each other's ids.
 */
class MongoDriverDifferentialTest {

    private static final int RANDOM_IDS = 100_000;
    private static final long[] EDGE_TIMESTAMPS = {0L, 0x7FFF_FFFFL, 0x8000_0000L, 0xFFFF_FFFFL};

    @Test
    void randomIdsAgreeOnHexBytesTimeAndOrder() {
        SplittableRandom random = new SplittableRandom(20261122L);
        byte[] previous = randomBytes(random);
        for (int i = 0; i < RANDOM_IDS; i++) {
            byte[] bytes = randomBytes(random);
            assertAgree(bytes, previous);
            previous = bytes;
        }
    }

    @Test
    void edgeTimestampsAgree() {
        SplittableRandom random = new SplittableRandom(7L);
        for (long timestamp : EDGE_TIMESTAMPS) {
            for (long other : EDGE_TIMESTAMPS) {
                byte[] bytes = randomBytes(random);
                byte[] otherBytes = randomBytes(random);
                writeTimestamp(bytes, timestamp);
                writeTimestamp(otherBytes, other);
                assertAgree(bytes, otherBytes);
                assertThat(ObjectId.fromBytes(bytes).epochSecond()).isEqualTo(timestamp);
            }
        }
    }

    @Test
    void minForMatchesTheDriversSmallestIdOfADate() {
        for (long second : new long[] {0L, 1L, 1_700_000_000L, 0x7FFF_FFFFL, 0x8000_0000L, 0xFFFF_FFFFL}) {
            Instant time = Instant.ofEpochSecond(second, 999_000_000);
            org.bson.types.ObjectId theirs = org.bson.types.ObjectId.getSmallestWithDate(Date.from(time));
            assertThat(ObjectId.minFor(time).toByteArray()).containsExactly(theirs.toByteArray());
        }
    }

    @Test
    void generatedIdsCrossOverBothWays() {
        for (int i = 0; i < 10_000; i++) {
            ObjectId ours = ObjectId.generate();
            org.bson.types.ObjectId readByTheDriver = new org.bson.types.ObjectId(ours.toHexString());
            assertThat(readByTheDriver.toByteArray()).containsExactly(ours.toByteArray());
            assertThat(readByTheDriver.getDate().toInstant()).isEqualTo(ours.timestamp());

            org.bson.types.ObjectId theirs = new org.bson.types.ObjectId();
            ObjectId readByUs = ObjectId.parse(theirs.toHexString());
            assertThat(readByUs.toByteArray()).containsExactly(theirs.toByteArray());
            assertThat(ObjectId.fromBytes(theirs.toByteArray())).isEqualTo(readByUs);
        }
    }

    @Test
    void whereWeDifferTheDriverRepeatsAnIdAfterTwoToTheTwentyFourIdsOfOneSecondAndWeDoNot() {
        java.util.Date second = new java.util.Date(1_700_000_000_000L);
        org.bson.types.ObjectId first = new org.bson.types.ObjectId(second);
        org.bson.types.ObjectId last = first;
        for (int i = 0; i < 1 << 24; i++) {
            last = new org.bson.types.ObjectId(second);
        }
        assertThat(last).as("the driver's counter wrapped: the same id again").isEqualTo(first);

        ObjectIdGenerator ours = ObjectIdGenerator.create(
                java.time.Clock.fixed(second.toInstant(), java.time.ZoneOffset.UTC), new java.util.Random(1));
        ObjectId oursFirst = ours.generate();
        ObjectId oursLast = oursFirst;
        for (int i = 0; i < 1 << 24; i++) {
            oursLast = ours.generate();
        }
        assertThat(oursLast).as("ours carried into the next second").isGreaterThan(oursFirst);
        assertThat(oursLast.epochSecond()).isEqualTo(oursFirst.epochSecond() + 1);
    }

    private static void assertAgree(byte[] bytes, byte[] otherBytes) {
        ObjectId ours = ObjectId.fromBytes(bytes);
        org.bson.types.ObjectId theirs = new org.bson.types.ObjectId(bytes);
        ObjectId oursOther = ObjectId.fromBytes(otherBytes);
        org.bson.types.ObjectId theirsOther = new org.bson.types.ObjectId(otherBytes);

        assertThat(ours.toHexString()).isEqualTo(theirs.toHexString());
        assertThat(ours.toByteArray()).containsExactly(theirs.toByteArray());
        assertThat(ObjectId.parse(theirs.toHexString())).isEqualTo(ours);
        assertThat(new org.bson.types.ObjectId(ours.toHexString())).isEqualTo(theirs);
        assertThat(ours.timestamp()).isEqualTo(theirs.getDate().toInstant());
        assertThat(Integer.signum(ours.compareTo(oursOther))).isEqualTo(Integer.signum(theirs.compareTo(theirsOther)));
        assertThat(ours.equals(oursOther)).isEqualTo(theirs.equals(theirsOther));
    }

    private static byte[] randomBytes(SplittableRandom random) {
        byte[] bytes = new byte[ObjectId.BYTES];
        random.nextBytes(bytes);
        return bytes;
    }

    private static void writeTimestamp(byte[] bytes, long timestamp) {
        bytes[0] = (byte) (timestamp >>> 24);
        bytes[1] = (byte) (timestamp >>> 16);
        bytes[2] = (byte) (timestamp >>> 8);
        bytes[3] = (byte) timestamp;
    }
}
