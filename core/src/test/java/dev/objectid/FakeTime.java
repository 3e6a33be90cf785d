package dev.objectid;

/**
 * The wall and monotonic clocks of {@link TimeSource}, moved by hand: together as time passes, the wall clock alone
 * when it is stepped or the machine resumes from suspend (the monotonic clock does not count a suspend).
 */
final class FakeTime implements TimeSource {

    private volatile long wallMillis;
    private volatile long monotonicNanos = 123_456_789_000L;

    FakeTime(long wallMillis) {
        this.wallMillis = wallMillis;
    }

    /** Time passes: both clocks move. */
    void pass(long millis) {
        wallMillis += millis;
        monotonicNanos += millis * 1_000_000L;
    }

    /** Only the wall clock moves: a step (negative: back), or a resume after a suspend of that long. */
    void stepWall(long millis) {
        wallMillis += millis;
    }

    @Override
    public long wallMillis() {
        return wallMillis;
    }

    @Override
    public long monotonicNanos() {
        return monotonicNanos;
    }
}
