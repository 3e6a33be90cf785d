package dev.objectid;

/**
 * Runs the loop of {@link TickingSecondsClock}: on a daemon thread of its own in production ({@link #DAEMON}), under
 * a test's control in tests, so that the clock's tests never wait on real time.
 */
interface TickerThread {

    /**
     * A daemon platform thread named {@code objectid-clock} that holds nothing of the thread that started it
     * ({@link NeutralThreads}), sleeping with {@link Thread#sleep(long)}.
     */
    TickerThread DAEMON = new TickerThread() {
        @Override
        public void start(Runnable loop) {
            NeutralThreads.start("objectid-clock", loop);
        }

        @Override
        public void sleep(long millis) throws InterruptedException {
            Thread.sleep(millis);
        }
    };

    /**
     * Starts running {@code loop} on a new thread. When no thread can be started, this throws what creating or
     * starting it threw ({@code OutOfMemoryError: unable to create native thread}, a {@code SecurityException}, ...)
     * and the loop does not run.
     */
    void start(Runnable loop);

    /** Waits {@code millis} on the ticker's thread: the loop's only wait. */
    void sleep(long millis) throws InterruptedException;
}
