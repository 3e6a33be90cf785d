package dev.objectid;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * An id's second is the second it was made in, on the real clock, with the machine made busy by the test itself: the
 * wall clock read just before {@code generate()} is never in a later second than the id, the one read just after it
 * never in an earlier one. A clock thread that learns each second after it begins fails the first half at the start of
 * seconds, more often the busier the machine. Each id is followed by a little work, as in an application, so that the
 * ids stay well below the 2<sup>23</sup> a second that are sure to fit in one second's counter (past them, ids carry
 * into the next second by design, which {@code ObjectIdGeneratorTest} covers).
 */
class ClockBracketTest {

    /** Second boundaries each run crosses: every one is a chance for an id to carry the second before. */
    private static final int BOUNDARIES = 4;

    @Test
    void objectIdGenerateCarriesTheSecondOfTheCallOnABusyMachine() throws InterruptedException {
        assertThat(bracket(ObjectId::generate)).isEmpty();
    }

    @Test
    void aGeneratorOfTheSystemClockCarriesTheSecondOfTheCallOnABusyMachine() throws InterruptedException {
        ObjectIdGenerator generator =
                new ObjectIdGenerator(SecondsClock.SYSTEM, SystemRandomness::nextLong, ProcessValueSource.NONE);
        assertThat(bracket(generator::generate)).isEmpty();
    }

    /**
     * Runs {@code ids} between two wall-clock reads on two threads, beside as many threads as there are processors that
     * only burn processor time, until {@link #BOUNDARIES} seconds have begun.
     *
     * @return the brackets an id fell outside of, as text, at most ten
     */
    static List<String> bracket(Supplier<ObjectId> ids) throws InterruptedException {
        int processors = Runtime.getRuntime().availableProcessors();
        long end = (System.currentTimeMillis() / 1000 + BOUNDARIES) * 1000 + 100;
        AtomicBoolean done = new AtomicBoolean();
        List<String> outside = new ArrayList<>();
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < processors; i++) {
            threads.add(new Thread(() -> burn(done), "busy-" + i));
        }
        for (int i = 0; i < 2; i++) {
            threads.add(new Thread(
                    () -> {
                        long before;
                        do {
                            before = System.currentTimeMillis();
                            ObjectId id = ids.get();
                            long after = System.currentTimeMillis();
                            work(id);
                            if (id.epochSecond() < before / 1000 || id.epochSecond() > after / 1000) {
                                synchronized (outside) {
                                    if (outside.size() < 10) {
                                        outside.add(id + " at " + id.timestamp() + ", between clock reads " + before
                                                + " and " + after + " ms");
                                    }
                                }
                            }
                        } while (before < end);
                    },
                    "bracket-" + i));
        }
        threads.forEach(Thread::start);
        for (Thread thread : threads) {
            if (thread.getName().startsWith("bracket-")) {
                thread.join();
            }
        }
        done.set(true);
        for (Thread thread : threads) {
            thread.join();
        }
        return outside;
    }

    /** Keeps a processor busy until {@code done}. */
    private static void burn(AtomicBoolean done) {
        long x = 1;
        while (!done.get()) {
            x = mix(x, 10_000);
        }
        keep(x);
    }

    /** Some work per id: its text and a few hundred steps of arithmetic on it. */
    private static void work(ObjectId id) {
        keep(mix(id.toHexString().hashCode(), 1_000));
    }

    /** {@code rounds} steps of a linear congruential generator: arithmetic the JIT cannot skip. */
    private static long mix(long x, int rounds) {
        for (int i = 0; i < rounds; i++) {
            x = x * 6364136223846793005L + 1442695040888963407L;
        }
        return x;
    }

    private static void keep(long x) {
        if (x == 42) {
            System.out.print("");
        }
    }
}
