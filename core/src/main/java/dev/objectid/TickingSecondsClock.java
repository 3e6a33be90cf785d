package dev.objectid;

import java.lang.System.Logger.Level;
import java.util.function.LongSupplier;

/**
 * The process-wide clock of the shared generator: a ticker thread, {@code objectid-clock}, reads the wall clock just
 * after each second starts and publishes the second in a volatile field. Generating an id then costs a volatile read
 * instead of a {@link System#currentTimeMillis()} call, which is the largest part of the MongoDB driver's cost per id.
 *
 * <p>The ticker never sleeps longer than {@value #MAX_SLEEP_MILLIS} ms, so however the wall clock moves while it
 * sleeps (a step by NTP or an operator, a resume from suspend, which the monotonic clock {@link Thread#sleep} waits on
 * does not see, a restored snapshot), the published second is stale for at most that long plus the time the
 * operating system takes to run the ticker.
 *
 * <p>A second is published only while a ticker runs. If the ticker cannot start (no thread can be created) or fails
 * in any way, the clock goes back to "stopped": ids read the wall clock themselves, and the next id after
 * {@value #RETRY_MILLIS} ms tries to start a ticker again. A stopped clock never hands out a stale second.
 *
 * <p>The ticker starts at first use, not when the class loads, and stops after a while without ids being generated,
 * so an application server can unload the application that started it; the next id starts it again.
 */
final class TickingSecondsClock implements SecondsClock {

    /** The longest the ticker sleeps, which bounds how long a second stays published after the wall clock moved. */
    static final long MAX_SLEEP_MILLIS = 100;
    /** How long ids read the wall clock themselves after the ticker failed or could not start. */
    static final long RETRY_MILLIS = 1_000;

    private static final long STOPPED = Long.MIN_VALUE;

    private final LongSupplier activity;
    private final long idleNanos;
    private final TimeSource time;
    private final TickerThread ticker;

    /** The second the running ticker last published, or {@link #STOPPED}: the only field the per-id path reads. */
    private volatile long seconds = STOPPED;
    /** Whether ids read the wall clock themselves until {@link #retryAtNanos}, after a failure. */
    private volatile boolean backingOff;

    private volatile long retryAtNanos;
    /** Counts tickers started and stopped; a ticker whose generation is no longer current ends. Guarded by this. */
    private long generation;
    /** Whether a ticker failed (to start or to run) since the last good tick, so that a repeat is no new warning. */
    private boolean failing;
    /** The activity value last seen and since when it has not changed; guarded by this. */
    private long lastActivity;

    private long idleSinceNanos;

    /**
     * @param activity a value that changes whenever ids are generated, read once per tick to detect idleness
     * @param idleMillis how long without activity before the ticker stops
     * @param time the wall and monotonic clocks
     * @param ticker where the ticker loop runs
     */
    TickingSecondsClock(LongSupplier activity, long idleMillis, TimeSource time, TickerThread ticker) {
        this.activity = activity;
        this.idleNanos = idleMillis * 1_000_000L;
        this.time = time;
        this.ticker = ticker;
    }

    @Override
    public long currentSecond() {
        long second = seconds;
        return second != STOPPED ? second : startOrReadWallClock();
    }

    @Override
    public long wallSecond() {
        return Math.floorDiv(time.wallMillis(), 1000);
    }

    /** Stops the ticker, if one runs; the next id reads the wall clock and starts a new one. */
    @Override
    public synchronized void reset() {
        stopTicker();
        backingOff = false;
    }

    /** Whether a second is published (a ticker runs); for tests. */
    boolean isTicking() {
        return seconds != STOPPED;
    }

    /** The slow path: no ticker runs. Starts one unless a recent failure says to wait; reads the wall clock. */
    private long startOrReadWallClock() {
        long second = wallSecond();
        if (backingOff && time.monotonicNanos() - retryAtNanos < 0) {
            return second;
        }
        Throwable failure;
        boolean repeated;
        synchronized (this) {
            long published = seconds;
            if (published != STOPPED) {
                return published;
            }
            long now = time.monotonicNanos();
            if (backingOff && now - retryAtNanos < 0) {
                return second;
            }
            long started = ++generation;
            lastActivity = activity.getAsLong();
            idleSinceNanos = now;
            try {
                ticker.start(() -> run(started));
                backingOff = false;
                // The ticker runs (or has failed and waits for this lock to say so): publishing is safe.
                seconds = second;
                return second;
            } catch (Throwable e) { // OutOfMemoryError: unable to create native thread, SecurityException, ...
                generation++;
                repeated = backOff(now);
                failure = e;
            }
        }
        report("cannot start the objectid-clock thread", failure, repeated);
        return second;
    }

    /** The ticker's loop: ticks until told to stop; any failure stops the clock. */
    private void run(long started) {
        try {
            for (long sleep = tick(started); sleep >= 0; sleep = tick(started)) {
                ticker.sleep(sleep);
            }
        } catch (InterruptedException e) {
            synchronized (this) {
                if (generation == started) {
                    stopTicker(); // interrupted from outside (an application server ending threads): stop quietly
                }
            }
        } catch (Throwable e) {
            boolean current;
            boolean repeated = false;
            synchronized (this) {
                current = generation == started;
                if (current) {
                    stopTicker();
                    repeated = backOff(time.monotonicNanos());
                }
            }
            if (current) {
                report("the objectid-clock thread failed", e, repeated);
            }
        }
    }

    /**
     * One tick of the ticker of generation {@code started}: publishes the wall clock's second.
     *
     * @return how long to sleep before the next tick: until the next second starts, at most
     *         {@value #MAX_SLEEP_MILLIS} ms; or -1 when this ticker is to end (stopped, or idle)
     */
    long tick(long started) {
        long millis = time.wallMillis();
        long now = time.monotonicNanos();
        long seen = activity.getAsLong();
        synchronized (this) {
            if (generation != started) {
                return -1;
            }
            if (seen != lastActivity) {
                lastActivity = seen;
                idleSinceNanos = now;
            } else if (now - idleSinceNanos >= idleNanos) {
                stopTicker();
                return -1;
            }
            seconds = Math.floorDiv(millis, 1000);
            failing = false;
        }
        return Math.min(MAX_SLEEP_MILLIS, 1000 - Math.floorMod(millis, 1000));
    }

    /** Holding the lock: nothing is published any more, and the running ticker (if any) ends at its next tick. */
    private void stopTicker() {
        seconds = STOPPED;
        generation++;
    }

    /**
     * Holding the lock: ids read the wall clock themselves for {@value #RETRY_MILLIS} ms.
     *
     * @return whether the previous attempt had failed too
     */
    private boolean backOff(long now) {
        retryAtNanos = now + RETRY_MILLIS * 1_000_000L;
        backingOff = true;
        boolean repeated = failing;
        failing = true;
        return repeated;
    }

    /** A warning for a new failure; a failure that repeats the last one is logged at DEBUG only. */
    private static void report(String what, Throwable failure, boolean repeated) {
        try {
            ProcessTrace.LOGGER.log(
                    repeated ? Level.DEBUG : Level.WARNING,
                    what + " (" + failure + "); ids read "
                            + "the wall clock themselves and the next id after " + RETRY_MILLIS
                            + " ms tries to start it "
                            + "again",
                    failure);
        } catch (Throwable loggingFailed) { // out of memory, a broken handler: the ids matter more than the message
            // nothing to do
        }
    }
}
