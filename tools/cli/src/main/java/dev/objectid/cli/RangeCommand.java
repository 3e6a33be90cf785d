package dev.objectid.cli;

import dev.objectid.ObjectId;
import java.io.PrintWriter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code range <from> <to>}: the ids that bound a time range, and SQL predicates that select it. */
@Command(
        name = "range",
        header = "The ids and SQL predicates of rows created in a time range.",
        description = "The smallest and largest ids of rows created in [from, to), and the SQL predicates that select"
                + " them on each database.")
final class RangeCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "<from>", description = "the first second: " + ArgumentTypes.TIME_FORMS)
    private Instant from;

    @Parameters(index = "1", paramLabel = "<to>", description = "the second after the last")
    private Instant to;

    @Override
    public Integer call() {
        ObjectId low;
        ObjectId high;
        try {
            low = ObjectId.minFor(from);
            high = ObjectId.minFor(to);
        } catch (IllegalArgumentException e) {
            throw ObjectIdCli.bad(spec, e.getMessage());
        }
        if (low.compareTo(high) >= 0) {
            throw ObjectIdCli.bad(
                    spec,
                    "<to> (" + to + ") must be at least one second after <from> (" + from
                            + "); the range is [from, to) to the second");
        }
        Map<String, List<String>> dialectsByPredicate = new LinkedHashMap<>();
        for (Dialect dialect : Dialect.all()) {
            dialectsByPredicate
                    .computeIfAbsent(
                            "id >= " + dialect.literal(low) + " AND id < " + dialect.literal(high),
                            predicate -> new ArrayList<>())
                    .add(dialect.key());
        }
        int width = 2
                + dialectsByPredicate.values().stream()
                        .mapToInt(dialects -> String.join(", ", dialects).length())
                        .max()
                        .orElse(0);
        String row = "  %-" + width + "s%s%n";
        PrintWriter out = spec.commandLine().getOut();
        out.printf("rows created in [%s, %s), to the second%n", low.timestamp(), high.timestamp());
        out.printf(row, "min id (inclusive)", low.toHexString());
        out.printf(
                row,
                "max id (inclusive)",
                ObjectId.maxFor(high.timestamp().minusSeconds(1)).toHexString());
        dialectsByPredicate.forEach((predicate, dialects) -> out.printf(row, String.join(", ", dialects), predicate));
        return 0;
    }
}
