package dev.objectid;

/** Where a generator reads the current time: whole seconds since the epoch, floored. */
@FunctionalInterface
interface SecondsClock {

    /** The current second since the epoch; may go backwards when the wall clock is stepped back. */
    long currentSecond();
}
