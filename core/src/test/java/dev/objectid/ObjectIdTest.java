package dev.objectid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ObjectIdTest {

    @Test
    void everyDigitValueInEveryPositionIsWrittenAsHexFormatWritesIt() {
        HexFormat hex = HexFormat.of();
        for (int position = 0; position < 8; position++) {
            for (int digit = 0; digit < 16; digit++) {
                int others = (position % 2 == 0 ? 0x0A00_000F : 0x9000_0005) & ~(0xF << 4 * position);
                int value = digit << 4 * position | others;
                byte[] written = new byte[8];
                long digits = ObjectId.hexDigits(value);
                for (int i = 0; i < 8; i++) {
                    written[i] = (byte) (digits >>> 8 * (7 - i));
                }
                assertThat(new String(written, java.nio.charset.StandardCharsets.US_ASCII))
                        .as("digit %x at position %d", digit, position)
                        .isEqualTo(hex.toHexDigits(value));
            }
        }
        byte[] bytes = hex.parseHex("00ff10a9b8c7d6e5f4030201");
        assertThat(ObjectId.fromBytes(bytes).toHexString()).isEqualTo("00ff10a9b8c7d6e5f4030201");
    }

    private static final String HEX = "507f1f77bcf86cd799439011";

    @Test
    void parsesAndFormatsTheHexForm() {
        ObjectId id = ObjectId.parse(HEX);

        assertThat(id.toHexString()).isEqualTo(HEX);
        assertThat(id).hasToString(HEX);
        assertThat(ObjectId.valueOf(HEX)).isEqualTo(id);
        assertThat(ObjectId.parse(HEX.toUpperCase())).isEqualTo(id);
        assertThat(id.toByteArray()).containsExactly(HexFormat.of().parseHex(HEX));
    }

    @Test
    void theWrongLengthIsNamedInTheMessage() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> ObjectId.parse("507f1f77"))
                .withMessage(
                        "Invalid ObjectId \"507f1f77\": length is 8, expected 24 hexadecimal digits (0-9, a-f, A-F)");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> ObjectId.parse(""))
                .withMessageContaining("length is 0");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> ObjectId.parse(" " + HEX))
                .withMessageContaining("length is 25");
    }

    @Test
    void theFirstBadCharacterAndItsIndexAreNamedInTheMessage() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> ObjectId.parse("507f1f77bcf86cd79943901g"))
                .withMessage("Invalid ObjectId \"507f1f77bcf86cd79943901g\": character 'g' (U+0067) at index 23"
                        + " is not a hexadecimal digit; expected 24 of 0-9, a-f, A-F");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> ObjectId.parse("-07f1f77bcf86cd79943901x"))
                .withMessageContaining("'-' (U+002D) at index 0");
        // An Arabic-Indic digit three is a digit to Character.digit, never to us
        assertThatIllegalArgumentException()
                .isThrownBy(() -> ObjectId.parse("507f1f77bcf86cd79943901\u0663"))
                .withMessageContaining("character U+0663 at index 23");
        // A fullwidth 'A' likewise
        assertThatIllegalArgumentException()
                .isThrownBy(() -> ObjectId.parse("\uFF21" + HEX.substring(1)))
                .withMessageContaining("character U+FF21 at index 0");
    }

    @Test
    void aParseFailureKeepsTheTextItWasGivenUncut() {
        String long60 = "x".repeat(60);
        assertThatExceptionOfType(ObjectIdFormatException.class)
                .isThrownBy(() -> ObjectId.parse(long60))
                .withMessageContaining("(20 more characters)")
                .satisfies(e -> assertThat(e.input()).isEqualTo(long60));
        assertThatExceptionOfType(ObjectIdFormatException.class)
                .isThrownBy(() -> ObjectId.valueOf("zz" + HEX))
                .satisfies(e -> assertThat(e.input()).isEqualTo("zz" + HEX));
        assertThatExceptionOfType(ObjectIdFormatException.class)
                .isThrownBy(() -> ObjectId.parse(new StringBuilder(HEX).replace(5, 6, "g")))
                .satisfies(e -> assertThat(e.input()).isEqualTo(HEX.substring(0, 5) + "g" + HEX.substring(6)));
        assertThatExceptionOfType(ObjectIdFormatException.class)
                .isThrownBy(() -> ObjectId.parse(null))
                .satisfies(e -> assertThat(e.input()).isNull());
        assertThat(ObjectIdFormatException.EXPECTED).isEqualTo("24 hexadecimal digits (0-9, a-f, A-F)");
    }

    @Test
    void nullIsRejectedByParseAndInvalidToIsValid() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> ObjectId.parse(null))
                .withMessageContaining("null");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> ObjectId.valueOf(null))
                .withMessageContaining("null");
        assertThat(ObjectId.isValid(null)).isFalse();
    }

    @Test
    void isValidAcceptsExactlyTwentyFourAsciiHexDigits() {
        assertThat(ObjectId.isValid(HEX)).isTrue();
        assertThat(ObjectId.isValid(HEX.toUpperCase())).isTrue();
        assertThat(ObjectId.isValid(HEX + "0")).isFalse();
        assertThat(ObjectId.isValid(HEX.substring(1))).isFalse();
        assertThat(ObjectId.isValid(HEX.replace('5', 'g'))).isFalse();
        assertThat(ObjectId.isValid(new StringBuilder(HEX))).isTrue();
    }

    @Test
    void fromBytesTakesExactlyTwelveBytesAndCopiesThem() {
        byte[] bytes = HexFormat.of().parseHex(HEX);
        ObjectId id = ObjectId.fromBytes(bytes);
        bytes[0] = 0;

        assertThat(id.toHexString()).isEqualTo(HEX);
        byte[] out = id.toByteArray();
        out[0] = 0;
        assertThat(id.toHexString()).isEqualTo(HEX);

        assertThatIllegalArgumentException()
                .isThrownBy(() -> ObjectId.fromBytes(new byte[11]))
                .withMessage("Invalid ObjectId: 11 bytes (0x0000000000000000000000), expected exactly 12");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> ObjectId.fromBytes(new byte[13]))
                .withMessageContaining("13 bytes");
        assertThatNullPointerException()
                .isThrownBy(() -> ObjectId.fromBytes(null))
                .withMessage("bytes");
    }

    @Test
    void theTimestampIsUnsigned() {
        assertThat(ObjectId.parse("000000000000000000000000").timestamp()).isEqualTo(Instant.EPOCH);
        assertThat(ObjectId.parse("7fffffff0000000000000000").timestamp())
                .isEqualTo(Instant.parse("2038-01-19T03:14:07Z"));
        assertThat(ObjectId.parse("800000000000000000000000").timestamp())
                .isEqualTo(Instant.parse("2038-01-19T03:14:08Z"));
        assertThat(ObjectId.parse("ffffffff0000000000000000").timestamp())
                .isEqualTo(Instant.parse("2106-02-07T06:28:15Z"));
        assertThat(ObjectId.parse("ffffffff0000000000000000").epochSecond()).isEqualTo(0xFFFF_FFFFL);
    }

    @Test
    void minForAndMaxForBoundASecond() {
        Instant time = Instant.parse("2024-05-01T12:00:00.750Z");

        assertThat(ObjectId.minFor(time).toHexString()).isEqualTo("66322ec00000000000000000");
        assertThat(ObjectId.maxFor(time).toHexString()).isEqualTo("66322ec0ffffffffffffffff");
        assertThat(ObjectId.minFor(time).timestamp()).isEqualTo(Instant.parse("2024-05-01T12:00:00Z"));
    }

    @Test
    void theTextOfTheRangeIsThatOfTheFirstAndLastSecond() {
        assertThat(ObjectId.TIMESTAMP_RANGE)
                .isEqualTo(Instant.EPOCH + " .. " + Instant.ofEpochSecond(ObjectId.MAX_EPOCH_SECOND));
        assertThat(ObjectId.MAX_EPOCH_SECOND).isEqualTo((1L << 32) - 1);
    }

    @Test
    void minForAndMaxForCoverTheWholeRangeAndNoMore() {
        assertThat(ObjectId.minFor(Instant.EPOCH).toHexString()).isEqualTo("000000000000000000000000");
        assertThat(ObjectId.maxFor(Instant.parse("2106-02-07T06:28:15.999999999Z"))
                        .toHexString())
                .isEqualTo("ffffffffffffffffffffffff");
        assertThat(ObjectId.minFor(Instant.parse("2038-01-19T03:14:08Z")).toHexString())
                .isEqualTo("800000000000000000000000");

        // Half a second before 1970 floors to -1, which an ObjectId cannot hold: no silent truncation to 0.
        assertThatIllegalArgumentException()
                .isThrownBy(() -> ObjectId.minFor(Instant.parse("1969-12-31T23:59:59.500Z")))
                .withMessage("Instant 1969-12-31T23:59:59.500Z is outside the range of an ObjectId timestamp, "
                        + "1970-01-01T00:00:00Z .. 2106-02-07T06:28:15Z");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> ObjectId.maxFor(Instant.parse("2106-02-07T06:28:16Z")))
                .withMessageContaining("2106-02-07T06:28:16Z is outside");
        assertThatIllegalArgumentException().isThrownBy(() -> ObjectId.minFor(Instant.MIN));
        assertThatIllegalArgumentException().isThrownBy(() -> ObjectId.maxFor(Instant.MAX));
        assertThatNullPointerException().isThrownBy(() -> ObjectId.minFor(null));
    }

    @Test
    void comparesInUnsignedByteOrder() {
        List<ObjectId> ids = new ArrayList<>();
        for (int position = 0; position < ObjectId.BYTES; position++) {
            for (int value : new int[] {0x00, 0x7f, 0x80, 0xff}) {
                byte[] bytes = new byte[ObjectId.BYTES];
                bytes[position] = (byte) value;
                ids.add(ObjectId.fromBytes(bytes));
            }
        }
        for (ObjectId a : ids) {
            for (ObjectId b : ids) {
                int expected = Integer.signum(Arrays.compareUnsigned(a.toByteArray(), b.toByteArray()));
                assertThat(Integer.signum(a.compareTo(b))).as("%s vs %s", a, b).isEqualTo(expected);
                assertThat(a.equals(b)).isEqualTo(expected == 0);
                if (expected == 0) {
                    assertThat(a.hashCode()).isEqualTo(b.hashCode());
                }
            }
        }
        assertThat(ObjectId.parse("7fffffffffffffffffffffff")).isLessThan(ObjectId.parse("800000000000000000000000"));
        assertThat(ObjectId.parse("00000000007fffffffffffff")).isLessThan(ObjectId.parse("000000000080000000000000"));
    }

    @Test
    void decodesTheCurrentAndTheOldLayout() {
        ObjectId id = ObjectId.parse("66322e40" + "a1b2c3d4e5" + "0f1e2d");

        assertThat(id.processValue()).isEqualTo(0xa1b2c3d4e5L);
        assertThat(id.counter()).isEqualTo(0x0f1e2d);
        assertThat(id.legacyMachineId()).isEqualTo(0xa1b2c3);
        assertThat(id.legacyProcessId()).isEqualTo(0xd4e5);

        ObjectId ones = ObjectId.parse("ffffffffffffffffffffffff");
        assertThat(ones.processValue()).isEqualTo((1L << 40) - 1);
        assertThat(ones.counter()).isEqualTo(0xFFFFFF);
        assertThat(ones.legacyMachineId()).isEqualTo(0xFFFFFF);
        assertThat(ones.legacyProcessId()).isEqualTo(0xFFFF);
    }

    @Test
    void serializesAsItsTwelveBytes() throws Exception {
        ObjectId id = ObjectId.parse(HEX);
        byte[] stream = serialize(id);

        assertThat(deserialize(stream)).isEqualTo(id);
        assertThat(new String(stream, java.nio.charset.StandardCharsets.ISO_8859_1))
                .contains("dev.objectid.ObjectIdSerialForm")
                .doesNotContain("timestamp")
                .contains(new String(id.toByteArray(), java.nio.charset.StandardCharsets.ISO_8859_1));
    }

    @Test
    void aSerializedFormWithTheWrongLengthIsRejected() throws Exception {
        byte[] stream = serialize(new ObjectIdSerialForm(new byte[11]));

        assertThatThrownBy(() -> deserialize(stream))
                .isInstanceOf(InvalidObjectException.class)
                .hasMessageContaining("11 bytes");
    }

    @ParameterizedTest
    @ValueSource(strings = {"000000000000000000000000", "ffffffffffffffffffffffff", "0123456789abcdefABCDEF01"})
    void roundTripsThroughBytes(String hex) {
        ObjectId id = ObjectId.parse(hex);
        assertThat(ObjectId.fromBytes(id.toByteArray())).isEqualTo(id);
        assertThat(id.toHexString()).isEqualTo(hex.toLowerCase());
    }

    private static byte[] serialize(Object value) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(value);
        }
        return bytes.toByteArray();
    }

    private static Object deserialize(byte[] stream) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(stream))) {
            return in.readObject();
        }
    }
}
