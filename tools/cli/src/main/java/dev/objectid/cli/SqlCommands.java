package dev.objectid.cli;

import dev.objectid.sql.PartitionPeriod;
import dev.objectid.sql.SqlDialect;
import dev.objectid.sql.TimePartitions;
import java.io.PrintStream;
import java.time.Clock;
import java.time.Instant;
import java.util.Set;

/**
 * The commands of the command line that print SQL for a database: its SQL functions for ids
 * ({@link SqlDialect#functionsScript()}), and the DDL of {@link TimePartitions}.
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

    static final String USAGE = String.join(
            System.lineSeparator(),
            "  sql-functions --dialect <d>",
            "                       the SQL functions for ids (objectid_timestamp, objectid_min_for,",
            "                       objectid_generate_for, objectid_hex, objectid_from_hex) as a script, for",
            "                       postgresql, mariadb or mysql",
            "  partitions <table> --dialect <d> --period day|week|month [--from <time>] [--count <n>]",
            "             [--column <id column>] [--add | --drop]",
            "                       DDL partitioning <table> by time on its id: partition it (default), add",
            "                       partitions (--add, safe to run again) or drop them (--drop); " + DEFAULT_COUNT
                    + " periods (or <n>)",
            "                       from the one <time> falls in (default now); for postgresql, mariadb or mysql");

    private static final Set<String> PARTITION_OPTIONS =
            Set.of("--dialect", "--period", "--from", "--count", "--column");
    private static final Set<String> PARTITION_FLAGS = Set.of("--add", "--drop");

    private final PrintStream out;
    private final Clock clock;

    SqlCommands(PrintStream out, Clock clock) {
        this.out = out;
        this.clock = clock;
    }

    void sqlFunctions(String[] args) {
        Arguments arguments = Arguments.of(args, Set.of("--dialect"), Set.of());
        if (!arguments.positional().isEmpty()) {
            throw arguments.bad("unknown argument '" + arguments.positional().get(0) + "'");
        }
        SqlDialect dialect = arguments.dialect("--dialect");
        try {
            out.print(dialect.functionsScript());
        } catch (UnsupportedOperationException e) {
            throw arguments.bad(e.getMessage());
        }
    }

    void partitions(String[] args) {
        Arguments arguments = Arguments.of(args, PARTITION_OPTIONS, PARTITION_FLAGS);
        if (arguments.positional().size() != 1) {
            throw arguments.bad(
                    arguments.positional().isEmpty()
                            ? "needs a table name"
                            : "takes one table name, not " + String.join(" ", arguments.positional()));
        }
        if (arguments.has("--add") && arguments.has("--drop")) {
            throw arguments.bad("--add and --drop exclude each other");
        }
        SqlDialect dialect = arguments.dialect("--dialect");
        PartitionPeriod period;
        try {
            period = PartitionPeriod.named(arguments.required("--period"));
        } catch (IllegalArgumentException e) {
            throw arguments.bad(e.getMessage());
        }
        Instant from = arguments.has("--from") ? arguments.time("--from", arguments.value("--from")) : clock.instant();
        int count = arguments.has("--count")
                ? arguments.number("--count", arguments.value("--count"), 1, Integer.MAX_VALUE)
                : DEFAULT_COUNT;
        try {
            TimePartitions partitions =
                    TimePartitions.of(dialect, arguments.positional().get(0), period);
            if (arguments.has("--column")) {
                partitions = partitions.column(arguments.value("--column"));
            }
            out.print(
                    arguments.has("--add")
                            ? partitions.addDdl(from, count)
                            : arguments.has("--drop")
                                    ? partitions.dropDdl(from, count)
                                    : partitions.createDdl(from, count));
        } catch (IllegalArgumentException | UnsupportedOperationException e) {
            throw arguments.bad(e.getMessage());
        }
    }
}
