package dev.objectid.cli;

import dev.objectid.sql.SqlDialect;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code sql-functions --dialect <d>}: the database's SQL functions for ids ({@link SqlDialect#functionsScript()}). */
@Command(
        name = "sql-functions",
        header = "The SQL functions for ids, as a script.",
        description = "The SQL functions for ids (objectid_timestamp, objectid_min_for, objectid_generate_for,"
                + " objectid_hex, objectid_from_hex) as a script, for postgresql, mariadb or mysql.")
final class SqlFunctionsCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--dialect", required = true, paramLabel = "<d>", description = "postgresql, mariadb or mysql")
    private Dialect dialect;

    @Override
    public Integer call() {
        try {
            spec.commandLine().getOut().print(dialect.server("SQL functions").functionsScript());
        } catch (UnsupportedOperationException e) {
            throw ObjectIdCli.bad(spec, e.getMessage());
        }
        return 0;
    }
}
