package dev.objectid.it.faults;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;

/**
 * The wall clock of other JVMs, stepped while they run: libfaketime (Debian's {@code libfaketime} package, which
 * {@code .ci/run} installs) preloaded into them, reading an offset from a file on every clock call. Only the wall
 * clock moves; the monotonic clock, which {@code Thread.sleep} waits on, does not, just as when NTP steps the clock or
 * a machine resumes from suspend.
 */
final class FakeWallClock implements AutoCloseable {

    private static final String LIBRARY = "libfaketimeMT.so.1";

    private final Path library;
    private final Path offsetFile;

    private FakeWallClock(Path library, Path offsetFile) {
        this.library = library;
        this.offsetFile = offsetFile;
    }

    /**
     * A clock at offset 0 for processes started with {@link #environment()}.
     *
     * @throws AssertionError if libfaketime is not installed, saying how to install it
     */
    static FakeWallClock create(Path directory) throws IOException {
        FakeWallClock clock = new FakeWallClock(findLibrary(), directory.resolve("faketime-offset"));
        clock.setOffsetSeconds(0);
        return clock;
    }

    /**
     * The variables that put a process on this clock: the multi-threaded library, the offset file re-read on every
     * call (no cache), the monotonic clock left alone.
     */
    Map<String, String> environment() {
        return Map.of(
                "LD_PRELOAD",
                library.toString(),
                "FAKETIME_TIMESTAMP_FILE",
                offsetFile.toString(),
                "FAKETIME_NO_CACHE",
                "1",
                "FAKETIME_DONT_FAKE_MONOTONIC",
                "1",
                "FAKETIME_FORCE_MONOTONIC_FIX",
                "0");
    }

    /**
     * Steps the clock of every process on it to {@code seconds} from the real time, at once. The file is replaced in
     * one rename, so a process never reads it half-written; libfaketime needs the sign even for 0.
     */
    void setOffsetSeconds(long seconds) throws IOException {
        Path written = Files.writeString(
                offsetFile.resolveSibling(offsetFile.getFileName() + ".new"),
                (seconds < 0 ? "" : "+") + seconds + "\n",
                StandardCharsets.US_ASCII);
        Files.move(written, offsetFile, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    }

    @Override
    public void close() throws IOException {
        Files.deleteIfExists(offsetFile);
    }

    private static Path findLibrary() throws IOException {
        for (Path lib : new Path[] {Path.of("/usr/lib"), Path.of("/usr/local/lib")}) {
            Path direct = lib.resolve("faketime").resolve(LIBRARY);
            if (Files.isRegularFile(direct)) {
                return direct;
            }
            if (Files.isDirectory(lib)) {
                try (DirectoryStream<Path> archs = Files.newDirectoryStream(lib, "*-linux-*")) {
                    for (Path arch : archs) {
                        Path candidate = arch.resolve("faketime").resolve(LIBRARY);
                        if (Files.isRegularFile(candidate)) {
                            return candidate;
                        }
                    }
                }
            }
        }
        throw new AssertionError("libfaketime is not installed (no " + LIBRARY + " under /usr/lib/<arch>/faketime or "
                + "/usr/local/lib/faketime): the clock fault tests need it. On Debian or Ubuntu: apt-get install "
                + "faketime libfaketime (.ci/run does this)");
    }
}
