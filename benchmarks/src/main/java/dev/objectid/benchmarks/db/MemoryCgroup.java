package dev.objectid.benchmarks.db;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A child memory cgroup of the group this process runs in, for a throwaway database server whose memory, the page
 * cache of its files included, must stay far below its data, so that evicted pages are read from disk. The cgroup v1
 * memory controller ({@code memory.limit_in_bytes}) is preferred where it is mounted, else cgroup v2
 * ({@code memory.max}).
 *
 * <p>Used by {@code benchmarks/run.sh}:
 * <pre>
 * MemoryCgroup create NAME SIZE   prints the new group's directory, or "unavailable: why" and exits with 3
 * MemoryCgroup remove DIR         removes the (empty) group
 * </pre>
 * A process joins the group by writing its pid to {@code DIR/cgroup.procs}; its children inherit it.
 */
final class MemoryCgroup {

    /** The exit status of {@code create} when no group can be made; run.sh then falls back with a caveat. */
    static final int UNAVAILABLE = 3;

    private static final Pattern SIZE = Pattern.compile("(\\d+)\\s*([kmgt]?)i?b?", Pattern.CASE_INSENSITIVE);

    /** The version of the cgroup interface, which decides the names of the files. */
    enum Version {
        V1("memory.limit_in_bytes"),
        V2("memory.max");

        final String limitFile;

        Version(String limitFile) {
            this.limitFile = limitFile;
        }
    }

    /** The group this process is in: where children may be made, and with which interface. */
    record Parent(Path directory, Version version) {}

    private MemoryCgroup() {}

    /**
     * Finds the memory cgroup of this process from {@code /proc/self/cgroup} and the mount point of the cgroup file
     * systems ({@code /sys/fs/cgroup}): a v1 line {@code N:memory:/path} (or with memory among its controllers) under
     * {@code root/memory}, else the v2 line {@code 0::/path} under {@code root} if that offers the memory controller.
     *
     * @throws IllegalStateException naming what is missing, when neither is usable
     */
    static Parent find(Path root, List<String> procSelfCgroup) {
        String v2Path = null;
        for (String line : procSelfCgroup) {
            String[] parts = line.split(":", 3);
            if (parts.length != 3) {
                continue;
            }
            if (List.of(parts[1].split(",")).contains("memory")) {
                Path dir = root.resolve("memory").resolve(relative(parts[2]));
                if (Files.isRegularFile(dir.resolve(Version.V1.limitFile))) {
                    return new Parent(dir, Version.V1);
                }
            } else if (parts[0].equals("0") && parts[1].isEmpty()) {
                v2Path = parts[2];
            }
        }
        if (v2Path != null) {
            Path dir = root.resolve(relative(v2Path));
            Path controllers = dir.resolve("cgroup.controllers");
            try {
                if (Files.isRegularFile(controllers)
                        && List.of(Files.readString(controllers).trim().split("\\s+"))
                                .contains("memory")) {
                    return new Parent(dir, Version.V2);
                }
            } catch (IOException e) {
                throw new IllegalStateException("cannot read " + controllers + ": " + e.getMessage(), e);
            }
        }
        throw new IllegalStateException("no memory cgroup controller for this process under " + root
                + " (/proc/self/cgroup: " + String.join("; ", procSelfCgroup) + ")");
    }

    private static String relative(String cgroupPath) {
        return cgroupPath.replaceFirst("^/+", "");
    }

    /**
     * Makes the child group {@code name} of {@code parent} with the memory limit {@code limitBytes} (and, on v2, no
     * swap) and returns its directory.
     *
     * @throws IllegalStateException naming the file that could not be written, e.g. without the right to
     */
    static Path create(Parent parent, String name, long limitBytes) {
        if (!name.matches("[A-Za-z0-9._-]+")) {
            throw new IllegalArgumentException("cgroup name '" + name + "': letters, digits, '.', '_' and '-' only");
        }
        Path dir = parent.directory().resolve(name);
        try {
            if (parent.version() == Version.V2) {
                // a v2 group hands the memory controller to its children only when asked to
                write(parent.directory().resolve("cgroup.subtree_control"), "+memory");
            }
            Files.createDirectory(dir);
        } catch (IOException e) {
            throw new IllegalStateException("cannot make memory cgroup " + dir + ": " + e, e);
        }
        try {
            write(dir.resolve(parent.version().limitFile), String.valueOf(limitBytes));
            if (parent.version() == Version.V2 && Files.exists(dir.resolve("memory.swap.max"))) {
                write(dir.resolve("memory.swap.max"), "0");
            }
        } catch (IOException e) {
            // a group without its limit is of no use: remove it again
            try {
                Files.deleteIfExists(dir);
            } catch (IOException ignored) {
                // the message below names the group
            }
            throw new IllegalStateException("cannot set the memory limit of cgroup " + dir + ": " + e, e);
        }
        return dir;
    }

    private static void write(Path file, String value) throws IOException {
        Files.writeString(file, value);
    }

    /**
     * Parses a size as the servers' settings write it: {@code 48MB}, {@code 48M}, {@code 1G}, {@code 512kB},
     * {@code 65536} (bytes); the units are powers of 1024.
     */
    static long parseSize(String text) {
        Matcher m = SIZE.matcher(text.trim());
        if (!m.matches()) {
            throw new IllegalArgumentException(
                    "size '" + text + "': a number of bytes, or with a unit k, M, G or T" + " (e.g. 48MB)");
        }
        int shift = switch (m.group(2).toLowerCase(Locale.ROOT)) {
            case "k" -> 10;
            case "m" -> 20;
            case "g" -> 30;
            case "t" -> 40;
            default -> 0;
        };
        long value = Long.parseLong(m.group(1));
        if (value > Long.MAX_VALUE >> shift) {
            throw new IllegalArgumentException("size '" + text + "' is too large");
        }
        return value << shift;
    }

    /**
     * The counters of the group that show how much of the server's data was read from disk: its memory use now and
     * at most, how often it hit the limit, its page cache, and the pages it read in ({@code pgpgin}) and faulted in.
     */
    static Map<String, Long> stats(Path dir) {
        return stats(dir, Path.of("/proc"));
    }

    /**
     * {@link #stats(Path)}, plus {@code diskReadBytes}: the bytes the group's processes now alive had the storage
     * layer read for them ({@code read_bytes} of {@code proc/<pid>/io}), which page-cache hits do not count.
     */
    static Map<String, Long> stats(Path dir, Path proc) {
        Map<String, Long> m = new LinkedHashMap<>();
        boolean v1 = Files.exists(dir.resolve(Version.V1.limitFile));
        try {
            if (v1) {
                m.put("limitBytes", readLong(dir.resolve("memory.limit_in_bytes")));
                m.put("usageBytes", readLong(dir.resolve("memory.usage_in_bytes")));
                m.put("maxUsageBytes", readLong(dir.resolve("memory.max_usage_in_bytes")));
                m.put("failcnt", readLong(dir.resolve("memory.failcnt")));
            } else {
                String max = Files.readString(dir.resolve("memory.max")).trim();
                m.put("limitBytes", max.equals("max") ? Long.MAX_VALUE : Long.parseLong(max));
                m.put("usageBytes", readLong(dir.resolve("memory.current")));
                if (Files.exists(dir.resolve("memory.peak"))) {
                    m.put("maxUsageBytes", readLong(dir.resolve("memory.peak")));
                }
            }
            for (String line : Files.readAllLines(dir.resolve("memory.stat"))) {
                String[] kv = line.split(" ");
                if (kv.length == 2
                        && List.of(
                                        "cache",
                                        "file",
                                        "rss",
                                        "anon",
                                        "pgpgin",
                                        "pgmajfault",
                                        "workingset_refault",
                                        "workingset_refault_file")
                                .contains(kv[0])) {
                    m.put(kv[0], Long.parseLong(kv[1]));
                }
            }
            if (Files.exists(dir.resolve("cgroup.procs"))) {
                m.put("diskReadBytes", diskReadBytes(Files.readAllLines(dir.resolve("cgroup.procs")), proc));
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the memory cgroup " + dir + ": " + e, e);
        }
        return m;
    }

    private static long diskReadBytes(List<String> pids, Path proc) {
        long sum = 0;
        for (String pid : pids) {
            try {
                for (String line : Files.readAllLines(proc.resolve(pid.trim()).resolve("io"))) {
                    if (line.startsWith("read_bytes:")) {
                        sum += Long.parseLong(
                                line.substring("read_bytes:".length()).trim());
                    }
                }
            } catch (IOException | RuntimeException e) {
                // the process ended in between: its reads are no longer counted anywhere
            }
        }
        return sum;
    }

    /**
     * What a result says about the memory cgroup the server runs in, from a benchmark's options: its limit
     * ({@code --cgroup DIR}), or why there is none ({@code --cgroup-unavailable REASON}); null with neither.
     */
    static Map<String, Object> describe(Map<String, String> options) {
        Map<String, Object> m = new LinkedHashMap<>();
        if (options.containsKey("cgroup")) {
            m.put("available", true);
            m.put("directory", options.get("cgroup"));
            m.put("limitBytes", stats(Path.of(options.get("cgroup"))).get("limitBytes"));
        } else if (options.containsKey("cgroup-unavailable")) {
            m.put("available", false);
            m.put("reason", options.get("cgroup-unavailable"));
            m.put(
                    "caveat",
                    "the server ran without a memory limit: pages evicted from its own cache may still be"
                            + " read from the operating system's page cache, not from disk");
        } else {
            return null;
        }
        return m;
    }

    /** The counters of the server's memory cgroup ({@code --cgroup DIR}), or null without one. */
    static Map<String, Long> statsOf(Map<String, String> options) {
        return options.containsKey("cgroup") ? stats(Path.of(options.get("cgroup"))) : null;
    }

    /** {@code after - before} of the counters that only grow; the gauges as they are after. */
    static Map<String, Long> delta(Map<String, Long> before, Map<String, Long> after) {
        Map<String, Long> m = new LinkedHashMap<>();
        after.forEach((k, v) -> m.put(
                k,
                switch (k) {
                    case "failcnt",
                            "pgpgin",
                            "pgmajfault",
                            "workingset_refault",
                            "workingset_refault_file",
                            "diskReadBytes" -> v - before.getOrDefault(k, 0L);
                    default -> v;
                }));
        return m;
    }

    private static long readLong(Path file) throws IOException {
        return Long.parseLong(Files.readString(file).trim());
    }

    public static void main(String[] args) throws IOException {
        if (args.length == 3 && args[0].equals("create")) {
            try {
                Parent parent = find(Path.of("/sys/fs/cgroup"), Files.readAllLines(Path.of("/proc/self/cgroup")));
                System.out.println(create(parent, args[1], parseSize(args[2])));
            } catch (IllegalStateException | IOException e) {
                System.out.println("unavailable: " + e.getMessage());
                System.exit(UNAVAILABLE);
            }
        } else if (args.length == 2 && args[0].equals("remove")) {
            Files.deleteIfExists(Path.of(args[1]));
        } else {
            System.err.println("usage: MemoryCgroup create NAME SIZE | MemoryCgroup remove DIR");
            System.exit(2);
        }
    }
}
