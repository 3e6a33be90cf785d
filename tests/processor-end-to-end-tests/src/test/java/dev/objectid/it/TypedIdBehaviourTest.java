package dev.objectid.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.objectid.ObjectId;
import dev.objectid.TypedIdType;
import dev.objectid.TypedObjectId;
import dev.objectid.it.shop.CustomerId;
import dev.objectid.it.shop.OrderId;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.time.Instant;
import java.util.Arrays;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The typed id the processor generated for {@code Order}, as the build compiled it: its API and its contract,
 * checked against {@link ObjectId} and against the bytes on many random ids.
 */
class TypedIdBehaviourTest {

    private static final int SAMPLES = 2_000;
    private final Random random = new Random(12);

    @Test
    void theClassIsAFinalComparableSerializableValue() throws Exception {
        assertThat(Modifier.isFinal(OrderId.class.getModifiers())).isTrue();
        assertThat(Comparable.class).isAssignableFrom(OrderId.class);
        assertThat(Serializable.class).isAssignableFrom(OrderId.class);
        assertThat(OrderId.class.getConstructors()).isEmpty();
        assertThat(OrderId.class.getSuperclass()).isEqualTo(TypedObjectId.class);
        for (Class<?> type = OrderId.class; type != Object.class; type = type.getSuperclass()) {
            for (Field field : type.getDeclaredFields()) {
                assertThat(Modifier.isFinal(field.getModifiers()))
                        .as(field.getName())
                        .isTrue();
            }
        }
    }

    /** The integrations wrap ids through the description the class gives itself, which no reflection finds. */
    @Test
    void theTypedIdDescribesItself() {
        ObjectId objectId = ObjectId.generate();

        assertThat(TypedIdType.of(OrderId.class)).isSameAs(OrderId.TYPE);
        assertThat(OrderId.TYPE.wrap(objectId)).isEqualTo(OrderId.of(objectId));
        assertThat(OrderId.TYPE.unwrap(OrderId.of(objectId))).isSameAs(objectId);
        assertThat(OrderId.parse(objectId.toHexString())).isEqualTo(OrderId.of(objectId));
    }

    @Test
    void hexFormRoundTripsAndIsTheObjectIdsLowerCaseHex() {
        for (int i = 0; i < SAMPLES; i++) {
            ObjectId objectId = randomObjectId();
            OrderId id = OrderId.of(objectId);

            assertThat(id.toString()).isEqualTo(objectId.toHexString()).matches("[0-9a-f]{24}");
            assertThat(OrderId.valueOf(id.toString())).isEqualTo(id);
            assertThat(OrderId.valueOf(id.toString().toUpperCase(Locale.ROOT))).isEqualTo(id);
            assertThat(id.toObjectId()).isSameAs(objectId);
        }
    }

    @Test
    void bytesRoundTripAndAreCopies() {
        for (int i = 0; i < SAMPLES; i++) {
            ObjectId objectId = randomObjectId();
            OrderId id = OrderId.fromBytes(objectId.toByteArray());

            byte[] bytes = id.toByteArray();
            assertThat(bytes).containsExactly(objectId.toByteArray());
            bytes[0] ^= 1;
            assertThat(id.toByteArray()).containsExactly(objectId.toByteArray());
        }
    }

    @Test
    void orderIsUnsignedByteOrderLikeTheDatabaseAndConsistentWithEquals() {
        for (int i = 0; i < SAMPLES; i++) {
            ObjectId left = randomObjectId();
            ObjectId right = random.nextInt(10) == 0 ? ObjectId.fromBytes(left.toByteArray()) : randomObjectId();
            OrderId a = OrderId.of(left);
            OrderId b = OrderId.of(right);

            int bytes = Integer.signum(Arrays.compareUnsigned(left.toByteArray(), right.toByteArray()));
            assertThat(Integer.signum(a.compareTo(b))).isEqualTo(bytes);
            assertThat(Integer.signum(b.compareTo(a))).isEqualTo(-bytes);
            assertThat(a.equals(b)).isEqualTo(bytes == 0);
            if (bytes == 0) {
                assertThat(a.hashCode()).isEqualTo(b.hashCode());
            }
        }
    }

    @Test
    void idsOfDifferentEntitiesAreNeverEqual() {
        ObjectId objectId = ObjectId.generate();

        assertThat(OrderId.of(objectId)).isNotEqualTo(CustomerId.of(objectId)).isNotEqualTo(objectId);
    }

    @Test
    void minForAndMaxForBracketEveryIdOfTheirSecond() {
        for (int i = 0; i < SAMPLES; i++) {
            Instant time = Instant.ofEpochSecond(random.nextInt(Integer.MAX_VALUE), random.nextInt(1_000_000_000));
            OrderId id = OrderId.of(ObjectId.generate(time));

            assertThat(OrderId.minFor(time)).isLessThanOrEqualTo(id);
            assertThat(OrderId.maxFor(time)).isGreaterThanOrEqualTo(id);
            assertThat(OrderId.maxFor(time.minusSeconds(1))).isLessThan(OrderId.minFor(time));
            assertThat(id.timestamp()).isEqualTo(Instant.ofEpochSecond(time.getEpochSecond()));
        }
    }

    @Test
    void generatedIdsIncrease() {
        OrderId previous = OrderId.generate();
        for (int i = 0; i < SAMPLES; i++) {
            OrderId next = OrderId.generate();
            assertThat(next).isGreaterThan(previous);
            previous = next;
        }
    }

    @Test
    void badInputFailsWithAMessageThatSaysWhy() {
        assertThatNullPointerException().isThrownBy(() -> OrderId.of(null)).withMessage("value");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> OrderId.valueOf("6632217f8a5d3e0001a0b1"))
                .withMessage("Invalid OrderId \"6632217f8a5d3e0001a0b1\": length is 22, expected 24 hexadecimal digits"
                        + " (0-9, a-f, A-F)");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> OrderId.parse("6632217f8a5d3e0001a0b1c!"))
                .withMessage("Invalid OrderId \"6632217f8a5d3e0001a0b1c!\": character '!' (U+0021) at index 23 is"
                        + " not a hexadecimal digit; expected 24 of 0-9, a-f, A-F");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> OrderId.valueOf(null))
                .withMessage("Invalid OrderId: null; expected 24 hexadecimal digits");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> OrderId.fromBytes(new byte[11]))
                .withMessageContaining("expected exactly 12");
        assertThatIllegalArgumentException().isThrownBy(() -> OrderId.minFor(Instant.parse("1969-12-31T23:59:59Z")));
    }

    @Test
    void serializationKeepsTheValueAndRejectsAStreamWithout() throws Exception {
        OrderId id = OrderId.generate();

        assertThat(deserialize(serialize(id))).isEqualTo(id);

        Field value = TypedObjectId.class.getDeclaredField("value");
        value.setAccessible(true);
        OrderId broken = OrderId.generate();
        value.set(broken, null);
        byte[] stream = serialize(broken);
        assertThatThrownBy(() -> deserialize(stream))
                .isInstanceOf(InvalidObjectException.class)
                .hasMessage("dev.objectid.it.shop.OrderId without a value");
    }

    /** The processor tells its own typed ids from hand-written ones in later builds by this constant. */
    @Test
    void theClassFileCarriesTheProcessorsMarker() throws Exception {
        Field marker = OrderId.class.getDeclaredField("GENERATED_BY");

        assertThat(Modifier.isPrivate(marker.getModifiers()) && Modifier.isStatic(marker.getModifiers()))
                .isTrue();
        marker.setAccessible(true);
        assertThat(marker.get(null)).isEqualTo("dev.objectid.processor.ObjectIdProcessor");
    }

    private ObjectId randomObjectId() {
        byte[] bytes = new byte[ObjectId.BYTES];
        random.nextBytes(bytes);
        if (random.nextInt(8) == 0) {
            bytes[0] = (byte) 0xff; // timestamps past 2038, where a signed comparison would go wrong
        }
        return ObjectId.fromBytes(bytes);
    }

    private static byte[] serialize(Object value) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(value);
        }
        return bytes.toByteArray();
    }

    private static Object deserialize(byte[] bytes) throws Exception {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            return in.readObject();
        }
    }
}
