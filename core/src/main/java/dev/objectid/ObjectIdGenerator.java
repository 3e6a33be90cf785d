package dev.objectid;

import java.time.Clock;
import java.time.Instant;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Function;
import java.util.function.LongSupplier;
import java.util.random.RandomGenerator;

/**
 * Generates {@link ObjectId}s: a 4-byte timestamp, a 5-byte process value chosen when the generator is created, and a
 * 3-byte counter that starts at a random value.
 *
 * <p>{@link ObjectId#generate()} uses one generator shared by the whole process, {@link #shared()}. Create your own
 * only to control the clock and the random source, typically in tests.
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
 *       it again ({@link #secondsAheadOfClock()} tells by how much they run ahead meanwhile);</li>
 *   <li>the clock moves forward: the next id takes the new second, and the counter goes on from where it was.</li>
 * </ul>
 * Ids of different processes differ in their 5-byte process value: drawn at random, or assigned by the operator
 * (system property {@value #PROCESS_VALUE_PROPERTY} or environment variable {@value #PROCESS_VALUE_ENVIRONMENT}); see
 * {@code docs/generator.md} for the chance of two processes drawing the same one.
 *
 * <h2>Checkpoint and restore</h2>
 * Every process restored from one snapshot (CRaC, AWS Lambda SnapStart, a VM snapshot) would go on with the same
 * process value and counter, and generate the same ids. {@link #afterRestore()} gives this generator a new process
 * value and counter start; with {@code org.crac:crac} on the class path the shared generator does so by itself after
 * every CRaC restore.
 *
 * <h2>Cost</h2>
 * Generation is lock-free: one atomic increment in the common case; once per second, the first id of the new second
 * moves the timestamp on. The shared generator does not read the clock per id (see {@code TickingSecondsClock}); one
 * you create with a {@link Clock} reads that clock per id.
 *
 * <h2>Start-up</h2>
 * The shared generator draws its random bits from the operating system at first use, never in a static initialiser:
 * a GraalVM native image initialises such classes at build time and would freeze one value into every process started
 * from the image. It logs its {@link #processTrace() process trace} once, through {@link System.Logger} (logger
 * {@code dev.objectid.ObjectIdGenerator}, level INFO), so that an id can be traced back to the process that made it.
 */
public final class ObjectIdGenerator {

    /** The system property that assigns the shared generator's process value: {@value}. */
    public static final String PROCESS_VALUE_PROPERTY = "objectid.processValue";

    /** The environment variable that assigns the shared generator's process value: {@value}. */
    public static final String PROCESS_VALUE_ENVIRONMENT = "OBJECTID_PROCESS_VALUE";

    private static final int COUNTER_BITS = 24;
    private static final long COUNTER_MASK = (1L << COUNTER_BITS) - 1;
    private static final long PROCESS_VALUE_MASK = (1L << 40) - 1;
    private static final long IDLE_CLOCK_MILLIS = 60_000;

    private static volatile ObjectIdGenerator shared;

    private final SecondsClock clock;
    /** Eight random bits for each process value and counter start, drawn fresh every time. */
    private final LongSupplier randomBits;
    /** The assigned process value, read again at each restore; never set for generators made by {@link #create}. */
    private final ProcessValueSource assigned;
    /** The process value and counter in use; replaced by {@link #afterRestore()}. */
    private volatile Incarnation current;
    /** Ids of the incarnations before {@link #current}; guarded by this. */
    private long retiredCount;
    /** Keeps the CRaC resource reachable: the CRaC context holds resources weakly. */
    @SuppressWarnings("unused")
    private Object checkpointListener;

    /**
     * @param clockFor makes the time source, given a value that changes whenever ids are generated
     * @param randomBits where each process value (bits 24..63) and first counter value (bits 0..23) come from
     * @param assigned an assigned process value, or {@link ProcessValueSource#NONE}
     */
    ObjectIdGenerator(Function<LongSupplier, SecondsClock> clockFor, LongSupplier randomBits,
            ProcessValueSource assigned) {
        this.randomBits = randomBits;
        this.assigned = assigned;
        this.current = new Incarnation(randomBits.getAsLong(), assigned.read(), 0, null);
        this.clock = clockFor.apply(() -> current.state.get());
    }

    /**
     * A generator that reads {@code clock} for every id and takes its process value and first counter value from
     * {@code random}. Intended for tests and simulations: with a fixed clock and a seeded random source the ids are
     * reproducible.
     *
     * @param clock the time source; its instant is floored to the second
     * @param random where the 5-byte process value and the starting counter come from (8 bytes are drawn at creation,
     *               and again at each {@link #afterRestore()})
     * @return a new generator, independent of the shared one
     * @throws IllegalStateException if {@code clock} reads a time outside 1970..2106
     */
    public static ObjectIdGenerator create(Clock clock, RandomGenerator random) {
        Objects.requireNonNull(clock, "clock");
        Objects.requireNonNull(random, "random");
        SecondsClock seconds = () -> Math.floorDiv(clock.millis(), 1000);
        checkRange(seconds.currentSecond());
        return new ObjectIdGenerator(activity -> seconds, random::nextLong, ProcessValueSource.NONE);
    }

    /**
     * The generator behind {@link ObjectId#generate()}, created at first use: on the first call to this method or to
     * {@code ObjectId.generate()}.
     *
     * @return the process-wide generator, always the same instance
     * @throws IllegalArgumentException if a process value is assigned ({@value #PROCESS_VALUE_PROPERTY},
     *         {@value #PROCESS_VALUE_ENVIRONMENT}) but is not a valid one; the message names the value and what is
     *         accepted
     */
    public static ObjectIdGenerator shared() {
        ObjectIdGenerator generator = shared;
        return generator != null ? generator : createShared();
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
        Incarnation run = current;
        long drawn = run.state.incrementAndGet();
        if (drawn >>> COUNTER_BITS < now) {
            drawn = run.moveTo(now, drawn);
        }
        if (drawn >>> COUNTER_BITS > ObjectId.MAX_EPOCH_SECOND) {
            awaitRestore(drawn);
            return generate();
        }
        return new ObjectId((int) (drawn >>> COUNTER_BITS), run.processValue << COUNTER_BITS | drawn & COUNTER_MASK);
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
        Incarnation run = current;
        long drawn = run.state.incrementAndGet();
        if (drawn >= Incarnation.RETIRED) {
            awaitRestore(drawn);
            return generate(time);
        }
        return new ObjectId((int) second, run.processValue << COUNTER_BITS | drawn & COUNTER_MASK);
    }

    /**
     * This generator's 5-byte process value, the one in bytes 4..8 of every id it generates now. It changes only when
     * {@link #afterRestore()} runs.
     *
     * @return the process value, 0 .. 2<sup>40</sup>-1
     */
    public long processValue() {
        return current.processValue;
    }

    /**
     * How many ids this generator has generated ({@link #generate()} and {@link #generate(Instant)}) since it was
     * created, including those before a checkpoint the process was restored from. Exact, and free for the ids
     * themselves: it is worked out from the generator's state, not counted per id.
     *
     * @return the number of ids generated so far
     */
    public long generatedCount() {
        synchronized (this) {
            return retiredCount + current.count();
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
        long lastSecond = current.state.get() >> COUNTER_BITS; // -1 before the first id
        return Math.max(0, lastSecond - clock.wallSecond());
    }

    /**
     * What the start-up log line says: this generator's process value, and the host, pid and start time of this
     * process. After a restore it describes the restored process and its new process value.
     *
     * @return the trace of the current process value
     */
    public ProcessTrace processTrace() {
        return current.trace();
    }

    /**
     * Tells the generator that this process was restored from a snapshot (a CRaC checkpoint, an AWS Lambda SnapStart
     * snapshot, a VM snapshot or clone), so that it stops generating the ids every other process restored from that
     * snapshot generates: it draws a new process value (fresh from the operating system, or the one assigned to the
     * restored process) and a new counter start, restarts the clock, and logs a new trace line. Ids generated after
     * this call sort after every id it generated before.
     *
     * <p>With {@code org.crac:crac} on the class path, the shared generator calls this itself after a CRaC restore
     * (and Lambda SnapStart, which uses the same API). Call it where the platform tells the application about a
     * restore some other way. It is safe to call while other threads generate ids.
     *
     * @throws IllegalArgumentException if the process value assigned to the restored process is not a valid one
     */
    public void afterRestore() {
        long assignedValue = assigned.read();
        long bits = randomBits.getAsLong();
        Instant restored = Instant.now();
        Incarnation retired;
        Incarnation next;
        synchronized (this) {
            retired = current;
            long lastState = retired.retire();
            retiredCount += retired.countAt(lastState);
            // after every id of the retired incarnation; a later clock moves it on with the first id
            long firstSecond = Math.max(0, (lastState >> COUNTER_BITS) + 1);
            next = new Incarnation(bits, assignedValue, firstSecond, restored);
            current = next;
        }
        clock.reset();
        if (next.assigned && next.processValue == retired.processValue) {
            ProcessTrace.LOGGER.log(System.Logger.Level.WARNING, "ObjectId process value "
                    + ProcessTrace.processValueHex(next.processValue) + " was assigned before the checkpoint this "
                    + "process was restored from and is assigned again: every process restored from that checkpoint "
                    + "generates the same ids unless each is assigned its own value (" + assigned.describe() + ")");
        }
        if (this == shared) {
            next.trace().log();
        }
    }

    /** Before a checkpoint: stops the clock's thread, so that the snapshot holds none. */
    void beforeCheckpoint() {
        clock.reset();
    }

    private static synchronized ObjectIdGenerator createShared() {
        if (shared == null) {
            ObjectIdGenerator generator = new ObjectIdGenerator(
                    activity -> new TickingSecondsClock(activity, IDLE_CLOCK_MILLIS, TimeSource.SYSTEM,
                            TickerThread.DAEMON),
                    SystemRandomness::nextLong, ProcessValueSource.SYSTEM);
            generator.checkpointListener = registerForCheckpoints(generator);
            generator.processTrace().log();
            shared = generator;
        }
        return shared;
    }

    /** Registers a {@link CheckpointListener} when {@code org.crac} is on the class path; never loads it otherwise. */
    private static Object registerForCheckpoints(ObjectIdGenerator generator) {
        try {
            Class.forName("org.crac.Resource", false, ObjectIdGenerator.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError noCrac) {
            return null;
        }
        return CheckpointListener.register(generator);
    }

    /**
     * After a draw past the last second: either the ids are used up, or a restore retired the incarnation the value
     * was drawn from; then waits until the restore has put the new one in place (it holds this lock until then).
     */
    private void awaitRestore(long drawn) {
        if (drawn < Incarnation.RETIRED) {
            throw new IllegalStateException("ObjectIds are used up: the counter carried the timestamp past "
                    + "2106-02-07T06:28:15Z, the last second an ObjectId can hold");
        }
        synchronized (this) {
            // nothing to do: the restore holds this lock until the new incarnation is in place
        }
    }

    private static void checkRange(long second) {
        if (second < 0 || second > ObjectId.MAX_EPOCH_SECOND) {
            throw clockOutOfRange(second);
        }
    }

    private static IllegalStateException clockOutOfRange(long second) {
        return new IllegalStateException("The clock reads " + second + " seconds since the epoch, outside the range of "
                + "an ObjectId timestamp (0 .. 4294967295, 1970-01-01T00:00:00Z .. 2106-02-07T06:28:15Z)");
    }

    /**
     * One process value and the counter state that goes with it. A restore retires the incarnation and starts a new
     * one, so a thread that read the old one just before can tell, and draws again.
     */
    private static final class Incarnation {

        /** A state past every timestamp: an increment of a retired state never yields a usable id. */
        static final long RETIRED = 1L << 62;

        final long processValue;
        final boolean assigned;
        /** The timestamp (bits 24..55) and counter (bits 0..23) of the last id drawn; only ever grows. */
        final AtomicLong state;
        /** Held while the state moves to a new second, and while the count is read. */
        final ReentrantLock moving = new ReentrantLock();
        final Instant restored;
        /** The state before the first id. */
        private final long initial;
        /**
         * How much the moves to the clock's second added to the state beyond one per id. Between two moves the state
         * grows by exactly one per id, so the number of ids is the state's growth less these jumps. Guarded by
         * {@link #moving}.
         */
        private long jumps;
        private volatile ProcessTrace trace;

        /**
         * @param randomBits the random process value (bits 24..63) and first counter value (bits 0..23)
         * @param assignedValue the assigned process value, or -1 to use the random one
         * @param firstSecond the second of the first id, unless the clock is later
         * @param restored when the restore that started this incarnation happened, or null
         */
        Incarnation(long randomBits, long assignedValue, long firstSecond, Instant restored) {
            this.assigned = assignedValue >= 0;
            this.processValue = assigned ? assignedValue : randomBits >>> COUNTER_BITS & PROCESS_VALUE_MASK;
            this.initial = (firstSecond << COUNTER_BITS | randomBits & COUNTER_MASK) - 1;
            this.state = new AtomicLong(initial);
            this.restored = restored;
        }

        /**
         * Moves the state from {@code drawn}, whose second is past, to the clock's second; the counter runs on. Once
         * per second, by the first id that sees the new second.
         *
         * @return the value for the id: the moved one, or {@code drawn} (the previous second) when another id got in
         *         first
         */
        long moveTo(long now, long drawn) {
            if (now > ObjectId.MAX_EPOCH_SECOND) {
                throw clockOutOfRange(now);
            }
            if (!moving.tryLock()) {
                return drawn; // another thread moves the state, or the count is being read: keep the previous second
            }
            try {
                long moved = now << COUNTER_BITS | drawn & COUNTER_MASK;
                if (state.compareAndSet(drawn, moved)) {
                    jumps += moved - drawn;
                    return moved;
                }
                return drawn; // more ids were drawn meanwhile: the next one moves the state
            } finally {
                moving.unlock();
            }
        }

        /** The ids this incarnation generated so far. */
        long count() {
            moving.lock();
            try {
                return countAt(state.get());
            } finally {
                moving.unlock();
            }
        }

        /**
         * Makes every later draw from this incarnation unusable.
         *
         * @return the state of its last id
         */
        long retire() {
            moving.lock();
            try {
                return state.getAndSet(RETIRED);
            } finally {
                moving.unlock();
            }
        }

        ProcessTrace trace() {
            ProcessTrace known = trace;
            if (known == null) {
                known = ProcessTrace.ofThisProcess(processValue, assigned, restored);
                trace = known;
            }
            return known;
        }

        /** The ids drawn up to the state {@code stateValue}; holding {@link #moving} or after {@link #retire}. */
        long countAt(long stateValue) {
            return stateValue - initial - jumps;
        }
    }
}
