package dev.objectid.cli;

import dev.objectid.cli.importer.ImportOptions;
import dev.objectid.cli.importer.Importer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code import}: {@code mongoexport} files into the tables of a database, with their {@code _id}s, all or nothing
 * ({@link Importer}).
 */
@Command(
        name = "import",
        header = "mongoexport files loaded into existing tables, _ids kept.",
        description = {
            "Load mongoexport files (Extended JSON, one document a line; .gz read) into existing tables of PostgreSQL,"
                    + " MariaDB, MySQL or H2, keeping each _id. A file goes into the table of its name (orders.json:"
                    + " orders) unless --table or the mapping says otherwise. All or nothing: any bad line fails the"
                    + " whole import, naming file, line and field, and leaves every table as it was."
        })
final class ImportCommand implements Callable<Integer> {

    /**
     * The environment variable the password is read from when {@code --password} is not given: a password there is
     * not shown in the process list or kept in the shell's history, as one on the command line is.
     */
    static final String PASSWORD_VARIABLE = "OBJECTID_PASSWORD";

    /** The most threads {@code --threads} takes: each holds blocks of the file and rows of its own. */
    static final int MAX_THREADS = 64;

    /** The most seconds {@code --connect-timeout} and {@code --socket-timeout} take: a day. */
    static final int MAX_TIMEOUT = 86_400;

    @Spec
    private CommandSpec spec;

    @ParentCommand
    private ObjectIdCli cli;

    @Option(names = "--url", required = true, paramLabel = "<jdbc-url>", description = "the database's JDBC URL")
    private String url;

    @Option(names = "--user", paramLabel = "<user>", description = "the database user")
    private String user;

    @Option(
            names = "--password",
            arity = "0..1",
            interactive = true,
            preprocessor = PasswordPrompt.class,
            prompt = "Password: ",
            paramLabel = "<password>",
            description = "the password; --password without one (last, or before another option) asks for it on"
                    + " the terminal; without --password: the environment variable " + PASSWORD_VARIABLE)
    private char[] password;

    @Option(names = "--table", paramLabel = "<table>", description = "the table of the one file given")
    private String table;

    @Option(
            names = "--mapping",
            paramLabel = "<file>",
            description = "a JSON file of each collection's table, columns and arrays")
    private Path mapping;

    @Option(names = "--json-array", description = "each file is one JSON array of documents")
    private boolean jsonArray;

    @Option(
            names = "--ignore-unknown-fields",
            description = "leave out (and count) a field no column takes, instead of failing")
    private boolean ignoreUnknownFields;

    @Option(names = "--allow-orphans", description = "load a reference to a missing row as null, instead of failing")
    private boolean allowOrphans;

    @Option(
            names = "--threads",
            paramLabel = "<n>",
            description = "how many threads convert documents (default one fewer than the processors, at least 1;"
                    + " PostgreSQL, MariaDB and MySQL, JSON Lines files)")
    private String threads;

    @Option(
            names = "--connect-timeout",
            paramLabel = "<seconds>",
            description = "how long connecting and logging in may take before the import gives up (default "
                    + ImportOptions.DEFAULT_CONNECT_TIMEOUT + ")")
    private String connectTimeout;

    @Option(
            names = "--socket-timeout",
            paramLabel = "<seconds>",
            description = "how long the database may take to answer once connected before the import gives up"
                    + " (default: as long as it takes; an index build on a large table takes minutes)")
    private String socketTimeout;

    @Option(
            names = "--verbose",
            description = "let the JDBC drivers log, and print where a fault of the tool itself happened")
    private boolean verbose;

    @Parameters(arity = "1..*", paramLabel = "<file>", description = "the export files")
    private List<Path> files;

    @Override
    public Integer call() {
        if (!url.startsWith("jdbc:")) {
            throw ObjectIdCli.bad(
                    spec, "--url '" + url + "' is not a JDBC URL, such as jdbc:postgresql://localhost/shop");
        }
        if (table != null && files.size() > 1) {
            throw ObjectIdCli.bad(
                    spec,
                    "--table names the table of one file; for several files, name each file after its table or use"
                            + " --mapping");
        }
        for (Path file : files) {
            if (!Files.isRegularFile(file)) {
                throw ObjectIdCli.bad(spec, "no file '" + file + "'");
            }
        }
        if (mapping != null && !Files.isRegularFile(mapping)) {
            throw ObjectIdCli.bad(spec, "--mapping: no file '" + mapping + "'");
        }
        if (threads != null && jsonArray) {
            throw ObjectIdCli.bad(
                    spec,
                    "--threads converts JSON Lines files on several threads; a JSON array (--json-array) is read and"
                            + " converted in order on one");
        }
        OptionalInt converting = threads == null
                ? OptionalInt.empty()
                : OptionalInt.of(ArgumentTypes.whole(spec, "--threads", threads, 1, MAX_THREADS));
        ImportOptions options = new ImportOptions(
                url,
                user,
                password != null ? new String(password) : System.getenv(PASSWORD_VARIABLE),
                table,
                mapping,
                files,
                jsonArray,
                ignoreUnknownFields,
                allowOrphans,
                converting,
                connectTimeout == null
                        ? ImportOptions.DEFAULT_CONNECT_TIMEOUT
                        : ArgumentTypes.whole(spec, "--connect-timeout", connectTimeout, 1, MAX_TIMEOUT),
                socketTimeout == null
                        ? 0
                        : ArgumentTypes.whole(spec, "--socket-timeout", socketTimeout, 1, MAX_TIMEOUT),
                verbose);
        return Importer.run(
                options, spec.commandLine().getOut(), spec.commandLine().getErr(), cli.terminal());
    }
}
