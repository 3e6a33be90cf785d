package dev.objectid;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * The ticking clock on a fake time source and a hand-driven ticker: every sleep is a hand-over between the test and
 * the ticker's thread, so nothing here waits on real time.
 */
class TickingSecondsClockTest {

    private static final long T0 = Instant.parse("2026-11-22T10:15:30.250Z").toEpochMilli();
    private static final long SECOND0 = T0 / 1000;

    private final FakeTime time = new FakeTime(T0);
    private final AtomicLong activity = new AtomicLong();
    private final ManualTicker ticker = new ManualTicker();
    private final TickingSecondsClock clock = new TickingSecondsClock(activity::get, 60_000, time, ticker);

    @Test
    void startsAtFirstUseAndPublishesTheWallClockSecond() throws Exception {
        assertThat(ticker.attempts()).as("nothing runs before the first use").isZero();
        assertThat(clock.isTicking()).isFalse();

        assertThat(clock.currentSecond()).isEqualTo(SECOND0);
        assertThat(ticker.starts()).isEqualTo(1);
        assertThat(clock.isTicking()).isTrue();
        assertThat(ticker.awaitSleep())
                .as("0.25 s into the second: the longest sleep")
                .isEqualTo(100);

        assertThat(clock.currentSecond()).isEqualTo(SECOND0);
        assertThat(ticker.starts()).as("one ticker").isEqualTo(1);
    }

    @Test
    void ticksAtMostEveryTenthOfASecondAndJustAfterEachSecondStarts() throws Exception {
        clock.currentSecond();
        long sleep = ticker.awaitSleep();
        int onTheSecond = 0;
        for (int tick = 0; tick < 40; tick++) {
            time.pass(sleep);
            activity.incrementAndGet();
            ticker.wake();
            sleep = ticker.awaitSleep();
            assertThat(clock.currentSecond()).isEqualTo(Math.floorDiv(time.wallMillis(), 1000));
            assertThat(sleep)
                    .isBetween(1L, TickingSecondsClock.MAX_SLEEP_MILLIS)
                    .isLessThanOrEqualTo(1000 - Math.floorMod(time.wallMillis(), 1000));
            if (Math.floorMod(time.wallMillis(), 1000) == 0) {
                onTheSecond++;
            }
        }
        assertThat(clock.currentSecond()).as("40 ticks later").isEqualTo(SECOND0 + 4);
        assertThat(onTheSecond).as("a tick as each of the 4 seconds starts").isEqualTo(4);
    }

    @Test
    void afterAResumeFromSuspendTheOldSecondLastsAtMostOneSleep() throws Exception {
        // Wherever in the second the machine suspends, the ticker sleeps at most 100 ms of monotonic time (which stands
        // still during a suspend) before it reads the wall clock again: that bounds how long ids carry the old second.
        Random random = new Random(7);
        clock.currentSecond();
        long sleep = ticker.awaitSleep();
        for (int suspend = 0; suspend < 50; suspend++) {
            long asleepFor = random.nextInt((int) sleep + 1);
            time.pass(asleepFor);
            activity.incrementAndGet();
            long before = clock.currentSecond();
            time.stepWall(Duration.ofHours(3).toMillis() + random.nextInt(1000)); // suspended, resumed

            assertThat(clock.currentSecond()).as("stale until the ticker wakes").isEqualTo(before);
            long stale = sleep - asleepFor;
            assertThat(stale).isLessThanOrEqualTo(TickingSecondsClock.MAX_SLEEP_MILLIS);
            time.pass(stale);
            ticker.wake();
            sleep = ticker.awaitSleep();
            assertThat(clock.currentSecond()).isEqualTo(Math.floorDiv(time.wallMillis(), 1000));
        }
    }

    @Test
    void aWallClockSteppedBackIsFollowedAtTheNextTick() throws Exception {
        clock.currentSecond();
        long sleep = ticker.awaitSleep();
        time.stepWall(-Duration.ofHours(1).toMillis());
        time.pass(sleep);
        ticker.wake();
        ticker.awaitSleep();

        assertThat(clock.currentSecond())
                .as("the clock follows; the generator keeps ids from going back")
                .isEqualTo(SECOND0 - 3600);
    }

    @Test
    void stopsWhenIdleAndTheNextIdStartsItAgain() throws Exception {
        TickingSecondsClock idle = new TickingSecondsClock(activity::get, 1_000, time, ticker);
        idle.currentSecond();
        long sleep = ticker.awaitSleep();
        for (int tick = 0; tick < 30; tick++) { // three seconds with ids: keeps ticking
            activity.incrementAndGet();
            time.pass(sleep);
            ticker.wake();
            sleep = ticker.awaitSleep();
        }
        long idleFor = 0;
        while (true) { // no ids: ends once a second has passed without any
            time.pass(sleep);
            idleFor += sleep;
            ticker.wake();
            if (idleFor >= 1_000) {
                break;
            }
            sleep = ticker.awaitSleep();
        }
        ticker.awaitEnd();
        assertThat(idle.isTicking()).isFalse();

        time.pass(5_000);
        assertThat(idle.currentSecond()).isEqualTo(Math.floorDiv(time.wallMillis(), 1000));
        assertThat(ticker.starts()).isEqualTo(2);
        assertThat(idle.isTicking()).isTrue();
    }

    @Test
    void whenNoThreadCanBeStartedIdsReadTheWallClockAndRetryAfterASecond() throws Exception {
        ticker.refuseToStart(new OutOfMemoryError(
                "unable to create native thread: possibly out of memory or process" + "/resource limits reached"));

        assertThat(clock.currentSecond()).isEqualTo(SECOND0);
        assertThat(clock.isTicking())
                .as("no second is published without a ticker")
                .isFalse();
        assertThat(ticker.attempts()).isEqualTo(1);

        time.pass(900);
        assertThat(clock.currentSecond()).as("the wall clock, read per id").isEqualTo(SECOND0 + 1);
        assertThat(ticker.attempts()).as("no new attempt within a second").isEqualTo(1);

        time.pass(100);
        assertThat(clock.currentSecond()).isEqualTo(SECOND0 + 1);
        assertThat(ticker.attempts())
                .as("a second later, the next id tries again")
                .isEqualTo(2);
        assertThat(clock.isTicking()).isFalse();

        ticker.refuseToStart(null);
        time.pass(4_000);
        assertThat(clock.currentSecond()).isEqualTo(SECOND0 + 5);
        assertThat(clock.isTicking()).isTrue();
        assertThat(ticker.starts()).isEqualTo(1);
        ticker.awaitSleep();
    }

    @Test
    void aTickerThatFailsStopsTheClockInsteadOfLeavingAStaleSecond() throws Exception {
        clock.currentSecond();
        ticker.awaitSleep();
        ticker.wakeWith(new OutOfMemoryError("Java heap space"));
        ticker.awaitEnd();

        assertThat(clock.isTicking()).isFalse();
        time.pass(700);
        time.stepWall(Duration.ofMinutes(5).toMillis());
        assertThat(clock.currentSecond())
                .as("the wall clock, not the second before the failure")
                .isEqualTo(SECOND0 + 300);
        assertThat(ticker.attempts()).as("within the back-off: no new ticker").isEqualTo(1);
    }

    @Test
    void aTickThatThrowsStopsTheClockAndTheClockStartsAgainLater() throws Exception {
        AtomicReference<RuntimeException> failure = new AtomicReference<>();
        TickingSecondsClock failing = new TickingSecondsClock(
                () -> {
                    RuntimeException e = failure.getAndSet(null);
                    if (e != null) {
                        throw e;
                    }
                    return activity.get();
                },
                60_000,
                time,
                ticker);
        failing.currentSecond();
        long sleep = ticker.awaitSleep();

        failure.set(new IllegalStateException("broken"));
        time.pass(sleep);
        ticker.wake();
        ticker.awaitEnd();
        assertThat(failing.isTicking()).isFalse();

        time.pass(500);
        assertThat(failing.currentSecond()).isEqualTo(Math.floorDiv(time.wallMillis(), 1000));
        assertThat(ticker.attempts()).isEqualTo(1);
        time.pass(TickingSecondsClock.RETRY_MILLIS);
        assertThat(failing.currentSecond()).isEqualTo(Math.floorDiv(time.wallMillis(), 1000));
        assertThat(ticker.starts()).as("restarted after the back-off").isEqualTo(2);
        assertThat(failing.isTicking()).isTrue();
        ticker.awaitSleep();
    }

    @Test
    void anInterruptedTickerStopsAndTheNextIdStartsANewOneAtOnce() throws Exception {
        clock.currentSecond();
        ticker.awaitSleep();
        ticker.wakeWith(new InterruptedException());
        ticker.awaitEnd();
        assertThat(clock.isTicking()).isFalse();

        assertThat(clock.currentSecond()).isEqualTo(SECOND0);
        assertThat(ticker.starts()).isEqualTo(2);
        ticker.awaitSleep();
    }

    @Test
    void afterAResetTheOldTickerEndsWithoutPublishingAndTheNextIdStartsANewOne() throws Exception {
        clock.currentSecond();
        long sleep = ticker.awaitSleep();
        clock.reset();
        assertThat(clock.isTicking()).isFalse();

        time.stepWall(Duration.ofHours(2).toMillis());
        time.pass(sleep);
        ticker.wake();
        ticker.awaitEnd();
        assertThat(clock.isTicking()).as("the old ticker published nothing").isFalse();

        assertThat(clock.currentSecond()).isEqualTo(SECOND0 + 7200);
        assertThat(ticker.starts()).isEqualTo(2);
        ticker.awaitSleep();
    }

    @Test
    void theProductionTickerIsANamedDaemonThreadWithoutAContextClassLoader() throws Exception {
        AtomicReference<Thread> ran = new AtomicReference<>();
        CountDownLatch done = new CountDownLatch(1);
        TickerThread.DAEMON.start(() -> {
            ran.set(Thread.currentThread());
            done.countDown();
        });
        assertThat(done.await(30, TimeUnit.SECONDS)).isTrue();

        Thread thread = ran.get();
        assertThat(thread.getName()).isEqualTo("objectid-clock");
        assertThat(thread.isDaemon()).isTrue();
        assertThat(thread.getContextClassLoader()).isNull();
    }
}
