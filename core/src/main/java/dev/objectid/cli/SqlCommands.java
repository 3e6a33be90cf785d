package dev.objectid.cli;

import dev.objectid.cli.ObjectIdCli.BadArguments;
import dev.objectid.sql.PartitionPeriod;
import dev.objectid.sql.SqlDialect;
import dev.objectid.sql.SqlFunctions;
import dev.objectid.sql.TimePartitions;
import java.io.PrintStream;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * The commands of the command line that print SQL: the {@link SqlFunctions} of a database, and the DDL of
 * {@link TimePartitions}.
 *
 * <pre>
 * sql-functions --dialect &lt;d&gt;
 * partitions &lt;table&gt; --dialect &lt;d&gt; --period day|week|month [--from &lt;when&gt;] [--count &lt;n&gt;]
 *            [--column &lt;name&gt;] [--add | --drop]
 * </pre>
 */
final class SqlCommands {

    static final String FUNCTIONS = "sql-functions";
    static final String PARTITIONS = "partitions";
    static final int DEFAULT_COUNT = 3;

    static final String USAGE = String.join(System.lineSeparator(),
            "  sql-functions --dialect <d>",
            "                       the SQL functions for ids (objectid_timestamp, objectid_min_for, objectid_hex,",
            "                       objectid_from_hex) as a script; <d> is postgresql, mariadb or mysql",
            "  partitions <table> --dialect <d> --period day|week|month [--from <when>] [--count <n>]",
            "             [--column <id column>] [--add | --drop]",
            "                       DDL partitioning <table> by time on its id: partition it (default), add",
            "                       partitions (--add, safe to run again) or drop them (--drop); " + DEFAULT_COUNT
                    + " periods (or <n>)",
            "                       from the one <when> falls in: 2026-05, 2026-05-17 or an instant (default now)");

    private static final Set<String> PARTITION_OPTIONS = Set.of("--dialect", "--period", "--from", "--count",
            "--column");
    private static final Set<String> PARTITION_FLAGS = Set.of("--add", "--drop");

    private final PrintStream out;
    private final Clock clock;

    SqlCommands(PrintStream out, Clock clock) {
        this.out = out;
        this.clock = clock;
    }

    void sqlFunctions(String[] args) {
        Map<String, String> options = options(FUNCTIONS, args, 1, Set.of("--dialect"), Set.of());
        out.print(SqlFunctions.script(dialect(FUNCTIONS, required(FUNCTIONS, options, "--dialect"))));
    }

    void partitions(String[] args) {
        if (args.length < 2 || args[1].startsWith("--")) {
            throw new BadArguments(PARTITIONS + " needs a table name first");
        }
        Map<String, String> options = options(PARTITIONS, args, 2, PARTITION_OPTIONS, PARTITION_FLAGS);
        if (options.containsKey("--add") && options.containsKey("--drop")) {
            throw new BadArguments(PARTITIONS + ": --add and --drop exclude each other");
        }
        SqlDialect dialect = dialect(PARTITIONS, required(PARTITIONS, options, "--dialect"));
        PartitionPeriod period;
        try {
            period = PartitionPeriod.named(required(PARTITIONS, options, "--period"));
        } catch (IllegalArgumentException e) {
            throw new BadArguments(PARTITIONS + ": " + e.getMessage());
        }
        Instant from = options.containsKey("--from") ? when(options.get("--from")) : clock.instant();
        int count = count(options.getOrDefault("--count", String.valueOf(DEFAULT_COUNT)));
        try {
            TimePartitions partitions = TimePartitions.of(dialect, args[1], period);
            if (options.containsKey("--column")) {
                partitions = partitions.column(options.get("--column"));
            }
            out.print(options.containsKey("--add") ? partitions.addDdl(from, count)
                    : options.containsKey("--drop") ? partitions.dropDdl(from, count)
                    : partitions.createDdl(from, count));
        } catch (IllegalArgumentException e) {
            throw new BadArguments(PARTITIONS + ": " + e.getMessage());
        }
    }

    /** {@code --name value} options and {@code --flag}s from {@code args[first]} on; flags map to "". */
    private static Map<String, String> options(String command, String[] args, int first, Set<String> withValue,
            Set<String> flags) {
        Map<String, String> options = new HashMap<>();
        for (int i = first; i < args.length; i++) {
            String name = args[i];
            String value;
            if (flags.contains(name)) {
                value = "";
            } else if (withValue.contains(name)) {
                if (i + 1 >= args.length) {
                    throw new BadArguments(command + ": " + name + " needs a value");
                }
                value = args[++i];
            } else {
                throw new BadArguments(command + ": unknown argument '" + name + "'");
            }
            if (options.put(name, value) != null) {
                throw new BadArguments(command + ": " + name + " is given twice");
            }
        }
        return options;
    }

    private static String required(String command, Map<String, String> options, String name) {
        String value = options.get(name);
        if (value == null) {
            throw new BadArguments(command + " needs " + name);
        }
        return value;
    }

    private static SqlDialect dialect(String command, String name) {
        try {
            return SqlDialect.named(name);
        } catch (IllegalArgumentException e) {
            throw new BadArguments(command + ": " + e.getMessage());
        }
    }

    private static int count(String text) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new BadArguments(PARTITIONS + ": --count '" + text + "' is not a number of periods");
        }
    }

    /** A month ({@code 2026-05}), a day ({@code 2026-05-17}, UTC) or an instant. */
    private static Instant when(String text) {
        try {
            return YearMonth.parse(text).atDay(1).atStartOfDay(ZoneOffset.UTC).toInstant();
        } catch (DateTimeParseException notAMonth) {
            try {
                return LocalDate.parse(text).atStartOfDay(ZoneOffset.UTC).toInstant();
            } catch (DateTimeParseException notADay) {
                try {
                    return Instant.parse(text);
                } catch (DateTimeParseException notAnInstant) {
                    throw new BadArguments(PARTITIONS + ": --from '" + text + "' is neither a month (2026-05), a day "
                            + "(2026-05-17) nor an ISO-8601 instant (2026-05-17T12:00:00Z)");
                }
            }
        }
    }
}
