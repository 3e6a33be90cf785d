package dev.objectid.benchmarks.read;

import dev.objectid.benchmarks.CommandLine;
import dev.objectid.benchmarks.ResultFile;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * A typed id against the plain {@code ObjectId} it wraps, by id range, read in turn in one JVM: the same rows in two
 * tables of one database, one read of each per round, the order swapped every round, and the ratio taken per round.
 *
 * <p>{@link ReadPathBenchmark} gives each id type forks of its own, and from fork to fork the same read can differ by
 * more than the two id types differ at all (the JIT compiles Hibernate's read path differently each time). Reading
 * both in one JVM shares that compiled code and every change of the machine's speed, so what is left between the two
 * is what a typed id adds: the result is the median of the per-round ratios, with the interval that holds the true
 * median with 95% confidence (from the order statistics of the rounds, no assumption about their distribution).
 *
 * <pre>
 * TypedIdReadComparison --db h2|postgresql [--url ...] [--user postgres] [--rows 100000] [--warmup-rounds 60]
 *                       [--rounds 200] --out results/read-typed-h2.json
 * </pre>
 */
public final class TypedIdReadComparison {

    private static final Set<String> OPTIONS = Set.of("db", "url", "user", "rows", "warmup-rounds", "rounds", "out");

    private TypedIdReadComparison() {
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> options = CommandLine.parse(args, OPTIONS, Set.of());
        String db = CommandLine.required(options, "db");
        int rows = CommandLine.intOption(options, "rows", 100_000);
        int warmupRounds = CommandLine.intOption(options, "warmup-rounds", 60);
        int rounds = CommandLine.intOption(options, "rounds", 200);
        Path out = Path.of(CommandLine.required(options, "out"));
        if (rounds < 10 || warmupRounds < 0) {
            throw new IllegalArgumentException("--rounds " + rounds + " --warmup-rounds " + warmupRounds
                    + ": expected at least 10 rounds and no negative warm-up");
        }
        Logger.getLogger("org.hibernate").setLevel(Level.WARNING);
        try (ReadPath plain = ReadPath.open(db, options.getOrDefault("url", ""), options.getOrDefault("user",
                "postgres"), ReadScheme.OBJECT_ID, rows, ReadPath.FIND_ALL_BY_ID_CHUNK);
             ReadPath typed = plain.beside(ReadScheme.TYPED_ID)) {
            plain.verify(plain.byIdRange());
            typed.verify(typed.byIdRange());
            Comparison comparison = compare(plain::byIdRange, typed::byIdRange, rows, warmupRounds, rounds);
            Map<String, Object> result = new LinkedHashMap<>();
            result.put("db", db);
            result.put("rows", rows);
            result.put("warmupRounds", warmupRounds);
            result.put("rounds", rounds);
            result.put("objectIdMedianMs", comparison.plainMedianMs());
            result.put("typedIdMedianMs", comparison.typedMedianMs());
            result.put("ratioMedian", comparison.ratio());
            result.put("ratioLow", comparison.low());
            result.put("ratioHigh", comparison.high());
            ResultFile.write(result, out);
            System.out.printf("%s: typed id / ObjectId by id range = %.3f (95%%: %.3f .. %.3f), %d rounds%n", db,
                    comparison.ratio(), comparison.low(), comparison.high(), rounds);
        }
    }

    /** The medians of both reads' times, the median of the per-round ratios (typed over plain) and its interval. */
    record Comparison(double plainMedianMs, double typedMedianMs, double ratio, double low, double high) {
    }

    /**
     * Times {@code rounds} rounds of one read of each, after {@code warmupRounds} untimed ones; each read must return
     * {@code rows} entities.
     */
    static Comparison compare(Supplier<? extends List<?>> plain, Supplier<? extends List<?>> typed, int rows,
            int warmupRounds, int rounds) {
        for (int i = 0; i < warmupRounds; i++) {
            check(plain.get(), rows);
            check(typed.get(), rows);
        }
        double[] plainMs = new double[rounds];
        double[] typedMs = new double[rounds];
        double[] ratios = new double[rounds];
        for (int i = 0; i < rounds; i++) {
            if (i % 2 == 0) {
                plainMs[i] = timeMs(plain, rows);
                typedMs[i] = timeMs(typed, rows);
            } else {
                typedMs[i] = timeMs(typed, rows);
                plainMs[i] = timeMs(plain, rows);
            }
            ratios[i] = typedMs[i] / plainMs[i];
        }
        Arrays.sort(plainMs);
        Arrays.sort(typedMs);
        Arrays.sort(ratios);
        // ranks of the 95% interval of a median: n/2 -+ 1.96 sqrt(n)/2, from the binomial distribution of the ranks
        int half = (int) Math.ceil(1.96 * Math.sqrt(rounds) / 2);
        return new Comparison(median(plainMs), median(typedMs), median(ratios),
                ratios[Math.max(0, rounds / 2 - half)], ratios[Math.min(rounds - 1, (rounds - 1) / 2 + half)]);
    }

    private static double timeMs(Supplier<? extends List<?>> read, int rows) {
        long start = System.nanoTime();
        List<?> loaded = read.get();
        long end = System.nanoTime();
        check(loaded, rows);
        return (end - start) / 1e6;
    }

    private static void check(List<?> loaded, int rows) {
        if (loaded.size() != rows) {
            throw new IllegalStateException("read " + loaded.size() + " entities, expected " + rows);
        }
    }

    private static double median(double[] sorted) {
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}
