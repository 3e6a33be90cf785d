package dev.objectid.benchmarks.fleet;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * The fleet table of docs/generator.md, computed: the chance that two of N processes draw the same random 40-bit
 * process value is the birthday bound 1 - e^(-N(N-1)/2^41). Prints the table's rows as the page shows them, then checks
 * the bound against simulations of processes drawing random values (at 40 bits, and at narrower widths where the same
 * ratio N(N-1)/2^(bits+1) can be simulated thousands of times) and the counter argument (two processes sharing a value
 * collide in a second with a chance of about 2k/2^23). Seeded, so every run prints the same; exits with status 1 if a
 * simulation strays from the bound. Needs nothing but the JDK:
 * {@code java benchmarks/src/main/java/dev/objectid/benchmarks/fleet/ProcessValueCollisions.java}.
 */
public final class ProcessValueCollisions {

    private static final long[] FLEETS = {100, 1_000, 10_000, 100_000, 1_000_000};

    private ProcessValueCollisions() {}

    public static void main(String[] args) {
        System.out.println("| processes running at once (*N*) | random values: chance that two share one"
                + " | assigned values |");
        System.out.println("|---:|---:|---:|");
        for (long processes : FLEETS) {
            System.out.printf(Locale.ROOT, "| %,d | %s | 0 |%n", processes, shown(birthdayBound(processes, 40)));
        }

        System.out.println();
        System.out.println("The bound against simulated fleets (four standard deviations of the share allowed):");
        boolean agree = simulateFleets(40, 1 << 20, 40, 1)
                & simulateFleets(24, 4096, 2_000, 2)
                & simulateFleets(24, 1_000, 4_000, 3)
                & simulateFleets(20, 3_000, 1_000, 4)
                & simulateFleets(16, 100, 20_000, 5)
                & simulateSharedValue(1 << 16, 200_000, 6);
        if (!agree) {
            System.out.println("A simulation strays from the bound.");
            System.exit(1);
        }
    }

    /** 1 - e^(-N(N-1)/2^(bits+1)): the chance that two of N uniformly drawn bits-bit values are equal. */
    static double birthdayBound(long processes, int bits) {
        return -Math.expm1(-(double) processes * (processes - 1) / Math.pow(2, bits + 1));
    }

    /** The way the table writes a chance: 2 significant digits, as a percentage from 0.1 % on, else as a power of 10. */
    static String shown(double chance) {
        if (chance >= 0.001) {
            return new BigDecimal(chance * 100)
                            .round(new MathContext(2))
                            .stripTrailingZeros()
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

    /** Runs {@code trials} fleets of {@code processes} random {@code bits}-bit values; compares with the bound. */
    private static boolean simulateFleets(int bits, int processes, int trials, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int fleetsWithTwoAlike = 0;
        for (int trial = 0; trial < trials; trial++) {
            if (hasTwoAlike(random, bits, processes)) {
                fleetsWithTwoAlike++;
            }
        }
        return report(
                String.format(Locale.ROOT, "%d bits, %,d processes, %,d fleets", bits, processes, trials),
                (double) fleetsWithTwoAlike / trials,
                birthdayBound(processes, bits),
                trials);
    }

    /**
     * Two processes sharing a value, each issuing {@code perSecond} ids in a second from a counter that starts at an
     * independent random point below 2^23 (a second's ids never wrap): they collide where the two runs overlap, with a
     * chance of (2k - 1)/2^23 - k(k - 1)/2^46.
     */
    private static boolean simulateSharedValue(int perSecond, int trials, long seed) {
        int starts = 1 << 23;
        SplittableRandom random = new SplittableRandom(seed);
        int collisions = 0;
        for (int i = 0; i < trials; i++) {
            if (Math.abs(random.nextInt(starts) - random.nextInt(starts)) < perSecond) { // the two runs overlap
                collisions++;
            }
        }
        double k = perSecond;
        double exact = (2 * k - 1) / starts - k * (k - 1) / ((double) starts * starts);
        System.out.printf(
                Locale.ROOT, "  the rule of thumb 2k/2^23 = %.6f, exactly %.6f%n", 2.0 * perSecond / starts, exact);
        return report(
                String.format(Locale.ROOT, "one value, two processes, %,d ids/s each, %,d s", perSecond, trials),
                (double) collisions / trials,
                exact,
                trials);
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

    /** Prints one simulation; true when it lies within four standard deviations of a binomial share, plus rounding. */
    private static boolean report(String what, double observed, double expected, int trials) {
        double allowed = 4 * Math.sqrt(expected * (1 - expected) / trials) + 0.002;
        boolean agrees = Math.abs(observed - expected) <= allowed;
        System.out.printf(
                Locale.ROOT,
                "  %-55s simulated %.4f, bound %.4f: %s%n",
                what,
                observed,
                expected,
                agrees ? "agrees" : "STRAYS");
        return agrees;
    }
}
