package dev.objectid;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class TickingSecondsClockTest {

    @Test
    void startsAtFirstUseFollowsTheWallClockAndStopsWhenIdle() throws Exception {
        AtomicLong activity = new AtomicLong();
        TickingSecondsClock clock = new TickingSecondsClock(activity::get, 1_500);
        assertThat(clock.thread()).as("nothing runs before the first use").isNull();

        long before = System.currentTimeMillis() / 1000;
        long second = clock.currentSecond();
        long after = System.currentTimeMillis() / 1000;

        assertThat(second).isBetween(before, after);
        Thread ticker = clock.thread();
        assertThat(ticker.getName()).isEqualTo("objectid-clock");
        assertThat(ticker.isDaemon()).isTrue();
        assertThat(ticker.getContextClassLoader()).isNull();

        // Keep it busy past two second boundaries: it must tick along with the wall clock.
        long deadline = System.currentTimeMillis() + 2_300;
        while (System.currentTimeMillis() < deadline) {
            activity.incrementAndGet();
            Thread.sleep(100);
        }
        long wall = System.currentTimeMillis();
        long ticked = clock.currentSecond();
        assertThat(ticked).isBetween(wall / 1000 - 1, wall / 1000);
        assertThat(ticked).isGreaterThanOrEqualTo(second + 2);

        // Idle: the thread stops by itself within the idle time plus a tick.
        ticker.join(4_000);
        assertThat(ticker.isAlive()).isFalse();
        assertThat(clock.isTicking()).isFalse();

        // The next use starts a new thread and reads the wall clock again.
        long restarted = clock.currentSecond();
        assertThat(restarted).isBetween(System.currentTimeMillis() / 1000 - 1, System.currentTimeMillis() / 1000);
        assertThat(clock.thread()).isNotSameAs(ticker);
        assertThat(clock.thread().isAlive()).isTrue();
    }
}
