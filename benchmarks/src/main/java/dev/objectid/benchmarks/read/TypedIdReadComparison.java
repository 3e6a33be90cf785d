package dev.objectid.benchmarks.read;

import dev.objectid.benchmarks.CommandLine;
import dev.objectid.benchmarks.ResultFile;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * A typed id against the plain {@code ObjectId} it wraps, by id range: the same rows of one table read through two
 * {@code ObjectId} entity classes and two typed-id entity classes, in turn in one JVM, in forks of their own.
 *
 * <p>Within a fork the four reads share the compiled code and every change of the machine's speed; their order
 * changes every round, and the ratios are taken per round. Two entity classes that differ in nothing but their name
 * read a few percent apart, the same way in every fork (Hibernate hashes the entity name into every key of the
 * persistence context, so each name lays out the keys of a read differently): one class per id type would measure its
 * name as much as its id type. So the typed id's ratio is that of the two typed classes' geometric mean to the two
 * {@code ObjectId} classes', and the control, the second {@code ObjectId} class against the first, shows how far apart
 * two names alone are. Between forks the JIT compiles the read path differently; forks load the rows through each
 * entity class in turn (by default two forks per class). The result is the median of the forks' median ratios, with
 * the interval that holds the median of the forks' distribution at 95% confidence where the forks are enough for it
 * (from the order statistics of the forks, no assumption about their distribution).
 *
 * <pre>
 * TypedIdReadComparison --db h2|postgresql [--url ...] [--user postgres] [--rows 100000] [--forks 8]
 *                       [--warmup-rounds 30] [--rounds 80] --out results/read-typed-h2.json
 * </pre>
 */
public final class TypedIdReadComparison {

    private static final Set<String> OPTIONS =
            Set.of("db", "url", "user", "rows", "forks", "warmup-rounds", "rounds", "out", "fork");
    /** The reads of a round: the two {@code ObjectId} entity classes, then the two typed-id ones. */
    static final List<ReadScheme> READS =
            List.of(ReadScheme.OBJECT_ID, ReadScheme.OBJECT_ID_TWIN, ReadScheme.TYPED_ID, ReadScheme.TYPED_ID_TWIN);
    /** The line a fork prints its result on, for the JVM that started it. */
    private static final String RESULT_LINE = "fork-result";

    private static final double CONFIDENCE = 0.95;

    private TypedIdReadComparison() {}

    public static void main(String[] args) throws Exception {
        Map<String, String> options = CommandLine.parse(args, OPTIONS, Set.of());
        String db = CommandLine.required(options, "db");
        int rows = CommandLine.intOption(options, "rows", 100_000);
        int forks = CommandLine.intOption(options, "forks", 2 * READS.size());
        int warmupRounds = CommandLine.intOption(options, "warmup-rounds", 30);
        int rounds = CommandLine.intOption(options, "rounds", 80);
        if (rounds < 10 || warmupRounds < 0 || forks < 1) {
            throw new IllegalArgumentException("--forks " + forks + " --rounds " + rounds + " --warmup-rounds "
                    + warmupRounds + ": expected at least 1 fork, 10 rounds and no negative warm-up");
        }
        if (options.containsKey("fork")) {
            Round result = fork(
                    db,
                    options.getOrDefault("url", ""),
                    options.getOrDefault("user", "postgres"),
                    rows,
                    Integer.parseInt(options.get("fork")),
                    warmupRounds,
                    rounds);
            System.out.println(RESULT_LINE + " " + result.encode());
            return;
        }
        Path out = Path.of(CommandLine.required(options, "out"));
        List<Round> results = new ArrayList<>();
        for (int k = 0; k < forks; k++) {
            Round round = Round.decode(runFork(args, k));
            System.out.printf(
                    "%s fork %d of %d: typed id / ObjectId %.3f, control %.3f%n",
                    db, k + 1, forks, round.typed(), round.control());
            results.add(round);
        }
        Map<String, Object> result = summary(results);
        result.put("db", db);
        result.put("rows", rows);
        result.put("warmupRounds", warmupRounds);
        result.put("rounds", rounds);
        ResultFile.write(result, out);
        System.out.printf(
                "%s: typed id / ObjectId by id range = %.3f (%.0f%%: %.3f .. %.3f); control %.3f (%.3f .. "
                        + "%.3f); %d forks x %d rounds%n",
                db,
                result.get("ratioMedian"),
                100 * (double) result.get("intervalConfidence"),
                result.get("ratioLow"),
                result.get("ratioHigh"),
                result.get("controlMedian"),
                result.get("controlLow"),
                result.get("controlHigh"),
                forks,
                rounds);
    }

    /**
     * One fork: loads the rows through each entity class in turn ({@code index} modulo their number), checks every
     * read once, then times the rounds.
     */
    static Round fork(String db, String url, String user, int rows, int index, int warmupRounds, int rounds)
            throws Exception {
        Logger.getLogger("org.hibernate").setLevel(Level.WARNING);
        ReadScheme loader = READS.get(index % READS.size());
        try (ReadPath loaded = ReadPath.open(db, url, user, loader, rows, ReadPath.FIND_ALL_BY_ID_CHUNK)) {
            Map<ReadScheme, ReadPath> paths = new EnumMap<>(ReadScheme.class);
            for (ReadScheme scheme : READS) {
                paths.put(scheme, scheme == loader ? loaded : loaded.beside(scheme));
            }
            List<Supplier<? extends List<?>>> reads = new ArrayList<>();
            for (ReadScheme scheme : READS) {
                ReadPath path = paths.get(scheme);
                path.verify(path.byIdRange());
                reads.add(path::byIdRange);
            }
            return compare(reads, rows, warmupRounds, rounds);
        }
    }

    /** Runs fork {@code index} in a JVM of its own, with the read path's JVM options, and returns its result line. */
    private static String runFork(String[] args, int index) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(ReadPath.JVM_OPTIONS);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), TypedIdReadComparison.class.getName()));
        command.addAll(Arrays.asList(args));
        command.addAll(List.of("--fork", String.valueOf(index)));
        Process process = new ProcessBuilder(command)
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        String result = null;
        try (BufferedReader out =
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                if (line.startsWith(RESULT_LINE + " ")) {
                    result = line.substring(RESULT_LINE.length() + 1);
                }
            }
        }
        int exit = process.waitFor();
        if (exit != 0 || result == null) {
            throw new IllegalStateException("fork " + index + " exited with " + exit
                    + (result == null ? " and no result line" : "") + ": " + String.join(" ", command));
        }
        return result;
    }

    /**
     * What one fork measured: the median time in milliseconds of each read of {@link #READS}, and the medians of the
     * per-round ratios of the typed id (the typed classes' geometric mean over the {@code ObjectId} classes') and of
     * the control (the second {@code ObjectId} class over the first).
     */
    record Round(double[] medianMs, double typed, double control) {

        String encode() {
            StringBuilder line = new StringBuilder();
            for (double ms : medianMs) {
                line.append(ms).append(' ');
            }
            return line.append(typed).append(' ').append(control).toString();
        }

        static Round decode(String line) {
            double[] values = Arrays.stream(line.trim().split(" "))
                    .mapToDouble(Double::parseDouble)
                    .toArray();
            if (values.length != READS.size() + 2) {
                throw new IllegalArgumentException("fork result \"" + line + "\": expected " + (READS.size() + 2)
                        + " numbers, a median time per read and the two ratios");
            }
            return new Round(Arrays.copyOf(values, READS.size()), values[READS.size()], values[READS.size() + 1]);
        }
    }

    /**
     * Times {@code rounds} rounds of one call of each of the four reads of {@link #READS}, after {@code warmupRounds}
     * untimed ones; each read must return {@code rows} entities. Round {@code r} runs the reads in the {@code r}-th of
     * {@link #orders}, in turn, so that each read comes at each place equally often.
     */
    static Round compare(List<? extends Supplier<? extends List<?>>> reads, int rows, int warmupRounds, int rounds) {
        if (reads.size() != READS.size()) {
            throw new IllegalArgumentException(
                    reads.size() + " reads: expected " + READS.size() + ", one per " + READS);
        }
        List<int[]> orders = orders(reads.size());
        for (int i = 0; i < warmupRounds; i++) {
            for (int read : orders.get(i % orders.size())) {
                check(reads.get(read).get(), rows);
            }
        }
        double[][] ms = new double[reads.size()][rounds];
        double[] typed = new double[rounds];
        double[] control = new double[rounds];
        for (int i = 0; i < rounds; i++) {
            for (int read : orders.get(i % orders.size())) {
                ms[read][i] = timeMs(reads.get(read), rows);
            }
            typed[i] = Math.sqrt(ms[2][i] * ms[3][i] / (ms[0][i] * ms[1][i]));
            control[i] = ms[1][i] / ms[0][i];
        }
        double[] medianMs = new double[reads.size()];
        for (int read = 0; read < reads.size(); read++) {
            medianMs[read] = median(ms[read]);
        }
        return new Round(medianMs, median(typed), median(control));
    }

    /**
     * The forks together: the medians of their median times and ratios, and for the typed id ({@code ratio*}) and
     * the control ({@code control*}) the interval of the median, at 95% confidence where the forks are enough for it
     * ({@code intervalConfidence} says what they give).
     */
    static Map<String, Object> summary(List<Round> forks) {
        double[][] ms = new double[READS.size()][forks.size()];
        double[] typed = new double[forks.size()];
        double[] control = new double[forks.size()];
        for (int k = 0; k < forks.size(); k++) {
            for (int read = 0; read < READS.size(); read++) {
                ms[read][k] = forks.get(k).medianMs()[read];
            }
            typed[k] = forks.get(k).typed();
            control[k] = forks.get(k).control();
        }
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("forks", forks.size());
        Map<String, Double> medianMs = new LinkedHashMap<>();
        for (int read = 0; read < READS.size(); read++) {
            medianMs.put(READS.get(read).name(), median(ms[read]));
        }
        result.put("medianMs", medianMs);
        result.put("objectIdMedianMs", Math.sqrt(median(ms[0]) * median(ms[1])));
        result.put("typedIdMedianMs", Math.sqrt(median(ms[2]) * median(ms[3])));
        int rank = intervalRank(forks.size(), CONFIDENCE);
        result.put("intervalConfidence", coverage(forks.size(), rank));
        put(result, "ratio", typed, rank);
        put(result, "control", control, rank);
        result.put("forkRatios", Arrays.stream(typed).boxed().toList());
        result.put("forkControls", Arrays.stream(control).boxed().toList());
        return result;
    }

    private static void put(Map<String, Object> result, String name, double[] values, int rank) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        result.put(name + "Median", median(sorted));
        result.put(name + "Low", sorted[rank - 1]);
        result.put(name + "High", sorted[sorted.length - rank]);
    }

    /**
     * The largest rank {@code k} for which the {@code k}-th smallest and the {@code k}-th largest of {@code n} values
     * hold their distribution's median with at least {@code confidence}; 1 (the smallest and the largest) where no
     * rank reaches it.
     */
    static int intervalRank(int n, double confidence) {
        int rank = 1;
        while (rank + 1 <= (n + 1) / 2 && coverage(n, rank + 1) >= confidence) {
            rank++;
        }
        return rank;
    }

    /** The chance that the {@code k}-th smallest and largest of {@code n} values bound their median: binomial. */
    static double coverage(int n, int k) {
        double below = 0;
        for (int i = 0; i < k; i++) {
            below += binomial(n, i) / Math.pow(2, n);
        }
        return 1 - 2 * below;
    }

    private static double binomial(int n, int k) {
        double result = 1;
        for (int i = 1; i <= k; i++) {
            result = result * (n - k + i) / i;
        }
        return result;
    }

    /**
     * The orders of {@code n} reads, as lists of their indexes: each rotation of 0 to n-1 and each rotation reversed,
     * so that every read comes at every place equally often and after every other read as often as before it.
     */
    static List<int[]> orders(int n) {
        List<int[]> orders = new ArrayList<>();
        for (int shift = 0; shift < n; shift++) {
            int[] forward = new int[n];
            int[] backward = new int[n];
            for (int place = 0; place < n; place++) {
                forward[place] = (shift + place) % n;
                backward[n - 1 - place] = forward[place];
            }
            orders.add(forward);
            orders.add(backward);
        }
        return orders;
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

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}
