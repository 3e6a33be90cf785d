package dev.objectid.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Clock;

/** The command line run in this JVM, what it printed kept apart on standard output and standard error. */
final class Cli {

    private final Clock clock;
    private StringWriter out = new StringWriter();
    private StringWriter err = new StringWriter();

    Cli() {
        this(Clock.systemUTC());
    }

    Cli(Clock clock) {
        this.clock = clock;
    }

    /** Runs a command without a terminal, after forgetting what the one before printed; returns its exit status. */
    int run(String... args) {
        out = new StringWriter();
        err = new StringWriter();
        return ObjectIdCli.run(args, new PrintWriter(out), new PrintWriter(err), clock);
    }

    String out() {
        return out.toString();
    }

    String err() {
        return err.toString();
    }
}
