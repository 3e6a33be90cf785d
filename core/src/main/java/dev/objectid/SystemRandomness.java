package dev.objectid;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;

/**
 * Random bits for process values, read fresh from the operating system on every call: from {@code /dev/urandom}
 * (which never blocks once the system has booted), or from a new {@link SecureRandom} where that file does not exist
 * (Windows: seeded by the operating system, does not block either).
 *
 * <p>Never from a generator object kept in memory: a process restored from a snapshot would hold the same object, in
 * the same state, as every other process restored from it.
 */
final class SystemRandomness {

    private static final Path URANDOM = Path.of("/dev/urandom");

    private SystemRandomness() {}

    /** Eight fresh random bytes. */
    static long nextLong() {
        byte[] bytes = new byte[Long.BYTES];
        try (InputStream in = Files.newInputStream(URANDOM)) {
            if (in.readNBytes(bytes, 0, bytes.length) == bytes.length) {
                return ByteBuffer.wrap(bytes).getLong();
            }
        } catch (IOException | RuntimeException notThere) {
            // not Linux, macOS or another Unix, or not readable here: the platform's SecureRandom below
        }
        return new SecureRandom().nextLong();
    }
}
