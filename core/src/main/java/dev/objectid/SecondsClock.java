package dev.objectid;

/** Where a generator reads the current time: whole seconds since the epoch, floored. */
@FunctionalInterface
interface SecondsClock {

    /** The system's wall clock, read for every id. */
    SecondsClock SYSTEM = () -> Math.floorDiv(System.currentTimeMillis(), 1000);

    /** The current second since the epoch; may go backwards when the wall clock is stepped. */
    long currentSecond();
}
