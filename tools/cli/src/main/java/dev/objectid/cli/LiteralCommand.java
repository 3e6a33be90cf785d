package dev.objectid.cli;

import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code sql <id>... --dialect <d>}: the literal of each id, for a migration or a SQL console. */
@Command(
        name = "sql",
        header = "The SQL literal of each id for a database.",
        description = "Print the SQL literal of each ObjectId for a database, one a line.")
final class LiteralCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "<id>", description = "an id: " + IdArgument.FORMS)
    private List<String> ids;

    @Option(
            names = "--dialect",
            required = true,
            paramLabel = "<d>",
            description = "the database: ${COMPLETION-CANDIDATES}",
            completionCandidates = Dialect.Names.class)
    private Dialect dialect;

    @Override
    public Integer call() {
        IdArgument.parseAll(spec, ids).forEach(id -> spec.commandLine().getOut().println(dialect.literal(id)));
        return 0;
    }
}
