package dev.objectid.querydsl;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** The clock of the test's id generator: ids are created at the instants a test sets, with no waiting. */
final class SettableClock extends Clock {

    private volatile Instant now;

    SettableClock(Instant start) {
        this.now = start;
    }

    /** Moves the clock to {@code time}; an id generator never goes back, so neither does a test. */
    void set(Instant time) {
        if (time.isBefore(now)) {
            throw new IllegalArgumentException("the clock is at " + now + "; it cannot go back to " + time);
        }
        now = time;
    }

    Instant now() {
        return now;
    }

    @Override
    public Instant instant() {
        return now;
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        throw new UnsupportedOperationException("the ids' clock is in UTC");
    }
}
