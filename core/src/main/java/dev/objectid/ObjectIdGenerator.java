package dev.objectid;

import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;
import java.util.random.RandomGenerator;

/**
 * Generates {@link ObjectId}s: a 4-byte timestamp, a 5-byte random value chosen when the generator is created, and a
 * 3-byte counter that starts at a random value.
 *
 * <p>{@link ObjectId#generate()} uses one generator shared by the whole process. Create your own only to control the
 * clock and the random source, typically in tests.
 *
 * <h2>Guarantees</h2>
 * A generator never returns the same id twice, and the ids it returns are strictly increasing in the order they are
 * generated, across all threads. The MongoDB driver gives neither: its counter wraps after 2<sup>24</sup> ids and
 * repeats ids within a second, and it goes backwards with the clock. Here the timestamp and the counter together form
 * one 56-bit number that only ever grows:
 * <ul>
 *   <li>more than 2<sup>24</sup> ids in one second: the counter carries into the timestamp, so ids are stamped with
 *       the next second; a sustained rate of r ids per second above 2<sup>24</sup> makes them run ahead of the clock
 *       by r / 2<sup>24</sup> - 1 seconds every second, until the rate falls and the clock catches up;</li>
 *   <li>the clock steps backwards: ids keep the timestamp of the last id and go on counting until the clock is past
 *       it again;</li>
 *   <li>the clock moves forward: the next id takes the new second, and the counter goes on from where it was.</li>
 * </ul>
 * Ids of different processes differ in their 5-byte random value; see {@code docs/generator.md} for the probability
 * of two processes drawing the same one.
 *
 * <h2>Cost</h2>
 * Generation is lock-free: one atomic increment in the common case, a compare-and-set once per second. The shared
 * generator does not read the clock per id (see {@code TickingSecondsClock}); one you create with a {@link Clock}
 * reads that clock per id.
 *
 * <h2>Start-up</h2>
 * The shared generator draws its random value from the operating system ({@code NativePRNGNonBlocking} where it
 * exists, else the platform's default {@link SecureRandom}) at first use, never in a static initialiser: a GraalVM
 * native image initialises such classes at build time and would freeze one value into every process started from the
 * image. It logs that value once, with host name, pid and start time, through {@link System.Logger} (logger
 * {@code dev.objectid.ObjectIdGenerator}, level INFO), so that an id can be traced back to the process that made it.
 */
public final class ObjectIdGenerator {

    private static final int COUNTER_BITS = 24;
    private static final long COUNTER_MASK = (1L << COUNTER_BITS) - 1;
    private static final long PROCESS_VALUE_MASK = (1L << 40) - 1;
    private static final long IDLE_CLOCK_MILLIS = 60_000;

    private static volatile ObjectIdGenerator shared;

    private final SecondsClock clock;
    /** Read by {@link #secondsAheadOfClock()} only: the wall clock, which, unlike the shared clock, starts nothing. */
    private final SecondsClock wallClock;
    private final long processValue;
    /** The timestamp (high bits) and counter (low 24 bits) of the last id drawn; only ever grows. */
    private final AtomicLong state;
    /** The state before the first id. */
    private final long firstState;
    /** Guards {@link #skipped}: the moves to the clock's second and {@link #generatedCount()}, never a plain id. */
    private final Object moving = new Object();
    /**
     * How much the state grew without an id: the seconds added by moves to the clock's second, and the draws given up
     * when another id moved first. Otherwise the state grows by exactly one per id.
     */
    private long skipped;

    /**
     * @param clock the time source
     * @param randomBits the process value (bits 24..63) and the first counter value (bits 0..23)
     * @param state the generator's state, set here; passed in so a clock can watch it for activity
     */
    ObjectIdGenerator(SecondsClock clock, long randomBits, AtomicLong state) {
        this(clock, clock, randomBits, state);
    }

    /** @param wallClock the wall clock, for {@link #secondsAheadOfClock()} */
    ObjectIdGenerator(SecondsClock clock, SecondsClock wallClock, long randomBits, AtomicLong state) {
        this.clock = clock;
        this.wallClock = wallClock;
        this.processValue = randomBits >>> COUNTER_BITS & PROCESS_VALUE_MASK;
        long now = clock.currentSecond();
        if (now < 0 || now > ObjectId.MAX_EPOCH_SECOND) {
            throw clockOutOfRange(now);
        }
        long firstCounter = randomBits & COUNTER_MASK;
        this.state = state;
        this.firstState = (now << COUNTER_BITS | firstCounter) - 1;
        state.set(firstState);
    }

    /**
     * A generator that reads {@code clock} for every id and takes its process value and first counter value from
     * {@code random}. Intended for tests and simulations: with a fixed clock and a seeded random source the ids are
     * reproducible.
     *
     * @param clock the time source; its instant is floored to the second
     * @param random where the 5-byte process value and the starting counter come from (8 bytes are drawn, once)
     * @return a new generator, independent of the shared one
     * @throws IllegalStateException if {@code clock} reads a time outside 1970..2106
     */
    public static ObjectIdGenerator create(Clock clock, RandomGenerator random) {
        Objects.requireNonNull(clock, "clock");
        Objects.requireNonNull(random, "random");
        return new ObjectIdGenerator(() -> Math.floorDiv(clock.millis(), 1000), random.nextLong(), new AtomicLong());
    }

    /**
     * The next id: the current second, this generator's process value and the next counter value.
     *
     * @return a new id, greater than every id this generator returned before
     * @throws IllegalStateException if the clock reads a time after 2106-02-07T06:28:15Z, or the ids up to that time
     *         are used up
     */
    public ObjectId generate() {
        long now = clock.currentSecond();
        long drawn = state.incrementAndGet();
        while (drawn >>> COUNTER_BITS < now) {
            // The clock has passed the second of the last id: move to the clock's second, the counter runs on.
            if (now > ObjectId.MAX_EPOCH_SECOND) {
                throw clockOutOfRange(now);
            }
            long moved = now << COUNTER_BITS | drawn & COUNTER_MASK;
            synchronized (moving) {
                if (state.compareAndSet(drawn, moved)) {
                    skipped += moved - drawn;
                    drawn = moved;
                    break;
                }
                skipped++; // another id moved first: this draw is given up
            }
            drawn = state.incrementAndGet();
        }
        if (drawn >>> COUNTER_BITS > ObjectId.MAX_EPOCH_SECOND) {
            throw new IllegalStateException("ObjectIds are used up: the counter carried the timestamp past "
                    + "2106-02-07T06:28:15Z, the last second an ObjectId can hold");
        }
        return new ObjectId((int) (drawn >>> COUNTER_BITS), processValue << COUNTER_BITS | drawn & COUNTER_MASK);
    }

    /**
     * An id whose timestamp is {@code time} instead of now, with this generator's process value and the next counter
     * value; see {@link ObjectId#generate(Instant)}.
     *
     * @param time the creation time to record, floored to the second
     * @return a new id
     * @throws IllegalArgumentException if {@code time} is outside 1970-01-01T00:00:00Z .. 2106-02-07T06:28:15Z
     */
    public ObjectId generate(Instant time) {
        long second = ObjectId.epochSecondOf(time);
        long drawn = state.incrementAndGet();
        return new ObjectId((int) second, processValue << COUNTER_BITS | drawn & COUNTER_MASK);
    }

    /**
     * This generator's 5-byte process value, the one in bytes 4..8 of every id it generates.
     *
     * @return the process value, 0 .. 2<sup>40</sup>-1
     */
    public long processValue() {
        return processValue;
    }

    /**
     * How many ids this generator has generated, {@link #generate()} and {@link #generate(Instant)} together, since it
     * was created. Exact, and free for the ids themselves: it is worked out from the generator's state, not counted
     * per id.
     *
     * @return the number of ids generated so far
     */
    public long generatedCount() {
        synchronized (moving) {
            return state.get() - firstState - skipped;
        }
    }

    /**
     * How many seconds the last id's timestamp is ahead of the wall clock: 0 normally; the size of the step after the
     * wall clock stepped back, until it has caught up; the carried seconds after more than 2<sup>24</sup> ids in a
     * second. Reading it starts nothing and costs one read of the wall clock.
     *
     * @return seconds ahead of the wall clock, 0 or more
     */
    public long secondsAheadOfClock() {
        return Math.max(0, (state.get() >>> COUNTER_BITS) - wallClock.currentSecond());
    }

    /**
     * What the start-up log line says: this generator's process value, and the host, pid and start time of this
     * process.
     *
     * @return the trace of the process value
     */
    public ProcessTrace processTrace() {
        return ProcessTrace.of(processValue);
    }

    /**
     * The generator behind {@link ObjectId#generate()}, created at first use: on the first call to this method or to
     * {@code ObjectId.generate()}.
     *
     * @return the process-wide generator, always the same instance
     */
    public static ObjectIdGenerator shared() {
        ObjectIdGenerator generator = shared;
        return generator != null ? generator : createShared();
    }

    private static synchronized ObjectIdGenerator createShared() {
        if (shared == null) {
            AtomicLong state = new AtomicLong();
            TickingSecondsClock clock = new TickingSecondsClock(state::get, IDLE_CLOCK_MILLIS);
            ObjectIdGenerator generator = new ObjectIdGenerator(clock,
                    () -> Math.floorDiv(System.currentTimeMillis(), 1000), systemRandom().nextLong(), state);
            ProcessTrace.logStart(generator.processValue);
            shared = generator;
        }
        return shared;
    }

    private static SecureRandom systemRandom() {
        try {
            return SecureRandom.getInstance("NativePRNGNonBlocking"); // /dev/urandom, never blocks
        } catch (NoSuchAlgorithmException notOnThisPlatform) {
            return new SecureRandom(); // Windows: seeded by the OS, does not block either
        }
    }

    private static IllegalStateException clockOutOfRange(long second) {
        return new IllegalStateException("The clock reads " + second + " seconds since the epoch, outside the range of "
                + "an ObjectId timestamp (0 .. 4294967295, 1970-01-01T00:00:00Z .. 2106-02-07T06:28:15Z)");
    }
}
