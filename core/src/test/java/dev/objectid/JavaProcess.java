package dev.objectid;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Runs a main class of this module's test class path in a fresh JVM and returns what it printed. */
final class JavaProcess {

    final long pid;
    final int exitValue;
    final String out;
    final String err;

    private JavaProcess(long pid, int exitValue, String out, String err) {
        this.pid = pid;
        this.exitValue = exitValue;
        this.out = out;
        this.err = err;
    }

    /** {@link #exec}, and fails the test unless the process ends with status 0. */
    static JavaProcess run(List<String> jvmOptions, Map<String, String> environment, String mainClass, String... args)
            throws IOException, InterruptedException {
        JavaProcess result = exec(jvmOptions, environment, mainClass, args);
        assertThat(result.exitValue)
                .as("%s ended with %d:%n%s%s", mainClass, result.exitValue, result.out, result.err)
                .isZero();
        return result;
    }

    /**
     * Runs {@code mainClass} with {@code jvmOptions} (such as {@code -Dname=value}), the environment variables
     * {@code environment} added, and {@code args}; fails the test if it does not end within a minute.
     */
    static JavaProcess exec(List<String> jvmOptions, Map<String, String> environment, String mainClass, String... args)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions);
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(mainClass);
        command.addAll(List.of(args));
        Path out = Files.createTempFile("objectid-out", ".txt");
        Path err = Files.createTempFile("objectid-err", ".txt");
        try {
            ProcessBuilder builder =
                    new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile());
            builder.environment().putAll(environment);
            Process process = builder.start();
            if (!process.waitFor(60, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor();
                throw new AssertionError(mainClass + " did not end within a minute");
            }
            return new JavaProcess(
                    process.pid(),
                    process.exitValue(),
                    Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }
}
