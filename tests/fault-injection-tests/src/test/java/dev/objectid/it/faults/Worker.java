package dev.objectid.it.faults;

import dev.objectid.it.WorkerJvm;
import dev.objectid.it.db.TestDatabase;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * A {@link FaultWorker} JVM as the test sees it: started with the test's class path, its output read line by line as
 * it comes (and kept for failure messages), its input there to send {@code go} or to close. Closing the handle kills
 * the process if it still runs and removes what libfaketime leaves behind when its process is killed.
 */
final class Worker implements AutoCloseable {

    /** How long any wait for a worker may take; a worker that boots Hibernate on a busy machine needs a while. */
    static final Duration PATIENCE = Duration.ofMinutes(2);

    final String writer;
    private final Process process;
    private final Thread reader;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final List<String> seen = new ArrayList<>();

    private Worker(String writer, Process process) {
        this.writer = writer;
        this.process = process;
        this.reader = new Thread(this::read, "output of " + writer);
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * Starts a {@link FaultWorker} that inserts into {@code database}.
     *
     * @param jvmOptions options for its JVM, before the class path
     * @param environment variables added to its environment
     * @param start {@code now}, or {@code go} to wait for {@link #go()}
     * @param seconds how long to insert, 0 for until {@link #closeInput()}
     */
    static Worker start(
            TestDatabase database,
            String writer,
            int perTransaction,
            String start,
            int seconds,
            List<String> jvmOptions,
            Map<String, String> environment)
            throws IOException {
        return startMain(
                writer,
                FaultWorker.class,
                List.of(
                        database.url(),
                        database.user(),
                        database.password().isEmpty() ? "-" : database.password(),
                        writer,
                        String.valueOf(perTransaction),
                        start,
                        String.valueOf(seconds)),
                jvmOptions,
                environment);
    }

    /** Starts {@code main} of the test class path with {@code args}, as the process {@code name}. */
    static Worker startMain(
            String name, Class<?> main, List<String> args, List<String> jvmOptions, Map<String, String> environment)
            throws IOException {
        ProcessBuilder builder =
                new ProcessBuilder(WorkerJvm.command(main, jvmOptions, args)).redirectErrorStream(true);
        builder.environment().putAll(environment);
        return new Worker(name, builder.start());
    }

    long pid() {
        return process.pid();
    }

    /** Waits for the next line that {@code wanted} accepts, skipping the others; fails the test after the patience. */
    String await(Predicate<String> wanted, String what) throws InterruptedException, IOException {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        while (true) {
            String line = lines.poll(Math.max(1, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            if (line == null) {
                throw new AssertionError(writer + ": no " + what + " within " + PATIENCE
                        + (process.isAlive() ? "" : ", exited with " + process.exitValue()) + "; output:\n" + output());
            }
            if (wanted.test(line)) {
                return line;
            }
        }
    }

    /** Waits for the next {@code committed} line and returns its numbers: rows, clock of the last row, seconds ahead. */
    long[] awaitCommit() throws InterruptedException, IOException {
        String[] parts = await(line -> line.startsWith("committed "), "commit").split(" ");
        return new long[] {Long.parseLong(parts[1]), Long.parseLong(parts[2]), Long.parseLong(parts[3])};
    }

    void go() throws IOException {
        OutputStream in = process.getOutputStream();
        in.write("go\n".getBytes(StandardCharsets.US_ASCII));
        in.flush();
    }

    /** Tells the worker to finish its transaction and stop. */
    void closeInput() throws IOException {
        process.getOutputStream().close();
    }

    /** {@code kill -9}: no shutdown hook, no rollback from the client, the connection just drops. */
    void kill() throws InterruptedException {
        process.destroyForcibly().waitFor(PATIENCE.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Waits for the end; fails the test unless the worker ended normally. Returns everything it printed. */
    String awaitSuccess() throws InterruptedException, IOException {
        if (!process.waitFor(PATIENCE.toMillis(), TimeUnit.MILLISECONDS)) {
            throw new AssertionError(writer + " did not end within " + PATIENCE + "; output:\n" + output());
        }
        reader.join(PATIENCE.toMillis());
        String output = output();
        if (process.exitValue() != 0) {
            throw new AssertionError(writer + " failed with status " + process.exitValue() + ":\n" + output);
        }
        return output;
    }

    /** Everything the worker printed so far. */
    synchronized String output() {
        return String.join("\n", seen);
    }

    @Override
    public void close() throws Exception {
        if (process.isAlive()) {
            kill();
        }
        // libfaketime keeps a shared memory segment per process and removes it at a normal exit only
        Files.deleteIfExists(Path.of("/dev/shm/faketime_shm_" + process.pid()));
        Files.deleteIfExists(Path.of("/dev/shm/sem.faketime_sem_" + process.pid()));
    }

    private void read() {
        try (BufferedReader out =
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                synchronized (this) {
                    seen.add(line);
                }
                lines.add(line);
            }
        } catch (IOException e) {
            lines.add("(reading the output failed: " + e + ")");
        }
    }
}
