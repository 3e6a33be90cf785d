package dev.objectid;

import java.time.Clock;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;
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
 * A generator never returns the same id twice, and the ids it returns with one process value are strictly increasing
 * in the order they are generated, across all threads. An id's timestamp is the second in which it was generated: the
 * generator reads the clock for every id, so the second of an id is never before that of a clock read taken before
 * {@link #generate()} was called, and never after that of a clock read taken after it returned, except in the two
 * cases below where the order of the ids wins: more than 2<sup>23</sup> ids in one second, and a clock stepped back.
 * The MongoDB driver gives neither order nor uniqueness there: its counter wraps after 2<sup>24</sup> ids and repeats
 * ids within a second, and it goes backwards with the clock. Here the timestamp and the counter together form one
 * 56-bit number that only ever grows:
 * <ul>
 *   <li>a new second: the next id takes it, and the counter runs on from where it was, modulo 2<sup>23</sup>, so that
 *       the first counter of every second is below 2<sup>23</sup> and at least 2<sup>23</sup> ids fit in each
 *       second;</li>
 *   <li>a second whose counter is used up (more than 2<sup>23</sup> ids in one second, and always after
 *       2<sup>24</sup>): the counter carries into the timestamp, so the following ids are stamped with the next
 *       second until the clock gets there;</li>
 *   <li>the clock steps backwards: ids keep the timestamp of the last id (before the first id: the second the
 *       generator started at) and go on counting until the clock is past it again ({@link #secondsAheadOfClock()}
 *       tells by how much they run ahead meanwhile).</li>
 * </ul>
 * Back-dated ids, {@link #generate(Instant)}, keep the second they are given and have a counter of their own for
 * seconds before the generator started; their bounds are stated there.
 * Ids of different processes differ in their 5-byte process value: drawn at random, or assigned by the operator
 * (system property {@value #PROCESS_VALUE_PROPERTY} or environment variable {@value #PROCESS_VALUE_ENVIRONMENT}) or by
 * the application ({@link #assignProcessValue}); see {@code docs/generator.md} for the chance of two processes drawing
 * the same one.
 *
 * <h2>Checkpoint and restore</h2>
 * Every process restored from one snapshot (CRaC, AWS Lambda SnapStart, a VM snapshot) would go on with the same
 * process value and counter, and generate the same ids. {@link #afterRestore()} gives this generator a new process
 * value and counter start; with {@code org.crac:crac} on the class path the shared generator does so by itself after
 * every CRaC restore.
 *
 * <h2>Cost</h2>
 * Generation is lock-free but for once a second: one read of the clock and one atomic increment in the common case;
 * the first id of a new second moves the timestamp on under a short lock, before it draws, and ids that see the new
 * second meanwhile wait for it. A back-dated id for a second before the generator started takes a short lock of its
 * own instead, which {@link #generate()} never takes.
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
    /** The counter of a second's first id is below 2^23: every second has room for 2^23 ids. */
    private static final long FIRST_COUNTER_MASK = COUNTER_MASK >>> 1;

    private static final long PROCESS_VALUE_MASK = (1L << 40) - 1;

    private static volatile ObjectIdGenerator shared;

    private final SecondsClock clock;
    /** Eight random bits for each process value and counter start, drawn fresh every time. */
    private final LongSupplier randomBits;
    /** The assigned process value, read again at each restore; never set for generators made by {@link #create}. */
    private final ProcessValueSource assigned;
    /** The process value and counter in use; replaced by a restore, retired alone by a restore that failed. */
    private volatile Incarnation current;
    /** Ids of the retired incarnations; guarded by this. */
    private long retiredCount;
    /** The state of the last id of each process value used before; guarded by this. */
    private final Map<Long, Long> lastStates = new HashMap<>();
    /** The counter of back-dated ids of each process value used, kept for good; guarded by this. */
    private final Map<Long, BackDatedIds> backDatedIds = new HashMap<>();
    /** When the restore happened that failed to start a new incarnation, or null; guarded by this. */
    private Instant failedRestore;
    /** Keeps the CRaC resource reachable: the CRaC context holds resources weakly. */
    @SuppressWarnings("unused")
    private Object checkpointListener;

    /**
     * @param clock where each id reads the current second
     * @param randomBits where each process value (bits 24..63) and first counter value (bits 0..22) come from
     * @param assigned an assigned process value, or {@link ProcessValueSource#NONE}
     */
    ObjectIdGenerator(SecondsClock clock, LongSupplier randomBits, ProcessValueSource assigned) {
        this.randomBits = randomBits;
        this.assigned = assigned;
        this.clock = clock;
        this.current = start(assigned.read(), null);
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
     * @throws IllegalStateException if {@code clock} reads a time outside {@value ObjectId#TIMESTAMP_RANGE}
     */
    public static ObjectIdGenerator create(Clock clock, RandomGenerator random) {
        Objects.requireNonNull(clock, "clock");
        Objects.requireNonNull(random, "random");
        SecondsClock seconds = () -> Math.floorDiv(clock.millis(), 1000);
        checkRange(seconds.currentSecond());
        return new ObjectIdGenerator(seconds, random::nextLong, ProcessValueSource.NONE);
    }

    /**
     * The generator behind {@link ObjectId#generate()}, created at first use: on the first call to this method or to
     * {@code ObjectId.generate()}. There is one per copy of objectid-core: one per JVM, unless several applications in
     * it (the web applications of a servlet container, plug-ins) each bring their own.
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
     * Assigns the process value of the {@link #shared() shared generator} of this copy of objectid-core, from an
     * application's own configuration (the Spring Boot starter's {@code objectid.generator.process-value} comes
     * here). Unlike the system property, it reaches no other copy of the library in the same JVM: another application
     * of a servlet container draws its own value. If the shared generator already generates ids with another value,
     * it switches to this one as after a {@link #afterRestore() restore}, without running ahead of the clock. The
     * value holds after every later restore; a later call replaces it.
     *
     * @param processValue the process value, 0 .. 2<sup>40</sup>-1
     * @param origin where the value was set, for messages and the log: the setting and its value as written, for
     *               example {@code objectid.generator.process-value="00000000ff" (from application.properties)}
     * @throws IllegalArgumentException if {@code processValue} is out of range, or if the operator's
     *         {@value #PROCESS_VALUE_PROPERTY} or {@value #PROCESS_VALUE_ENVIRONMENT} is not a valid process value or
     *         assigns a different one; the message names the values and what is accepted, and nothing is assigned
     */
    public static void assignProcessValue(long processValue, String origin) {
        Objects.requireNonNull(origin, "origin");
        ObjectIdGenerator generator;
        synchronized (ObjectIdGenerator.class) {
            ProcessValueSource.SYSTEM.assign(processValue, origin);
            generator = shared;
        }
        if (generator != null) {
            generator.takeAssignedValue(origin);
        }
    }

    /**
     * {@link #assignProcessValue(long, String)} for a process value from an application's configuration, written as
     * it appears in an id: exactly 10 hexadecimal digits, either case (the Spring Boot starter's and the Micronaut
     * module's {@code objectid.generator.process-value}, the Quarkus extension's
     * {@code quarkus.objectid.generator.process-value}). The operator's system property
     * and environment variable have their own, wider form (a decimal number, or {@code 0x} and hexadecimal digits).
     *
     * @param processValue the value as written, for example {@code 00000000ff}
     * @param setting      the setting that holds it, and where it was set if known, for messages and the log, for
     *                     example {@code objectid.generator.process-value (from application.properties)}
     * @throws IllegalArgumentException if {@code processValue} is not 10 hexadecimal digits, or if the operator's
     *         {@value #PROCESS_VALUE_PROPERTY} or {@value #PROCESS_VALUE_ENVIRONMENT} is not a valid process value or
     *         assigns a different one; the message names the values, {@code setting} and what is accepted, and nothing
     *         is assigned
     */
    public static void assignProcessValue(String processValue, String setting) {
        Objects.requireNonNull(processValue, "processValue");
        Objects.requireNonNull(setting, "setting");
        long value = ProcessValueSource.parseHex(processValue, setting);
        assignProcessValue(value, setting + "=" + Texts.quote(processValue));
    }

    /**
     * The next id: the current second, this generator's process value and the next counter value.
     *
     * @return a new id, greater than every id this generator returned before with the same process value
     * @throws IllegalStateException if the clock reads a time after 2106-02-07T06:28:15Z, or the ids up to that time
     *         are used up; or if a restore failed to give this generator a new process value and it still cannot
     *         take one (see {@link #afterRestore()})
     */
    public ObjectId generate() {
        long now = clock.currentSecond();
        Incarnation run = current;
        if (run.second < now) {
            run.moveTo(now);
        }
        long drawn = run.state.incrementAndGet();
        if (drawn >>> COUNTER_BITS > ObjectId.MAX_EPOCH_SECOND) {
            awaitRestore(drawn);
            return generate();
        }
        return new ObjectId((int) (drawn >>> COUNTER_BITS), run.processValue << COUNTER_BITS | drawn & COUNTER_MASK);
    }

    /**
     * An id whose timestamp is {@code time} instead of now, always exactly that second, with this generator's process
     * value; see {@link ObjectId#generate(Instant)}.
     *
     * <p>Where its counter comes from depends on the second. The ids of {@link #generate()} never carry a second
     * before the one this generator started at (with its process value): a clock stepped back before the first id
     * gets ids stamped with that second, as after any step back. So a second before it belongs to back-dated ids
     * alone, and they take their counter from a counter of their own, one per process value, which
     * {@code generate()} never touches: one such second holds 2<sup>24</sup> ids, whatever else is generated
     * meanwhile, and no back-dated id moves the ids of now ahead of the clock. That counter serves all such seconds in
     * turn, so two ids of one second are far enough apart as long as fewer than 2<sup>24</sup> back-dated ids were made
     * from the first id of that second on; the generator keeps where each second started exactly for the seconds used
     * last and per range of seconds for the others (bounded memory, however many seconds are stamped), and refuses an
     * id, with an {@link IllegalStateException}, rather than repeat one: after 2<sup>24</sup> ids of one second, and
     * for a second taken up again after 2<sup>24</sup> ids of other seconds. Ids made second by second (in time order,
     * as a re-keying or an import of sorted rows makes them) are refused only past 2<sup>24</sup> in one second.
     *
     * <p>A second from the start on is one the ids of now may carry; there the id is drawn from their counter, like
     * the next id of now, and stamped with {@code time}: it differs from every id this generator drew fewer than
     * 2<sup>23</sup> ids before or after it (the counters of any 2<sup>23</sup> ids in a row differ), and counts
     * towards the ids of the current second.
     *
     * @param time the creation time to record, floored to the second
     * @return a new id
     * @throws IllegalArgumentException if {@code time} is outside {@value ObjectId#TIMESTAMP_RANGE}
     * @throws IllegalStateException if the second of {@code time}, before this generator started, has no id left
     *         that is sure not to repeat one (the message names the second and the limit); or if a restore failed to
     *         give this generator a new process value and it still cannot take one
     */
    public ObjectId generate(Instant time) {
        long second = ObjectId.epochSecondOf(time);
        Incarnation run = current;
        if (second < run.backDated.firstLiveSecond) {
            long counter = run.backDated.next(second, run);
            if (counter < 0) {
                awaitRestore(Incarnation.RETIRED);
                return generate(time);
            }
            return new ObjectId((int) second, run.processValue << COUNTER_BITS | counter);
        }
        long drawn = run.state.incrementAndGet();
        if (drawn >= Incarnation.RETIRED) {
            awaitRestore(drawn);
            return generate(time);
        }
        return new ObjectId((int) second, run.processValue << COUNTER_BITS | drawn & COUNTER_MASK);
    }

    /**
     * This generator's 5-byte process value, the one in bytes 4..8 of every id it generates now. It changes only when
     * {@link #afterRestore()} runs or the application {@link #assignProcessValue assigns} one.
     *
     * @return the process value, 0 .. 2<sup>40</sup>-1
     */
    public long processValue() {
        return current.processValue;
    }

    /**
     * How many ids this generator has generated ({@link #generate()} and {@link #generate(Instant)}) since it was
     * created, including those before a checkpoint the process was restored from. Exact, and free for the ids of
     * {@code generate()}: it is worked out from the generator's state, not counted per id.
     *
     * @return the number of ids generated so far
     */
    public long generatedCount() {
        synchronized (this) {
            long backDated = 0;
            for (BackDatedIds ids : backDatedIds.values()) {
                backDated += ids.count();
            }
            return retiredCount + current.count() + backDated;
        }
    }

    /**
     * How many seconds the last id's timestamp is ahead of the wall clock: 0 normally; the size of the step after the
     * wall clock stepped back, until it has caught up; 1 after the counter of a second was used up, until the next
     * second. Reading it costs one read of the clock.
     *
     * @return seconds ahead of the wall clock, 0 or more
     */
    public long secondsAheadOfClock() {
        long lastSecond = current.lastState() >> COUNTER_BITS; // the start second (or the one before) before any id
        return Math.max(0, lastSecond - clock.currentSecond());
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
     * restored process) and a new counter start, and logs a new trace line.
     *
     * <p>The ids after the restore are those of a new process: they take the clock's second, never a later one, so
     * they sort after the ids before the restore once the clock has passed the second of the last of those (a process
     * restored from a snapshot: always); within that second they are ordered by process value, as the ids of two
     * processes are. Should the process value be the same as before (assigned again), they go on after the last id.
     * Calls without ids in between change nothing but the process value.
     *
     * <p>If the restored process has no valid process value (the assigned one is not valid), this throws, and the
     * generator generates no id until it has one: every {@link #generate()} tries again, and throws an
     * {@link IllegalStateException} naming the invalid value meanwhile. It never goes on with the snapshot's process
     * value, also when the caller logs the exception and goes on.
     *
     * <p>With {@code org.crac:crac} on the class path, the shared generator calls this itself after a CRaC restore
     * (and Lambda SnapStart, which uses the same API). Call it where the platform tells the application about a
     * restore some other way. It is safe to call while other threads generate ids.
     *
     * @throws IllegalArgumentException if the process value assigned to the restored process is not a valid one
     */
    public void afterRestore() {
        Instant restored = Instant.now();
        Incarnation retired;
        Incarnation next;
        synchronized (this) {
            retired = current;
            retire(retired);
            failedRestore = restored;
            next = start(assigned.read(), restored); // when this throws, the retired incarnation stays in place
            current = next;
            failedRestore = null;
        }
        announce(retired, next, null);
    }

    /** Switches to the value assigned by the application, unless it is the one in use. */
    private void takeAssignedValue(String origin) {
        Incarnation retired;
        Incarnation next;
        synchronized (this) {
            retired = current;
            long value = assigned.read();
            if (retired.processValue == value && retired.assigned && !retired.isRetired()) {
                return;
            }
            retire(retired);
            next = start(value, failedRestore);
            current = next;
            failedRestore = null;
        }
        announce(retired, next, origin);
    }

    /**
     * Created, published, then logged: the trace line is logged once the generator is in place, so that a log handler
     * that generates ids itself gets them from this generator instead of creating another.
     */
    private static ObjectIdGenerator createShared() {
        ObjectIdGenerator created;
        synchronized (ObjectIdGenerator.class) {
            if (shared != null) {
                return shared;
            }
            created = new ObjectIdGenerator(SecondsClock.SYSTEM, SystemRandomness::nextLong, ProcessValueSource.SYSTEM);
            shared = created;
        }
        created.checkpointListener = registerForCheckpoints(created);
        created.processTrace().log();
        return created;
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
     * Holding this: a new incarnation with {@code assignedValue}, or a random process value if it is -1. A process
     * value used before goes on after its last id (from the clock's second if that is later, with a new counter);
     * any other starts at the clock's second with the first id. Either way its ids never carry a second before the
     * one it started at with the value first: those are left to the value's back-dated ids.
     */
    private Incarnation start(long assignedValue, Instant restored) {
        long bits = randomBits.getAsLong();
        boolean isAssigned = assignedValue >= 0;
        long processValue = isAssigned ? assignedValue : bits >>> COUNTER_BITS & PROCESS_VALUE_MASK;
        long firstCounter = bits & FIRST_COUNTER_MASK;
        long second = Math.min(Math.max(clock.currentSecond(), 0), ObjectId.MAX_EPOCH_SECOND);
        long initial = (second << COUNTER_BITS | firstCounter) - 1; // the first id takes the clock's second, or this
        Long last = lastStates.get(processValue);
        if (last != null) {
            initial = Math.max(last, initial);
        }
        BackDatedIds backDated =
                backDatedIds.computeIfAbsent(processValue, value -> new BackDatedIds(second, firstCounter));
        return new Incarnation(processValue, isAssigned, initial, restored, backDated);
    }

    /** Holding this: makes every later draw from {@code incarnation} unusable and keeps its count and last state. */
    private void retire(Incarnation incarnation) {
        if (!incarnation.isRetired()) {
            long last;
            synchronized (incarnation.backDated) { // no back-dated id is drawn for it once this returns
                last = incarnation.retire();
            }
            retiredCount += incarnation.idsBeforeRetirement;
            lastStates.merge(incarnation.processValue, last, Math::max);
        }
    }

    /** After a new incarnation is in place: the warnings it calls for, and the shared generator's trace line. */
    private void announce(Incarnation retired, Incarnation next, String origin) {
        if (origin != null) {
            long before = retired.idsBeforeRetirement;
            ProcessTrace.LOGGER.log(
                    before > 0 ? System.Logger.Level.WARNING : System.Logger.Level.INFO,
                    "ObjectId process value switched from " + ProcessTrace.processValueHex(retired.processValue)
                            + " to " + ProcessTrace.processValueHex(next.processValue) + ", assigned by " + origin
                            + (before > 0 ? "; ids generated with the previous value before: " + before : ""));
        } else if (next.assigned && next.processValue == retired.processValue) {
            ProcessTrace.LOGGER.log(
                    System.Logger.Level.WARNING,
                    "ObjectId process value "
                            + ProcessTrace.processValueHex(next.processValue)
                            + " was assigned before the checkpoint this "
                            + "process was restored from and is assigned again: every process restored from that checkpoint "
                            + "generates the same ids unless each is assigned its own value (" + assigned.describe()
                            + ")");
        }
        if (this == shared) {
            next.trace().log();
        }
    }

    /**
     * After a draw past the last second: either the ids are used up, or a restore retired the incarnation the value
     * was drawn from. Waits until the restore has put the new one in place (it holds this lock until then); if the
     * restore failed, tries again to start one, and throws while that fails.
     */
    private void awaitRestore(long drawn) {
        if (drawn < Incarnation.RETIRED) {
            throw new IllegalStateException("ObjectIds are used up: the counter carried the timestamp past "
                    + Instant.ofEpochSecond(ObjectId.MAX_EPOCH_SECOND) + ", the last second an ObjectId can hold");
        }
        Incarnation retired;
        Incarnation next;
        synchronized (this) {
            retired = current;
            if (!retired.isRetired()) {
                return; // the restore that retired the drawn-from incarnation is over
            }
            try {
                next = start(assigned.read(), failedRestore);
            } catch (RuntimeException invalid) {
                throw new IllegalStateException(
                        "No ObjectId can be generated: the process restored from a "
                                + "checkpoint has no valid process value, and it must not go on with the one of the "
                                + "snapshot (" + invalid.getMessage() + "); ids are generated again once it has one",
                        invalid);
            }
            current = next;
            failedRestore = null;
        }
        announce(retired, next, null);
    }

    private static void checkRange(long second) {
        if (!ObjectId.holds(second)) {
            throw clockOutOfRange(second);
        }
    }

    private static IllegalStateException clockOutOfRange(long second) {
        return new IllegalStateException("The clock reads " + second + " seconds since the epoch, outside the range of "
                + "an ObjectId timestamp (0 .. " + ObjectId.MAX_EPOCH_SECOND + ", " + ObjectId.TIMESTAMP_RANGE + ")");
    }

    /**
     * One process value and the counter state that goes with it. A restore retires the incarnation and starts a new
     * one, so a thread that read the old one just before can tell, and draws again.
     */
    static final class Incarnation {

        /** A state past every timestamp: an increment of a retired state never yields a usable id. */
        static final long RETIRED = 1L << 62;

        final long processValue;
        final boolean assigned;
        /** The counter of its ids for seconds before {@link BackDatedIds#firstLiveSecond}. */
        final BackDatedIds backDated;
        /** The timestamp (bits 24..55) and counter (bits 0..23) of the last id drawn; only ever grows. */
        final AtomicLong state;
        /** Held while the state moves to a new second, and while the count is read. */
        final ReentrantLock moving = new ReentrantLock();

        final Instant restored;
        /** The state before the first id. */
        private final long initial;
        /** The clock's second the state was last moved to: the one field each id reads besides the state. */
        volatile long second;
        /**
         * How much the moves to the clock's second added to the state. Between two moves the state grows by exactly
         * one per id, so the number of ids is the state's growth less these jumps. Guarded by {@link #moving}.
         */
        private long jumps;
        /** The state of the last id once retired; the initial state until then. */
        private volatile long retiredState;

        private volatile boolean retired;
        /** The ids it generated, once retired. */
        private volatile long idsBeforeRetirement;

        private volatile ProcessTrace trace;

        /**
         * @param processValue the process value of its ids
         * @param assigned whether the process value was assigned
         * @param initial the state before the first id
         * @param restored when the restore that started this incarnation happened, or null
         * @param backDated the counter of back-dated ids of its process value
         */
        Incarnation(long processValue, boolean assigned, long initial, Instant restored, BackDatedIds backDated) {
            this.processValue = processValue;
            this.assigned = assigned;
            this.backDated = backDated;
            this.initial = initial;
            this.retiredState = initial;
            this.second = initial >> COUNTER_BITS;
            this.state = new AtomicLong(initial);
            this.restored = restored;
        }

        /**
         * Moves the state to the clock's second {@code now}, unless it is there or later already: once per second, by
         * the first id that sees the new second, before it draws (so no id is stamped with a second before the
         * clock's). The counter runs on modulo 2^23: the first counter of every second is below 2^23, so at least
         * 2^23 ids fit in it before the counter carries into the next second.
         */
        void moveTo(long now) {
            if (now > ObjectId.MAX_EPOCH_SECOND) {
                throw clockOutOfRange(now);
            }
            moving.lock();
            try {
                if (second >= now) {
                    return; // another id moved it
                }
                for (long last = state.get(); last >> COUNTER_BITS < now; last = state.get()) {
                    // the next id gets now's second and the counter after last's, modulo 2^23
                    long moved = (now << COUNTER_BITS) + (last + 1 & FIRST_COUNTER_MASK) - 1;
                    if (state.compareAndSet(last, moved)) {
                        jumps += moved - last;
                        break;
                    }
                }
                second = now;
            } finally {
                moving.unlock();
            }
        }

        /** The ids this incarnation generated so far; 0 once retired (the generator counts them then). */
        long count() {
            moving.lock();
            try {
                return retired ? 0 : countAt(state.get());
            } finally {
                moving.unlock();
            }
        }

        /** The state of the last id drawn, also once retired. */
        long lastState() {
            long last = state.get();
            return last >= RETIRED ? retiredState : last;
        }

        boolean isRetired() {
            return retired;
        }

        /**
         * Makes every later draw from this incarnation unusable. Called once.
         *
         * @return the state of its last id
         */
        long retire() {
            moving.lock();
            try {
                long last = state.getAndSet(RETIRED);
                retiredState = last;
                retired = true;
                idsBeforeRetirement = countAt(last);
                return last;
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
