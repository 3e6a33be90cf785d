package dev.objectid.cli;

import dev.objectid.ObjectIdGenerator;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.concurrent.Callable;
import java.util.logging.Level;
import java.util.logging.Logger;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The objectid command line: {@code java -jar objectid-cli-<version>.jar <command>}, a picocli command whose
 * subcommands each have their own {@code --help}.
 *
 * <p>Ids go to standard output and nothing else does: {@link #main} turns the generator's logger down to warnings, so
 * its trace line at first use ({@code ProcessTrace}) is not printed. A bad argument is one line on standard error,
 * {@code objectid <command>: <what is wrong>}, and a line pointing to the command's {@code --help}; the exit status
 * is then {@link #BAD_ARGUMENTS}. Standard output and standard error are written in UTF-8, as {@code seed} reads its
 * file.
 */
@Command(
        name = "java -jar objectid-cli.jar",
        scope = ScopeType.INHERIT,
        mixinStandardHelpOptions = true,
        versionProvider = CliVersion.class,
        description = "ObjectIds made, read and written as SQL; integer-keyed seed files and MongoDB exports moved to"
                + " ObjectIds.",
        subcommands = {
            GenerateCommand.class,
            InspectCommand.class,
            RangeCommand.class,
            LiteralCommand.class,
            SqlFunctionsCommand.class,
            PartitionsCommand.class,
            SeedCommand.class,
            ImportCommand.class,
            HelpCommand.class
        })
public final class ObjectIdCli implements Callable<Integer> {

    /** The exit status of a command whose arguments are wrong: nothing was done. */
    static final int BAD_ARGUMENTS = 2;

    /** The generator's logger, held so that the level set in {@link #main} stays (the logging API holds it weakly). */
    private static final Logger GENERATOR_LOG = Logger.getLogger(ObjectIdGenerator.class.getName());

    private final Clock clock;
    private final boolean terminal;

    @Spec
    private CommandSpec spec;

    private ObjectIdCli(Clock clock, boolean terminal) {
        this.clock = clock;
        this.terminal = terminal;
    }

    /**
     * Runs the command line and exits with its status.
     *
     * @param args the command and its arguments
     */
    public static void main(String[] args) {
        GENERATOR_LOG.setLevel(Level.WARNING);
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8));
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        int status = run(args, out, err, Clock.systemUTC(), Terminal.present());
        if (status != 0) {
            System.exit(status);
        }
    }

    /** Runs a command without a terminal; returns the exit status. */
    static int run(String[] args, PrintWriter out, PrintWriter err, Clock clock) {
        return run(args, out, err, clock, false);
    }

    /**
     * Runs a command; returns the exit status.
     *
     * @param terminal whether the process has a terminal: for {@code import}'s progress line and password prompt
     */
    static int run(String[] args, PrintWriter out, PrintWriter err, Clock clock, boolean terminal) {
        CommandLine commandLine = new CommandLine(new ObjectIdCli(clock, terminal))
                .setOut(out)
                .setErr(err)
                .setParameterExceptionHandler(ObjectIdCli::badArguments);
        ArgumentTypes.register(commandLine);
        try {
            return commandLine.execute(args);
        } finally {
            out.flush();
            err.flush();
        }
    }

    /** The clock commands take "now" from. */
    Clock clock() {
        return clock;
    }

    /** Whether the process has a terminal. */
    boolean terminal() {
        return terminal;
    }

    /** No command given. */
    @Override
    public Integer call() {
        throw new ParameterException(spec.commandLine(), "no command given; " + commands(spec));
    }

    /**
     * A usage error of a command, thrown while its arguments are read or checked.
     *
     * @param spec the command
     * @param message what is wrong and what is accepted
     */
    static ParameterException bad(CommandSpec spec, String message) {
        return new ParameterException(spec.commandLine(), message);
    }

    /** One line saying what is wrong, one saying where the command's options are; nothing on standard output. */
    private static int badArguments(ParameterException e, String[] args) {
        CommandLine command = e.getCommandLine();
        CommandSpec spec = command.getCommandSpec();
        String message = e.getMessage();
        if (e instanceof UnmatchedArgumentException && spec.parent() == null) {
            message = "unknown command '"
                    + ((UnmatchedArgumentException) e).getUnmatched().get(0) + "'; " + commands(spec);
        }
        PrintWriter err = command.getErr();
        err.println("objectid" + (spec.parent() == null ? "" : " " + spec.name()) + ": " + message);
        err.println("Try '" + spec.qualifiedName() + " --help' for more information.");
        return BAD_ARGUMENTS;
    }

    /** The commands there are, for messages. */
    private static String commands(CommandSpec top) {
        return "the commands are " + String.join(", ", top.subcommands().keySet());
    }
}
