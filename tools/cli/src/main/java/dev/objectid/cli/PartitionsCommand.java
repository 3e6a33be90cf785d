package dev.objectid.cli;

import dev.objectid.sql.PartitionPeriod;
import dev.objectid.sql.TimePartitions;
import java.time.Instant;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code partitions}: the DDL of {@link TimePartitions}, partitioning a table by time on its id. */
@Command(
        name = "partitions",
        header = "DDL partitioning a table by time on its id.",
        description = "DDL partitioning <table> by time on its id: partition it (default), add partitions (--add, safe"
                + " to run again) or drop them (--drop); for postgresql, mariadb or mysql.")
final class PartitionsCommand implements Callable<Integer> {

    static final int DEFAULT_COUNT = 3;

    @Spec
    private CommandSpec spec;

    @ParentCommand
    private ObjectIdCli cli;

    @Parameters(paramLabel = "<table>", description = "the table, with its schema if it has one")
    private String table;

    @Option(names = "--dialect", required = true, paramLabel = "<d>", description = "postgresql, mariadb or mysql")
    private Dialect dialect;

    @Option(names = "--period", required = true, paramLabel = "<period>", description = "day, week or month")
    private PartitionPeriod period;

    @Option(
            names = "--from",
            paramLabel = "<time>",
            description = "the partitions start with the period this time falls in (default now): "
                    + ArgumentTypes.TIME_FORMS)
    private Instant from;

    @Option(names = "--count", paramLabel = "<n>", description = "how many periods (default " + DEFAULT_COUNT + ")")
    private String count;

    @Option(names = "--column", paramLabel = "<id column>", description = "the id column (default id)")
    private String column;

    @ArgGroup
    private Change change;

    /** What is written instead of partitioning the table. */
    static final class Change {
        @Option(names = "--add", required = true, description = "add partitions to a partitioned table")
        boolean add;

        @Option(names = "--drop", required = true, description = "drop partitions")
        boolean drop;
    }

    @Override
    public Integer call() {
        int periods = count == null ? DEFAULT_COUNT : ArgumentTypes.whole(spec, "--count", count, 1, Integer.MAX_VALUE);
        Instant start = from != null ? from : cli.clock().instant();
        try {
            TimePartitions partitions = TimePartitions.of(dialect.server("partition DDL"), table, period);
            if (column != null) {
                partitions = partitions.column(column);
            }
            spec.commandLine()
                    .getOut()
                    .print(
                            change != null && change.add
                                    ? partitions.addDdl(start, periods)
                                    : change != null && change.drop
                                            ? partitions.dropDdl(start, periods)
                                            : partitions.createDdl(start, periods));
        } catch (IllegalArgumentException | UnsupportedOperationException e) {
            throw ObjectIdCli.bad(spec, e.getMessage());
        }
        return 0;
    }
}
