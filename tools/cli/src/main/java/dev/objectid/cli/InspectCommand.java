package dev.objectid.cli;

import dev.objectid.ObjectId;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code inspect}: what an id holds, in the layout of today and the old one. */
@Command(
        name = "inspect",
        header = "What an id holds: creation time, process value, counter.",
        description = "Decode ObjectIds: creation time, process value, counter, and the old machine/pid layout.")
final class InspectCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "<id>", description = "an id: " + IdArgument.FORMS)
    private List<String> ids;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        for (ObjectId id : IdArgument.parseAll(spec, ids)) {
            out.println(id.toHexString());
            out.printf("  timestamp      %s (epoch second %d)%n", id.timestamp(), id.epochSecond());
            out.printf("  process value  %010x%n", id.processValue());
            out.printf("  counter        %d (0x%06x)%n", id.counter(), id.counter());
            out.printf(
                    "  old layout     machine 0x%06x, pid %d, counter %d%n",
                    id.legacyMachineId(), id.legacyProcessId(), id.counter());
        }
        return 0;
    }
}
