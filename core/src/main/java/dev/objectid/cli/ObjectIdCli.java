package dev.objectid.cli;

import dev.objectid.ObjectId;
import java.io.PrintStream;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;

/**
 * The command line of objectid-core: {@code java -jar objectid-core-<version>.jar <command>}.
 *
 * <pre>
 * generate [n]                        n new ids (default 1), one a line
 * generate --at &lt;instant&gt; [--count n] ids whose creation time is the instant given, for seed data
 * inspect &lt;hex&gt;...                    what an id holds: creation time, process value, counter, the old layout
 * range &lt;from&gt; &lt;to&gt;                  the ids that bound a time range, and SQL predicates that select it
 * sql &lt;hex&gt;... --dialect &lt;db&gt;         the SQL literal of each id for one database
 * sql-functions ...                   the SQL functions for ids of a database, see {@link SqlCommands}
 * partitions ...                      the DDL of a table partitioned by time on its id, see {@link SqlCommands}
 * </pre>
 *
 * Bad arguments print the usage on standard error and exit with status 2.
 */
public final class ObjectIdCli {

    static final int BAD_ARGUMENTS = 2;
    static final int MAX_GENERATE = 10_000_000;

    static final String USAGE = String.join(System.lineSeparator(),
            "usage: java -jar objectid-core.jar <command>",
            "  generate [n]         print n new ObjectIds, one a line (default 1, at most " + MAX_GENERATE + ")",
            "  generate --at <instant> [--count n]",
            "                       print n ObjectIds created at <instant> (default 1), for seed data and fixtures",
            "  inspect <hex>...     decode ObjectIds: timestamp, process value, counter, old machine/pid layout",
            "  range <from> <to>    min/max ids and SQL predicates for rows created in [from, to);",
            "                       from and to are ISO-8601 instants (2024-05-01T12:00:00Z) or dates (2024-05-01, UTC)",
            "  sql <hex>... --dialect " + SqlLiteral.dialects(),
            "                       print the SQL literal of each ObjectId for that database, one a line")
            + System.lineSeparator() + SqlCommands.USAGE;

    private final PrintStream out;

    private ObjectIdCli(PrintStream out) {
        this.out = out;
    }

    /**
     * Runs the command line and exits with its status.
     *
     * @param args the command and its arguments
     */
    public static void main(String[] args) {
        int status = run(args, System.out, System.err);
        System.out.flush();
        if (status != 0) {
            System.exit(status);
        }
    }

    /** Runs a command; returns the exit status. */
    static int run(String[] args, PrintStream out, PrintStream err) {
        try {
            if (args.length == 0) {
                throw new BadArguments("no command given");
            }
            ObjectIdCli cli = new ObjectIdCli(out);
            switch (args[0]) {
                case "generate":
                    cli.generate(args);
                    break;
                case "inspect":
                    cli.inspect(args);
                    break;
                case "range":
                    cli.range(args);
                    break;
                case "sql":
                    cli.sql(args);
                    break;
                case SqlCommands.FUNCTIONS:
                    new SqlCommands(out, Clock.systemUTC()).sqlFunctions(args);
                    break;
                case SqlCommands.PARTITIONS:
                    new SqlCommands(out, Clock.systemUTC()).partitions(args);
                    break;
                case "help":
                case "--help":
                case "-h":
                    out.println(USAGE);
                    break;
                default:
                    throw new BadArguments("unknown command '" + args[0] + "'");
            }
            return 0;
        } catch (BadArguments e) {
            err.println("objectid: " + e.getMessage());
            err.println(USAGE);
            return BAD_ARGUMENTS;
        }
    }

    private void generate(String[] args) {
        if (args.length > 1 && args[1].startsWith("--")) {
            generateAt(args);
            return;
        }
        if (args.length > 2) {
            throw new BadArguments("generate takes at most one argument, the number of ids");
        }
        print(args.length == 2 ? count("generate", args[1]) : 1, ObjectId::generate);
    }

    /** Prints {@code count} ids, one a line, in blocks of 64 KB. */
    private void print(int count, Supplier<ObjectId> ids) {
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i < count; i++) {
            lines.append(ids.get().toHexString()).append(System.lineSeparator());
            if (lines.length() > 1 << 16) {
                out.print(lines);
                lines.setLength(0);
            }
        }
        out.print(lines);
    }

    /** {@code generate --at <instant> [--count n]}: ids with a chosen creation time, distinct from each other. */
    private void generateAt(String[] args) {
        Instant at = null;
        int count = 1;
        for (int i = 1; i < args.length; i += 2) {
            if (i + 1 == args.length) {
                throw new BadArguments("generate: " + args[i] + " needs a value");
            }
            switch (args[i]) {
                case "--at":
                    at = instant("generate", "at", args[i + 1]);
                    break;
                case "--count":
                    count = count("generate", args[i + 1]);
                    break;
                default:
                    throw new BadArguments("generate: unknown option '" + args[i] + "'; expected --at or --count");
            }
        }
        if (at == null) {
            throw new BadArguments("generate: --count needs --at <instant>; without it, write generate <n>");
        }
        try {
            ObjectId.minFor(at);
        } catch (IllegalArgumentException e) {
            throw new BadArguments("generate: --at: " + e.getMessage());
        }
        Instant time = at;
        print(count, () -> ObjectId.generate(time));
    }

    /** {@code sql <hex>... --dialect <db>}: the literal of each id, for a migration or a SQL console. */
    private void sql(String[] args) {
        int option = Arrays.asList(args).indexOf("--dialect");
        if (option < 0 || option + 1 >= args.length) {
            throw new BadArguments("sql needs --dialect " + SqlLiteral.dialects());
        }
        SqlLiteral literal = SqlLiteral.forDialect(args[option + 1]).orElseThrow(() -> new BadArguments(
                "sql: unknown dialect '" + args[option + 1] + "'; expected one of " + SqlLiteral.dialects()));
        List<String> hexes = new ArrayList<>(Arrays.asList(args).subList(1, args.length));
        hexes.subList(option - 1, option + 1).clear();
        if (hexes.isEmpty()) {
            throw new BadArguments("sql needs at least one id");
        }
        List<String> literals = new ArrayList<>();
        for (String hex : hexes) {
            try {
                literals.add(literal.of(ObjectId.parse(hex).toHexString()));
            } catch (IllegalArgumentException e) {
                throw new BadArguments("sql: " + e.getMessage());
            }
        }
        literals.forEach(out::println);
    }

    private static int count(String command, String text) {
        int count;
        try {
            count = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            count = -1;
        }
        if (count < 1 || count > MAX_GENERATE) {
            throw new BadArguments(command + ": '" + text + "' is not a number of ids between 1 and " + MAX_GENERATE);
        }
        return count;
    }

    private void inspect(String[] args) {
        if (args.length < 2) {
            throw new BadArguments("inspect needs at least one id");
        }
        ObjectId[] ids = new ObjectId[args.length - 1];
        for (int i = 1; i < args.length; i++) {
            try {
                ids[i - 1] = ObjectId.parse(args[i]);
            } catch (IllegalArgumentException e) {
                throw new BadArguments("inspect: " + e.getMessage());
            }
        }
        for (ObjectId id : ids) {
            out.println(id.toHexString());
            out.printf("  timestamp      %s (epoch second %d)%n", id.timestamp(), id.epochSecond());
            out.printf("  process value  %010x%n", id.processValue());
            out.printf("  counter        %d (0x%06x)%n", id.counter(), id.counter());
            out.printf("  old layout     machine 0x%06x, pid %d, counter %d%n",
                    id.legacyMachineId(), id.legacyProcessId(), id.counter());
        }
    }

    private void range(String[] args) {
        if (args.length != 3) {
            throw new BadArguments("range needs two arguments, <from> and <to>");
        }
        Instant from = instant("range", "from", args[1]);
        Instant to = instant("range", "to", args[2]);
        ObjectId low;
        ObjectId high;
        try {
            low = ObjectId.minFor(from);
            high = ObjectId.minFor(to);
        } catch (IllegalArgumentException e) {
            throw new BadArguments("range: " + e.getMessage());
        }
        if (low.compareTo(high) >= 0) {
            throw new BadArguments("range: <to> (" + to + ") must be at least one second after <from> (" + from
                    + "); the range is [from, to) to the second");
        }
        String lowHex = low.toHexString();
        String highHex = high.toHexString();
        out.printf("rows created in [%s, %s), to the second%n", low.timestamp(), high.timestamp());
        out.printf("  min id (inclusive)    %s%n", lowHex);
        out.printf("  max id (inclusive)    %s%n", ObjectId.maxFor(high.timestamp().minusSeconds(1)).toHexString());
        out.printf("  PostgreSQL            id >= '\\x%s'::bytea AND id < '\\x%s'::bytea%n", lowHex, highHex);
        out.printf("  MySQL, MariaDB, H2    id >= X'%s' AND id < X'%s'%n", lowHex, highHex);
    }

    private static Instant instant(String command, String name, String text) {
        try {
            return Instant.parse(text);
        } catch (DateTimeParseException notAnInstant) {
            try {
                return LocalDate.parse(text).atStartOfDay(ZoneOffset.UTC).toInstant();
            } catch (DateTimeParseException notADate) {
                throw new BadArguments(command + ": <" + name + "> '" + text + "' is neither an ISO-8601 instant "
                        + "(2024-05-01T12:00:00Z) nor a date (2024-05-01)");
            }
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
