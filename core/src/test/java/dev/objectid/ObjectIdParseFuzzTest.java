package dev.objectid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.fail;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Random and adversarial strings against {@link ObjectId#parse} and {@link ObjectId#isValid}: a string either parses
 * and round-trips, or gives an {@link IllegalArgumentException} that names its length or its first bad character; the
 * two methods agree with each other and with the MongoDB driver.
 */
class ObjectIdParseFuzzTest {

    private static final int CASES = 300_000;
    private static final String HEX = "0123456789abcdefABCDEF";
    /** Characters next to the hex ranges, signs, white space, and digits and letters that are not ASCII. */
    private static final String ADVERSARIAL = "/:@G`g+- \t\n\u0000\u00a0\u0660\u0663\u06f0\u0966\uff10\uff21\uff41"
            + "\u0130\u0131\u017f\u212a\ud83d\ude00\ud800\udfff\ufeff\u200b";

    @Test
    void everyStringParsesOrGivesAClearIllegalArgumentException() {
        long seed = System.nanoTime();
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < CASES; i++) {
            String candidate = candidate(random);
            try {
                check(candidate);
            } catch (AssertionError e) {
                fail("seed " + seed + ", case " + i + ", input " + Texts.quote(candidate) + ": " + e.getMessage(), e);
            }
        }
    }

    @Test
    void everySingleCharacterSubstitutionIsCaught() {
        String valid = "0123456789abcdefABCDEF01";
        for (int index = 0; index < valid.length(); index++) {
            for (char c = 0; c < 0x3000; c++) {
                String candidate = valid.substring(0, index) + c + valid.substring(index + 1);
                boolean hexDigit = HEX.indexOf(c) >= 0;
                assertThat(ObjectId.isValid(candidate)).isEqualTo(hexDigit);
                if (!hexDigit) {
                    int at = index;
                    assertThatIllegalArgumentException()
                            .isThrownBy(() -> ObjectId.parse(candidate))
                            .withMessageContaining(" at index " + at + " ");
                }
            }
        }
    }

    private static void check(String candidate) {
        boolean valid = ObjectId.isValid(candidate);
        assertThat(valid).as("isValid agrees with the driver").isEqualTo(org.bson.types.ObjectId.isValid(candidate));
        try {
            ObjectId id = ObjectId.parse(candidate);
            assertThat(valid).as("parse accepted what isValid rejects").isTrue();
            assertThat(id.toHexString()).isEqualTo(candidate.toLowerCase(java.util.Locale.ROOT));
        } catch (IllegalArgumentException e) {
            assertThat(valid).as("parse rejected what isValid accepts").isFalse();
            assertThat(e.getMessage())
                    .startsWith("Invalid ObjectId ")
                    .containsAnyOf("length is " + candidate.length() + ",", " at index ");
        }
    }

    private static String candidate(SplittableRandom random) {
        int shape = random.nextInt(10);
        int length = shape < 6 ? 24 : shape < 8 ? random.nextInt(30) : random.nextInt(200);
        StringBuilder text = new StringBuilder(length);
        double noise = shape < 3 ? 0.0 : shape < 6 ? 1.0 / 24 : 0.3;
        for (int i = 0; i < length; i++) {
            double roll = random.nextDouble();
            if (roll >= noise) {
                text.append(HEX.charAt(random.nextInt(HEX.length())));
            } else if (roll < noise / 2) {
                text.append(ADVERSARIAL.charAt(random.nextInt(ADVERSARIAL.length())));
            } else {
                text.append((char) random.nextInt(Character.MAX_VALUE + 1));
            }
        }
        return text.toString();
    }
}
