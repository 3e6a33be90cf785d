package dev.objectid.it;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;

/**
 * The command that runs a class's {@code main} in a JVM of its own with the test class path, as the suites' worker
 * processes run: a small heap, and logging at warnings only so that their output is the worker's own.
 */
public final class WorkerJvm {

    private static Path quietLogging;

    private WorkerJvm() {}

    /**
     * {@code java -Xmx256m <jvmOptions> <quiet logging> -cp <the test class path> <main> <args>}.
     *
     * @param jvmOptions options for the JVM, before the class path
     */
    public static List<String> command(Class<?> main, List<String> jvmOptions, List<String> args) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-Xmx256m");
        command.addAll(jvmOptions);
        command.add("-Djava.util.logging.config.file=" + quietLogging());
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(main.getName());
        command.addAll(args);
        return command;
    }

    /** The logging configuration of the workers, as a file (what {@code java.util.logging} reads), written once. */
    private static synchronized Path quietLogging() {
        if (quietLogging == null) {
            try (InputStream in = WorkerJvm.class.getResourceAsStream("quiet-logging.properties")) {
                Path file = Files.createTempFile("objectid-quiet-logging", ".properties");
                file.toFile().deleteOnExit();
                Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
                quietLogging = file;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return quietLogging;
    }
}
