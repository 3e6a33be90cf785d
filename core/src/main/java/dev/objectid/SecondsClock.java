package dev.objectid;

/** Where a generator reads the current time: whole seconds since the epoch, floored. */
@FunctionalInterface
interface SecondsClock {

    /** The current second since the epoch, as ids should carry it; may go backwards when the wall clock is stepped. */
    long currentSecond();

    /**
     * The wall clock's second read now, for reporting how far ids run ahead of it; never starts anything. The same as
     * {@link #currentSecond()} unless the clock caches the second.
     */
    default long wallSecond() {
        return currentSecond();
    }

    /** Forgets what the clock holds (its thread, its second), before a checkpoint or after a restore. */
    default void reset() {}
}
