package dev.objectid.migration.importer;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** {@code java -jar objectid-cli.jar} as a user runs it, in a process of its own. */
public final class CliProcess {

    public static final Path JAR = Path.of(System.getProperty("cli.jar", "../../tools/cli/target/objectid-cli.jar"));

    private CliProcess() {}

    static Process start(List<String> args) throws IOException {
        return start(List.of(), args);
    }

    /**
     * Starts it as from a terminal, where Ctrl-C interrupts it: a build run in the background (by a shell without job
     * control) has SIGINT ignored, which every process it starts inherits, so coreutils' {@code env} puts it back.
     */
    static Process startInterruptible(List<String> args) throws IOException {
        return start(List.of("env", "--default-signal=INT"), args);
    }

    private static Process start(List<String> prefix, List<String> args) throws IOException {
        return new ProcessBuilder(command(prefix, args)).start();
    }

    private static List<String> command(List<String> prefix, List<String> args) {
        return command(prefix, List.of(), args);
    }

    private static List<String> command(List<String> prefix, List<String> jvmOptions, List<String> args) {
        List<String> command = new ArrayList<>(prefix);
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions);
        command.addAll(List.of("-jar", JAR.toString()));
        command.addAll(args);
        return command;
    }

    /** Runs {@code objectid-cli.jar}'s arguments to their end and returns what it printed. */
    static Result run(List<String> args) throws Exception {
        return finish(start(args), args);
    }

    /** Runs {@code objectid-cli.jar}'s arguments to their end in a JVM started with these options ({@code -Xmx64m}). */
    static Result runInJvm(List<String> jvmOptions, List<String> args) throws Exception {
        return finish(new ProcessBuilder(command(List.of(), jvmOptions, args)).start(), args);
    }

    /** Runs {@code objectid-cli.jar}'s arguments to their end with these environment variables added. */
    static Result run(Map<String, String> environment, List<String> args) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(command(List.of(), args));
        builder.environment().putAll(environment);
        return finish(builder.start(), args);
    }

    /** Runs a whole command line ({@code java -jar ...}) in a folder, to its end. */
    public static Result runIn(Path folder, List<String> commandLine) throws Exception {
        return finish(new ProcessBuilder(commandLine).directory(folder.toFile()).start(), commandLine);
    }

    private static Result finish(Process process, List<String> args) throws Exception {
        process.getOutputStream().close();
        StringBuilder err = new StringBuilder();
        Thread errors = new Thread(() -> {
            try (BufferedReader lines =
                    new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8))) {
                lines.lines().forEach(line -> err.append(line).append('\n'));
            } catch (IOException e) {
                err.append(e);
            }
        });
        errors.start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(5, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new AssertionError("objectid import did not end: " + args);
        }
        errors.join();
        return new Result(process.exitValue(), out, err.toString());
    }

    /**
     * What a command did.
     *
     * @param status its exit status
     * @param out    its standard output
     * @param err    its standard error
     */
    public record Result(int status, String out, String err) {}
}
