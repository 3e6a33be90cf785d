package dev.objectid.it.faults;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;

/**
 * A control group of Linux's pids controller: once a process is in it and {@code pids.max} is set to the number of
 * tasks it has, the process can start no more threads, and {@code Thread.start()} fails with {@code OutOfMemoryError:
 * unable to create native thread}, as in a container whose task limit is reached. Needs root and a writable pids
 * controller (cgroup v1 {@code /sys/fs/cgroup/pids}, or cgroup v2 with {@code pids} enabled); the group is removed on
 * {@link #close()}.
 */
final class PidsCgroup implements AutoCloseable {

    private final Path directory;

    private PidsCgroup(Path directory) {
        this.directory = directory;
    }

    /** @throws AssertionError if no writable pids controller is there, saying what is needed */
    static PidsCgroup create() throws IOException {
        Path v1 = Path.of("/sys/fs/cgroup/pids");
        Path v2 = Path.of("/sys/fs/cgroup");
        Path parent;
        if (Files.isWritable(v1.resolve("cgroup.procs"))) {
            parent = v1;
        } else if (Files.isRegularFile(v2.resolve("cgroup.controllers"))
                && Files.readString(v2.resolve("cgroup.controllers")).contains("pids")
                && Files.isWritable(v2.resolve("cgroup.subtree_control"))) {
            parent = v2;
            Files.writeString(v2.resolve("cgroup.subtree_control"), "+pids");
        } else {
            throw new AssertionError("No writable cgroup pids controller (/sys/fs/cgroup/pids or a cgroup v2 "
                    + "hierarchy with pids): the test of a JVM that cannot start threads runs as root on Linux");
        }
        Path directory =
                parent.resolve("objectid-it-" + UUID.randomUUID().toString().substring(0, 8));
        Files.createDirectory(directory);
        return new PidsCgroup(directory);
    }

    /** Moves the process {@code pid}, with all its threads, into this group. */
    void add(long pid) throws IOException {
        Files.writeString(directory.resolve("cgroup.procs"), String.valueOf(pid));
    }

    /** Forbids new tasks: the limit becomes the number of tasks (threads) in the group now. Returns that number. */
    long freeze() throws IOException {
        long tasks = Long.parseLong(Files.readString(directory.resolve("pids.current"), StandardCharsets.US_ASCII)
                .strip());
        Files.writeString(directory.resolve("pids.max"), String.valueOf(tasks));
        return tasks;
    }

    /** How often the limit refused a new task. */
    long refusals() throws IOException {
        Path events = directory.resolve("pids.events");
        if (!Files.exists(events)) {
            return -1;
        }
        String text = Files.readString(events, StandardCharsets.US_ASCII);
        return text.lines()
                .filter(line -> line.startsWith("max "))
                .mapToLong(line -> Long.parseLong(line.substring(4).strip()))
                .findFirst()
                .orElse(-1);
    }

    /** Removes the group; its processes must have ended. */
    @Override
    public void close() throws IOException {
        Files.deleteIfExists(directory);
    }
}
