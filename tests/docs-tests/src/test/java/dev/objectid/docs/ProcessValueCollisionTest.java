package dev.objectid.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The fleet table of {@code docs/generator.md}: the chance that two of N processes draw the same random 40-bit process
 * value, next to assigned values. Every row must be what the birthday bound 1 - e^(-N(N-1)/2^41) gives, and the bound
 * must agree with a simulation of processes drawing random values: at 40 bits, and at narrower widths where the same
 * ratio N(N-1)/2^(bits+1) can be simulated thousands of times. The counter argument (two processes sharing a value
 * collide in a second with a chance of about 2k/2^23) is simulated too. Seeded, so every run sees the same draws.
 */
class ProcessValueCollisionTest {

    private static final Path ROOT = Path.of(System.getProperty("project.root", "..")).toAbsolutePath().normalize();
    private static final String MARKER = "<!-- fleet-table: checked by docs/src/test/java/dev/objectid/docs/"
            + "ProcessValueCollisionTest.java -->";

    @Test
    void everyRowOfTheFleetTableIsTheBirthdayBound() throws IOException {
        List<String[]> rows = fleetTable();

        assertThat(rows).extracting(row -> row[0]).containsExactly("100", "1,000", "10,000", "100,000", "1,000,000");
        for (String[] row : rows) {
            long processes = Long.parseLong(row[0].replace(",", ""));
            assertThat(row[1]).as("random values, %s processes", row[0]).isEqualTo(shown(birthdayBound(processes, 40)));
            assertThat(row[2]).as("assigned values: distinct by construction").isEqualTo("0");
        }
    }

    @Test
    void theBoundAgreesWithProcessesDrawingRandomFortyBitValues() {
        checkBySimulation(40, 1 << 20, 40, 1);
    }

    @Test
    void theBoundAgreesWithSimulationsAtNarrowerWidths() {
        checkBySimulation(24, 4096, 2_000, 2);   // about 39 %
        checkBySimulation(24, 1_000, 4_000, 3);  // about 3 %
        checkBySimulation(20, 3_000, 1_000, 4);  // about 99 %
        checkBySimulation(16, 100, 20_000, 5);   // about 7 %
    }

    @Test
    void twoProcessesSharingAValueCollideInASecondWithAChanceOfAboutTwoKOverTwoToTheTwentyThree() {
        int starts = 1 << 23; // the counter of each second starts below 2^23, and a second's k ids never wrap
        int perSecond = 1 << 16; // k ids per second each
        int trials = 200_000;
        SplittableRandom random = new SplittableRandom(6);
        int collisions = 0;
        for (int i = 0; i < trials; i++) {
            if (Math.abs(random.nextInt(starts) - random.nextInt(starts)) < perSecond) { // the two runs overlap
                collisions++;
            }
        }
        double k = perSecond;
        double expected = (2 * k - 1) / starts - k * (k - 1) / ((double) starts * starts);
        assertWithin((double) collisions / trials, expected, trials);
        assertThat(2.0 * perSecond / starts).as("the rule of thumb").isCloseTo(expected, withinPercent(1));
    }

    /** Runs {@code trials} fleets of {@code processes} random {@code bits}-bit values; compares with the bound. */
    private static void checkBySimulation(int bits, int processes, int trials, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int fleetsWithTwoAlike = 0;
        for (int trial = 0; trial < trials; trial++) {
            if (hasTwoAlike(random, bits, processes)) {
                fleetsWithTwoAlike++;
            }
        }
        assertWithin((double) fleetsWithTwoAlike / trials, birthdayBound(processes, bits), trials);
    }

    /** Draws {@code count} values of {@code bits} bits into an open-addressing set; true at the first repeat. */
    private static boolean hasTwoAlike(SplittableRandom random, int bits, int count) {
        int slots = Integer.highestOneBit(count) << 2;
        long[] table = new long[slots];
        long mask = (1L << bits) - 1;
        for (int i = 0; i < count; i++) {
            long value = (random.nextLong() & mask) + 1; // + 1: 0 marks an empty slot
            int slot = (int) (value * 0x9E3779B97F4A7C15L >>> 40) & (slots - 1);
            while (table[slot] != 0) {
                if (table[slot] == value) {
                    return true;
                }
                slot = slot + 1 & slots - 1;
            }
            table[slot] = value;
        }
        return false;
    }

    /** 1 - e^(-N(N-1)/2^(bits+1)): the chance that two of N uniformly drawn bits-bit values are equal. */
    private static double birthdayBound(long processes, int bits) {
        return -Math.expm1(-(double) processes * (processes - 1) / Math.pow(2, bits + 1));
    }

    /** Within four standard deviations of a binomial proportion, plus rounding room. */
    private static void assertWithin(double observed, double expected, int trials) {
        double deviation = Math.sqrt(expected * (1 - expected) / trials);
        assertThat(observed).isCloseTo(expected, org.assertj.core.data.Offset.offset(4 * deviation + 0.002));
    }

    private static org.assertj.core.data.Percentage withinPercent(double percent) {
        return org.assertj.core.data.Percentage.withPercentage(percent);
    }

    /** The way the table writes a chance: 2 significant digits, as a percentage from 0.1 % on, else as a power of 10. */
    static String shown(double chance) {
        if (chance >= 0.001) {
            double percent = chance * 100;
            return new java.math.BigDecimal(percent).round(new java.math.MathContext(2)).stripTrailingZeros()
                    .toPlainString() + " %";
        }
        int exponent = (int) Math.floor(Math.log10(chance));
        double mantissa = chance / Math.pow(10, exponent);
        return String.format(Locale.ROOT, "%.1f", mantissa) + " × 10" + superscript("-" + (-exponent));
    }

    private static String superscript(String number) {
        StringBuilder out = new StringBuilder();
        for (char c : number.toCharArray()) {
            out.append(c == '-' ? '⁻' : "⁰¹²³⁴⁵⁶⁷⁸⁹".charAt(c - '0'));
        }
        return out.toString();
    }

    /** The rows after the marker: number of processes, random chance, assigned chance. */
    private static List<String[]> fleetTable() throws IOException {
        List<String> lines = Files.readAllLines(ROOT.resolve("docs/generator.md"));
        int marker = lines.indexOf(MARKER);
        assertThat(marker).as("the marker of the fleet table in docs/generator.md").isNotNegative();
        List<String[]> rows = new ArrayList<>();
        for (int i = marker + 3; i < lines.size() && lines.get(i).startsWith("|"); i++) {
            String[] cells = lines.get(i).split("\\|");
            rows.add(new String[] {cells[1].strip(), cells[2].strip(), cells[3].strip()});
        }
        return rows;
    }
}
