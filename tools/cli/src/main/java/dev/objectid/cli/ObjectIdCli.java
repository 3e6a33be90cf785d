package dev.objectid.cli;

import dev.objectid.ObjectId;
import dev.objectid.ObjectIdGenerator;
import dev.objectid.sql.SqlDialect;
import java.io.PrintStream;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.stream.Collectors;

/**
 * The objectid command line: {@code java -jar objectid-cli-<version>.jar <command>}.
 *
 * <pre>
 * generate [n]                         n new ids (default 1), one a line
 * generate --at &lt;times&gt; [--count n]   ids created at the times given, for seed data; fixed ones with
 *          [--process &lt;hex&gt;] [--counter &lt;n&gt;]   --process or --counter
 * inspect &lt;id&gt;...                     what an id holds: creation time, process value, counter, the old layout
 * range &lt;from&gt; &lt;to&gt;                   the ids that bound a time range, and SQL predicates that select it
 * sql &lt;id&gt;... --dialect &lt;db&gt;          the SQL literal of each id for one database
 * sql-functions, partitions, seed      SQL for a database, see {@link SqlCommands} and {@link SeedCommand}
 * import --url &lt;jdbc-url&gt; &lt;file&gt;...    mongoexport files into tables, see {@link ImportCommand}
 * </pre>
 *
 * Ids go to standard output and nothing else does: {@link #main} turns the generator's logger down to warnings, so
 * its trace line at first use ({@code ProcessTrace}) is not printed. Bad arguments print the usage on standard error
 * and exit with status 2.
 */
public final class ObjectIdCli {

    static final int BAD_ARGUMENTS = 2;
    static final int MAX_GENERATE = 10_000_000;

    static final String USAGE = String.join(
                    System.lineSeparator(),
                    "usage: java -jar objectid-cli.jar <command>",
                    "  generate [n] [--dialect <d>]",
                    "                       print n new ObjectIds, one a line (default 1, at most " + MAX_GENERATE
                            + ");",
                    "                       with --dialect, as SQL literals of that database",
                    "  generate --at <time>[,<time>...] [--count n] [--process <10 hex digits>] [--counter <n>] [--dialect <d>]",
                    "                       print n ObjectIds (default 1) created at each time, for seed data and fixtures;",
                    "                       with --process or --counter the ids are fixed: that process value (default",
                    "                       0000000000) and a counter from <n> (default 1), one more for each id",
                    "  inspect <id>...      decode ObjectIds: timestamp, process value, counter, old machine/pid layout;",
                    "                       an id is " + IdArgument.FORMS,
                    "  range <from> <to>    min/max ids and SQL predicates for rows created in [from, to)",
                    "  sql <id>... --dialect <d>",
                    "                       print the SQL literal of each ObjectId for that database, one a line")
            + System.lineSeparator()
            + SqlCommands.USAGE
            + System.lineSeparator()
            + SeedCommand.USAGE
            + System.lineSeparator()
            + ImportCommand.USAGE
            + System.lineSeparator()
            + String.join(
                    System.lineSeparator(), "  <d> is one of " + dialects(), "  a <time> is " + Arguments.TIME_FORMS);

    /** The generator's logger, held so that the level set in {@link #main} stays (the logging API holds it weakly). */
    private static final Logger GENERATOR_LOG = Logger.getLogger(ObjectIdGenerator.class.getName());

    private static final Set<String> GENERATE_OPTIONS =
            Set.of("--at", "--count", "--process", "--counter", "--dialect");

    private final PrintStream out;
    private final Clock clock;

    private ObjectIdCli(PrintStream out, Clock clock) {
        this.out = out;
        this.clock = clock;
    }

    /**
     * Runs the command line and exits with its status.
     *
     * @param args the command and its arguments
     */
    public static void main(String[] args) {
        GENERATOR_LOG.setLevel(Level.WARNING);
        int status = run(args, System.out, System.err, Clock.systemUTC());
        System.out.flush();
        if (status != 0) {
            System.exit(status);
        }
    }

    /** Runs a command; returns the exit status. */
    static int run(String[] args, PrintStream out, PrintStream err, Clock clock) {
        try {
            if (args.length == 0) {
                throw new BadArguments("no command given");
            }
            ObjectIdCli cli = new ObjectIdCli(out, clock);
            switch (args[0]) {
                case "generate" -> cli.generate(args);
                case "inspect" -> cli.inspect(args);
                case "range" -> cli.range(args);
                case "sql" -> cli.sql(args);
                case SqlCommands.FUNCTIONS -> new SqlCommands(out, clock).sqlFunctions(args);
                case SqlCommands.PARTITIONS -> new SqlCommands(out, clock).partitions(args);
                case SeedCommand.SEED -> new SeedCommand(out).seed(args);
                case ImportCommand.IMPORT -> {
                    return new ImportCommand(out, err, System.console() != null).run(args);
                }
                case "help", Arguments.HELP, "-h" -> out.println(USAGE);
                default -> throw new BadArguments("unknown command '" + args[0] + "'");
            }
            return 0;
        } catch (HelpAsked e) {
            out.println(USAGE);
            return 0;
        } catch (BadArguments e) {
            err.println("objectid: " + e.getMessage());
            err.println(USAGE);
            return BAD_ARGUMENTS;
        }
    }

    /** {@code key|key|...} of every dialect, for messages. */
    static String dialects() {
        return Arrays.stream(SqlDialect.values()).map(SqlDialect::key).collect(Collectors.joining("|"));
    }

    private void generate(String[] args) {
        Arguments arguments = Arguments.of(args, GENERATE_OPTIONS, Set.of());
        List<String> positional = arguments.positional();
        Function<ObjectId, String> format =
                arguments.has("--dialect") ? arguments.dialect("--dialect")::literal : ObjectId::toHexString;
        if (!arguments.has("--at")) {
            for (String option : List.of("--count", "--process", "--counter")) {
                if (arguments.has(option)) {
                    throw arguments.bad(option + " needs --at <time>; without it, write generate <n>");
                }
            }
            if (positional.size() > 1) {
                throw arguments.bad("takes at most one argument, the number of ids");
            }
            int count = positional.isEmpty()
                    ? 1
                    : arguments.number("the number of ids", positional.get(0), 1, MAX_GENERATE);
            print(count, i -> format.apply(ObjectId.generate()));
            return;
        }
        if (!positional.isEmpty()) {
            throw arguments.bad("with --at, the number of ids is --count <n>, not '" + positional.get(0) + "'");
        }
        List<Instant> times = arguments.times("--at", arguments.required("--at"));
        for (Instant time : times) {
            try {
                ObjectId.minFor(time);
            } catch (IllegalArgumentException e) {
                throw arguments.bad("--at: " + e.getMessage());
            }
        }
        int count =
                arguments.has("--count") ? arguments.number("--count", arguments.value("--count"), 1, MAX_GENERATE) : 1;
        if ((long) count * times.size() > MAX_GENERATE) {
            throw arguments.bad(times.size() + " times of " + count + " ids each is more than " + MAX_GENERATE);
        }
        Function<Instant, ObjectId> next = arguments.has("--process") || arguments.has("--counter")
                ? fixed(arguments, count * times.size())
                : ObjectId::generate;
        print(count * times.size(), i -> format.apply(next.apply(times.get(i / count))));
    }

    /** Ids made of a fixed process value and a counter counting up from its start, the same on every run. */
    private static Function<Instant, ObjectId> fixed(Arguments arguments, int total) {
        long processValue = 0;
        if (arguments.has("--process")) {
            String text = arguments.value("--process");
            if (text.length() != 10 || !ObjectId.isValid("00000000" + text + "000000")) {
                throw arguments.bad("--process '" + text + "' is not a process value: 10 hexadecimal digits, as"
                        + " inspect prints it (0000000000 .. ffffffffff)");
            }
            processValue = ObjectId.parse("00000000" + text + "000000").processValue();
        }
        int first = arguments.has("--counter")
                ? arguments.number("--counter", arguments.value("--counter"), 0, 0xffffff)
                : 1;
        if (first + (long) total - 1 > 0xffffff) {
            throw arguments.bad("--counter " + first + " leaves room for " + (0xffffff - first + 1) + " ids, not "
                    + total + ": the counter ends at 16777215");
        }
        long process = processValue;
        int[] counter = {first};
        return time -> ObjectId.of(time, process, counter[0]++);
    }

    /** Prints {@code count} lines, in blocks of 64 KB. */
    private void print(int count, IntFunction<String> line) {
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

    /** {@code sql <id>... --dialect <db>}: the literal of each id, for a migration or a SQL console. */
    private void sql(String[] args) {
        Arguments arguments = Arguments.of(args, Set.of("--dialect"), Set.of());
        if (!arguments.has("--dialect")) {
            throw arguments.bad("needs --dialect " + dialects());
        }
        SqlDialect dialect = arguments.dialect("--dialect");
        List<ObjectId> ids = ids(arguments);
        ids.forEach(id -> out.println(dialect.literal(id)));
    }

    private void inspect(String[] args) {
        Arguments arguments = Arguments.of(args, Set.of(), Set.of());
        for (ObjectId id : ids(arguments)) {
            out.println(id.toHexString());
            out.printf("  timestamp      %s (epoch second %d)%n", id.timestamp(), id.epochSecond());
            out.printf("  process value  %010x%n", id.processValue());
            out.printf("  counter        %d (0x%06x)%n", id.counter(), id.counter());
            out.printf(
                    "  old layout     machine 0x%06x, pid %d, counter %d%n",
                    id.legacyMachineId(), id.legacyProcessId(), id.counter());
        }
    }

    /** The ids of the positional arguments, at least one. */
    private static List<ObjectId> ids(Arguments arguments) {
        if (arguments.positional().isEmpty()) {
            throw arguments.bad("needs at least one id");
        }
        List<ObjectId> ids = new ArrayList<>();
        for (String text : arguments.positional()) {
            try {
                ids.add(IdArgument.parse(text));
            } catch (IllegalArgumentException e) {
                throw arguments.bad(e.getMessage());
            }
        }
        return ids;
    }

    private void range(String[] args) {
        Arguments arguments = Arguments.of(args, Set.of(), Set.of());
        if (arguments.positional().size() != 2) {
            throw arguments.bad("needs two arguments, <from> and <to>");
        }
        Instant from = arguments.time("<from>", arguments.positional().get(0));
        Instant to = arguments.time("<to>", arguments.positional().get(1));
        ObjectId low;
        ObjectId high;
        try {
            low = ObjectId.minFor(from);
            high = ObjectId.minFor(to);
        } catch (IllegalArgumentException e) {
            throw arguments.bad(e.getMessage());
        }
        if (low.compareTo(high) >= 0) {
            throw arguments.bad("<to> (" + to + ") must be at least one second after <from> (" + from
                    + "); the range is [from, to) to the second");
        }
        out.printf("rows created in [%s, %s), to the second%n", low.timestamp(), high.timestamp());
        out.printf("  %-22s%s%n", "min id (inclusive)", low.toHexString());
        out.printf(
                "  %-22s%s%n",
                "max id (inclusive)",
                ObjectId.maxFor(high.timestamp().minusSeconds(1)).toHexString());
        Map<String, List<String>> dialectsByPredicate = new LinkedHashMap<>();
        for (SqlDialect dialect : SqlDialect.values()) {
            dialectsByPredicate
                    .computeIfAbsent(
                            "id >= " + dialect.literal(low) + " AND id < " + dialect.literal(high),
                            predicate -> new ArrayList<>())
                    .add(dialect.key());
        }
        dialectsByPredicate.forEach(
                (predicate, dialects) -> out.printf("  %-22s%s%n", String.join(", ", dialects), predicate));
    }

    /** {@code --help} among a command's options: the usage is printed and nothing is run. */
    static final class HelpAsked extends RuntimeException {
        private static final long serialVersionUID = 1L;

        HelpAsked() {
            super(Arguments.HELP, null, false, false);
        }
    }

    /** A usage error: reported with the usage, exit status 2. */
    static final class BadArguments extends RuntimeException {
        private static final long serialVersionUID = 1L;

        BadArguments(String message) {
            super(message, null, false, false);
        }
    }
}
