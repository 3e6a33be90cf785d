package dev.objectid;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A {@link TickerThread} a test drives step by step. The loop runs on a real thread, but every sleep waits for the test
 * instead of for time: {@link #awaitSleep()} returns when the ticker has ticked and asks to sleep, and {@link #wake()}
 * (or {@link #wakeWith}) lets it go on. Nothing waits on a clock; the timeouts only keep a broken test from hanging.
 */
final class ManualTicker implements TickerThread {

    private static final Object WAKE = new Object();
    private static final Object ENDED = new Object();

    private final BlockingQueue<Object> fromTicker = new LinkedBlockingQueue<>();
    private final BlockingQueue<Object> toTicker = new LinkedBlockingQueue<>();
    private volatile Throwable refusal;
    private volatile int attempts;
    private volatile int starts;

    /** Makes {@link #start} throw {@code failure}, as when no thread can be created; {@code null} to allow again. */
    void refuseToStart(Throwable failure) {
        refusal = failure;
    }

    /** How many times a ticker was to be started, refused or not. */
    int attempts() {
        return attempts;
    }

    /** How many tickers were started. */
    int starts() {
        return starts;
    }

    @Override
    public void start(Runnable loop) {
        attempts++;
        Throwable refused = refusal;
        if (refused instanceof RuntimeException) {
            throw (RuntimeException) refused;
        }
        if (refused instanceof Error) {
            throw (Error) refused;
        }
        starts++;
        Thread thread = new Thread(
                () -> {
                    try {
                        loop.run();
                    } finally {
                        fromTicker.add(ENDED);
                    }
                },
                "manual-ticker-" + starts);
        thread.setDaemon(true);
        thread.start();
    }

    @Override
    public void sleep(long millis) throws InterruptedException {
        fromTicker.add(millis);
        Object next = toTicker.take();
        if (next instanceof InterruptedException) {
            throw (InterruptedException) next;
        }
        if (next instanceof RuntimeException) {
            throw (RuntimeException) next;
        }
        if (next instanceof Error) {
            throw (Error) next;
        }
    }

    /** Waits until the ticker has ticked and sleeps; returns how long it asked to sleep. */
    long awaitSleep() throws InterruptedException {
        Object next = next();
        if (next == ENDED) {
            throw new AssertionError("the ticker ended instead of sleeping");
        }
        return (Long) next;
    }

    /** Waits until the ticker's loop has returned. */
    void awaitEnd() throws InterruptedException {
        Object next = next();
        if (next != ENDED) {
            throw new AssertionError("the ticker asked to sleep " + next + " ms instead of ending");
        }
    }

    /** Ends the current sleep normally. */
    void wake() {
        toTicker.add(WAKE);
    }

    /** Ends the current sleep by throwing {@code failure} out of it. */
    void wakeWith(Throwable failure) {
        toTicker.add(failure);
    }

    private Object next() throws InterruptedException {
        Object next = fromTicker.poll(30, TimeUnit.SECONDS);
        if (next == null) {
            throw new AssertionError("the ticker did nothing for 30 s");
        }
        return next;
    }
}
