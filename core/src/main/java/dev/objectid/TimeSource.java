package dev.objectid;

/**
 * The two clocks of the operating system that the ticking clock reads: the wall clock, which NTP, an operator or a
 * restore may step, and the monotonic clock, which only moves forward (and, on Linux, stands still while the machine
 * is suspended). Tests replace both.
 */
interface TimeSource {

    /** The real clocks: {@link System#currentTimeMillis()} and {@link System#nanoTime()}. */
    TimeSource SYSTEM = new TimeSource() {
        @Override
        public long wallMillis() {
            return System.currentTimeMillis();
        }

        @Override
        public long monotonicNanos() {
            return System.nanoTime();
        }
    };

    /** Milliseconds since the epoch on the wall clock. */
    long wallMillis();

    /** Nanoseconds on the monotonic clock, from an arbitrary origin; only differences mean something. */
    long monotonicNanos();
}
