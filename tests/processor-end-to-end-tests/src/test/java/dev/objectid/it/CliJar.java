package dev.objectid.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs the objectid-cli jar as the reactor packaged it: {@code java -jar objectid-cli.jar <args>}. */
final class CliJar {

    static final Path JAR = Path.of(System.getProperty("cli.jar", "../../tools/cli/target/objectid-cli.jar"));

    private CliJar() {}

    /** Runs a command and returns what it printed. */
    static Result run(String... args) throws Exception {
        List<String> command = new ArrayList<>(
                List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", JAR.toString()));
        command.addAll(List.of(args));
        return run(Path.of("."), command);
    }

    /**
     * Runs the command the documentation shows, {@code name} in the file of commands {@code file}, from the folder
     * of that file, as a user runs it next to the files it names.
     */
    static Result documented(Path file, String name) throws Exception {
        return run(file.getParent(), DocumentedCommand.read(file, name, JAR));
    }

    private static Result run(Path directory, List<String> command) throws Exception {
        Path err = Files.createTempFile("objectid-err", ".txt");
        try {
            Process process = new ProcessBuilder(command)
                    .directory(directory.toFile())
                    .redirectError(err.toFile())
                    .start();
            String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
            return new Result(process.exitValue(), out, Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            Files.delete(err);
        }
    }

    /**
     * What a command did.
     *
     * @param status its exit status
     * @param out    its standard output
     * @param err    its standard error
     */
    record Result(int status, String out, String err) {}
}
