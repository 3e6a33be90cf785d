package dev.objectid.cli;

import dev.objectid.cli.importer.ImportOptions;
import dev.objectid.cli.importer.Importer;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;

/**
 * {@code import}: {@code mongoexport} files into the tables of a database, with their {@code _id}s, all or nothing
 * ({@link Importer}).
 */
final class ImportCommand {

    static final String IMPORT = "import";

    /**
     * The environment variable the password is read from when {@code --password} is not given: a password there is
     * not shown in the process list or kept in the shell's history, as one on the command line is.
     */
    static final String PASSWORD_VARIABLE = "OBJECTID_PASSWORD";

    static final String USAGE = String.join(
            System.lineSeparator(),
            "  import --url <jdbc-url> [--user <u>] [--password <p>] [--table <t>] [--mapping <file>]",
            "         [--json-array] [--ignore-unknown-fields] [--allow-orphans] [--threads <n>] <file>...",
            "                       load mongoexport files (Extended JSON, one document a line; .gz read) into",
            "                       existing tables of PostgreSQL, MariaDB, MySQL or H2, keeping each _id; a file",
            "                       goes into the table of its name (orders.json: orders) unless --table or the",
            "                       mapping says otherwise. All or nothing: any bad line fails the whole import,",
            "                       naming file, line and field, and leaves every table as it was. Without",
            "                       --password, the password is read from the environment variable " + PASSWORD_VARIABLE
                    + ";",
            "                       --threads: how many threads convert documents (default one fewer than the",
            "                       processors, at least 1; PostgreSQL, MariaDB and MySQL, JSON Lines files)");

    /** The most threads {@code --threads} takes: each holds blocks of the file and rows of its own. */
    static final int MAX_THREADS = 64;

    private static final Set<String> WITH_VALUE =
            Set.of("--url", "--user", "--password", "--table", "--mapping", "--threads");
    private static final Set<String> FLAGS = Set.of("--json-array", "--ignore-unknown-fields", "--allow-orphans");

    private final PrintStream out;
    private final PrintStream err;
    private final boolean terminal;

    ImportCommand(PrintStream out, PrintStream err, boolean terminal) {
        this.out = out;
        this.err = err;
        this.terminal = terminal;
    }

    /** Runs the import; returns its exit status. */
    int run(String[] args) {
        Arguments arguments = Arguments.of(args, WITH_VALUE, FLAGS);
        String url = arguments.required("--url");
        if (!url.startsWith("jdbc:")) {
            throw arguments.bad("--url '" + url + "' is not a JDBC URL, such as jdbc:postgresql://localhost/shop");
        }
        if (arguments.positional().isEmpty()) {
            throw arguments.bad("needs at least one export file");
        }
        if (arguments.has("--table") && arguments.positional().size() > 1) {
            throw arguments.bad("--table names the table of one file; for several files, name each file after its "
                    + "table or use --mapping");
        }
        List<Path> files = arguments.positional().stream().map(Path::of).toList();
        for (Path file : files) {
            if (!Files.isRegularFile(file)) {
                throw arguments.bad("no file '" + file + "'");
            }
        }
        Path mapping = arguments.has("--mapping") ? Path.of(arguments.value("--mapping")) : null;
        if (mapping != null && !Files.isRegularFile(mapping)) {
            throw arguments.bad("--mapping: no file '" + mapping + "'");
        }
        if (arguments.has("--threads") && arguments.has("--json-array")) {
            throw arguments.bad("--threads converts JSON Lines files on several threads; a JSON array (--json-array) "
                    + "is read and converted in order on one");
        }
        OptionalInt threads = arguments.has("--threads")
                ? OptionalInt.of(arguments.number("--threads", arguments.value("--threads"), 1, MAX_THREADS))
                : OptionalInt.empty();
        ImportOptions options = new ImportOptions(
                url,
                arguments.value("--user"),
                arguments.has("--password") ? arguments.value("--password") : System.getenv(PASSWORD_VARIABLE),
                arguments.value("--table"),
                mapping,
                files,
                arguments.has("--json-array"),
                arguments.has("--ignore-unknown-fields"),
                arguments.has("--allow-orphans"),
                threads);
        return Importer.run(options, out, err, terminal);
    }
}
