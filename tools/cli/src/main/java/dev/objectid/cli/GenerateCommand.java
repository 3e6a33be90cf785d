package dev.objectid.cli;

import dev.objectid.ObjectId;
import java.io.PrintWriter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Function;
import java.util.function.IntFunction;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code generate}: new ids, or ids of given times for seed data, fixed ones for fixtures. */
@Command(
        name = "generate",
        header = "New ids, or ids created at given times for seed data and fixtures.",
        description = {
            "Print n new ObjectIds, one a line; with --at, n ids (--count) created at each time given, for seed data and"
                    + " fixtures. With --process or --counter the ids are fixed: that process value and a counter"
                    + " from <n>, one more for each id, the same on every run."
        })
final class GenerateCommand implements Callable<Integer> {

    static final int MAX = 10_000_000;

    @Spec
    private CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "<n>", description = "how many ids (default 1, at most " + MAX + ")")
    private String count;

    @Option(
            names = "--at",
            paramLabel = "<time>[,<time>...]",
            description = "the times the ids are created at: " + ArgumentTypes.TIME_FORMS)
    private String at;

    @Option(names = "--count", paramLabel = "<n>", description = "with --at: how many ids at each time (default 1)")
    private String countAt;

    @Option(
            names = "--process",
            paramLabel = "<hex>",
            description = "with --at: the process value of fixed ids, 10 hexadecimal digits (default 0000000000)")
    private String process;

    @Option(
            names = "--counter",
            paramLabel = "<n>",
            description = "with --at: the counter of the first fixed id (default 1)")
    private String counter;

    @Option(
            names = "--dialect",
            paramLabel = "<d>",
            description = "print SQL literals of this database: ${COMPLETION-CANDIDATES}",
            completionCandidates = Dialect.Names.class)
    private Dialect dialect;

    @Override
    public Integer call() {
        Function<ObjectId, String> format = dialect != null ? dialect::literal : ObjectId::toHexString;
        if (at == null) {
            for (String[] option :
                    new String[][] {{"--count", countAt}, {"--process", process}, {"--counter", counter}}) {
                if (option[1] != null) {
                    throw ObjectIdCli.bad(spec, option[0] + " needs --at <time>; without it, write generate <n>");
                }
            }
            int n = count == null ? 1 : ArgumentTypes.whole(spec, "the number of ids", count, 1, MAX);
            print(n, i -> format.apply(ObjectId.generate()));
            return 0;
        }
        if (count != null) {
            throw ObjectIdCli.bad(spec, "with --at, the number of ids is --count <n>, not '" + count + "'");
        }
        List<Instant> times = new ArrayList<>();
        for (String time : at.split(",", -1)) {
            try {
                times.add(ArgumentTypes.time(time));
                ObjectId.minFor(times.get(times.size() - 1));
            } catch (IllegalArgumentException e) {
                throw ObjectIdCli.bad(spec, "--at: " + e.getMessage());
            }
        }
        int n = countAt == null ? 1 : ArgumentTypes.whole(spec, "--count", countAt, 1, MAX);
        if ((long) n * times.size() > MAX) {
            throw ObjectIdCli.bad(spec, times.size() + " times of " + n + " ids each is more than " + MAX);
        }
        Function<Instant, ObjectId> next =
                process != null || counter != null ? fixed(n * times.size()) : ObjectId::generate;
        print(n * times.size(), i -> format.apply(next.apply(times.get(i / n))));
        return 0;
    }

    /** Ids made of a fixed process value and a counter counting up from its start, the same on every run. */
    private Function<Instant, ObjectId> fixed(int total) {
        long processValue = 0;
        if (process != null) {
            if (process.length() != 10 || !ObjectId.isValid("00000000" + process + "000000")) {
                throw ObjectIdCli.bad(
                        spec,
                        "--process '" + process + "' is not a process value: 10 hexadecimal digits, as inspect"
                                + " prints it (0000000000 .. ffffffffff)");
            }
            processValue = ObjectId.parse("00000000" + process + "000000").processValue();
        }
        int first = counter == null ? 1 : ArgumentTypes.whole(spec, "--counter", counter, 0, 0xffffff);
        if (first + (long) total - 1 > 0xffffff) {
            throw ObjectIdCli.bad(
                    spec,
                    "--counter " + first + " leaves room for " + (0xffffff - first + 1) + " ids, not " + total
                            + ": the counter ends at 16777215");
        }
        long fixedProcess = processValue;
        int[] next = {first};
        return time -> ObjectId.of(time, fixedProcess, next[0]++);
    }

    /** Prints {@code count} lines, in blocks of 64 KB. */
    private void print(int count, IntFunction<String> line) {
        PrintWriter out = spec.commandLine().getOut();
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i < count; i++) {
            lines.append(line.apply(i)).append(System.lineSeparator());
            if (lines.length() > 1 << 16) {
                out.print(lines);
                lines.setLength(0);
            }
        }
        out.print(lines);
    }
}
