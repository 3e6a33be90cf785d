package dev.objectid.cli;

import dev.objectid.ObjectId;
import java.io.PrintStream;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;

/**
 * The command line of objectid-core: {@code java -jar objectid-core-<version>.jar <command>}.
 *
 * <pre>
 * generate [n]           n new ids (default 1), one a line
 * inspect &lt;hex&gt;...       what an id holds: creation time, process value, counter, and the old machine/pid view
 * range &lt;from&gt; &lt;to&gt;     the ids that bound a time range, and SQL predicates that select it
 * sql-functions ...      the SQL functions for ids of a database, see {@link SqlCommands}
 * partitions ...         the DDL of a table partitioned by time on its id, see {@link SqlCommands}
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
            "  inspect <hex>...     decode ObjectIds: timestamp, process value, counter, old machine/pid layout",
            "  range <from> <to>    min/max ids and SQL predicates for rows created in [from, to);",
            "                       from and to are ISO-8601 instants (2024-05-01T12:00:00Z) or dates (2024-05-01, UTC)")
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
        if (args.length > 2) {
            throw new BadArguments("generate takes at most one argument, the number of ids");
        }
        int count = 1;
        if (args.length == 2) {
            try {
                count = Integer.parseInt(args[1]);
            } catch (NumberFormatException e) {
                count = -1;
            }
            if (count < 1 || count > MAX_GENERATE) {
                throw new BadArguments("generate: '" + args[1] + "' is not a number of ids between 1 and "
                        + MAX_GENERATE);
            }
        }
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i < count; i++) {
            lines.append(ObjectId.generate().toHexString()).append(System.lineSeparator());
            if (lines.length() > 1 << 16) {
                out.print(lines);
                lines.setLength(0);
            }
        }
        out.print(lines);
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
        Instant from = instant("from", args[1]);
        Instant to = instant("to", args[2]);
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

    private static Instant instant(String name, String text) {
        try {
            return Instant.parse(text);
        } catch (DateTimeParseException notAnInstant) {
            try {
                return LocalDate.parse(text).atStartOfDay(ZoneOffset.UTC).toInstant();
            } catch (DateTimeParseException notADate) {
                throw new BadArguments("range: <" + name + "> '" + text + "' is neither an ISO-8601 instant "
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
