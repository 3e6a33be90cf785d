package dev.objectid;

import java.util.function.LongSupplier;

/**
 * The process-wide clock of the shared generator: a daemon thread, {@code objectid-clock}, reads the wall clock once
 * per second, just after each second starts, and publishes it in a volatile field. Generating an id then costs a
 * volatile read instead of a {@link System#currentTimeMillis()} call, which is the largest part of the MongoDB driver's
 * cost per id.
 *
 * <p>The price: for the moment between a second's start and the thread's wake-up (typically well under a millisecond,
 * longer when the machine is overloaded) ids still carry the previous second.
 *
 * <p>The thread starts at first use, not when the class loads, and stops after a minute without ids being generated,
 * so an application server can unload the application that started it; the next id starts it again.
 */
final class TickingSecondsClock implements SecondsClock {

    private static final long STOPPED = Long.MIN_VALUE;

    private final long idleNanos;
    private final LongSupplier activity;
    private volatile long seconds = STOPPED;
    private volatile Thread thread;

    /**
     * @param activity a value that changes whenever ids are generated, read once per tick to detect idleness
     * @param idleMillis how long without activity before the thread stops
     */
    TickingSecondsClock(LongSupplier activity, long idleMillis) {
        this.activity = activity;
        this.idleNanos = idleMillis * 1_000_000L;
    }

    @Override
    public long currentSecond() {
        long second = seconds;
        return second != STOPPED ? second : start();
    }

    /** Whether the ticking thread is running; for tests. */
    boolean isTicking() {
        return seconds != STOPPED;
    }

    /** The ticking thread, or {@code null} before the first use; for tests. */
    Thread thread() {
        return thread;
    }

    private synchronized long start() {
        if (seconds == STOPPED) {
            seconds = wallClockSecond();
            Thread ticker = new Thread(this::tick, "objectid-clock");
            ticker.setDaemon(true);
            ticker.setContextClassLoader(null);
            thread = ticker;
            ticker.start();
        }
        return seconds;
    }

    private void tick() {
        long lastActivity = activity.getAsLong();
        long idleSince = System.nanoTime();
        try {
            while (true) {
                long millis = System.currentTimeMillis();
                seconds = Math.floorDiv(millis, 1000);
                long seen = activity.getAsLong();
                if (seen != lastActivity) {
                    lastActivity = seen;
                    idleSince = System.nanoTime();
                } else if (System.nanoTime() - idleSince >= idleNanos) {
                    stop();
                    return;
                }
                Thread.sleep(1000 - Math.floorMod(millis, 1000));
            }
        } catch (InterruptedException e) {
            stop();
        }
    }

    private synchronized void stop() {
        seconds = STOPPED;
    }

    private static long wallClockSecond() {
        return Math.floorDiv(System.currentTimeMillis(), 1000);
    }
}
