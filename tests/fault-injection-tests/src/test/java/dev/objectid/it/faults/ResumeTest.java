package dev.objectid.it.faults;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.it.db.TestDatabases;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a resume from suspend looks like to a JVM, ten times: its wall clock jumps an hour forward while the monotonic
 * clock does not (libfaketime). Each time, the first id generated after the jump was seen carries the new time. (When
 * a clock thread published the second, ids kept the old one for up to its sleep after each jump.) Runs with the
 * PostgreSQL suite, where the fault tests run, though it needs no database.
 */
@EnabledIfSystemProperty(named = TestDatabases.PROPERTY, matches = "postgresql")
class ResumeTest {

    private static final int JUMPS = 10;

    @TempDir
    Path directory;

    @Test
    void afterEachJumpForwardTheNextIdCarriesTheNewTime() throws Exception {
        Random random = new Random(13);
        List<Long> stale = new ArrayList<>();
        try (FakeWallClock clock = FakeWallClock.create(directory);
                Worker watcher =
                        Worker.startMain("watcher", JumpWatcher.class, List.of(), List.of(), clock.environment())) {
            watcher.await("ready"::equals, "ready");
            for (int jump = 1; jump <= JUMPS; jump++) {
                Thread.sleep(300 + random.nextInt(1_000)); // anywhere in a second
                clock.setOffsetSeconds(jump * 3600L);
                stale.add(Long.parseLong(watcher.await(line -> line.startsWith("stale "), "stale")
                        .substring(6)));
            }
            watcher.closeInput();
            assertThat(watcher.awaitSuccess()).contains("done");
        }
        assertThat(stale)
                .as("ids that kept the second from before each jump")
                .hasSize(JUMPS)
                .containsOnly(0L);
    }
}
