package dev.objectid.benchmarks.stress;

import dev.objectid.benchmarks.ResultFile;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Every core generates ids as fast as it can for a fixed time, first with the MongoDB driver, then with ours, and the
 * duplicates are counted exactly.
 *
 * <p>How duplicates are counted without storing hundreds of millions of ids: within one process both libraries put
 * the same 5-byte process value in every id (checked for every id), so an id is identified by its timestamp and its
 * 24-bit counter. Each thread keeps, per timestamp second, its own bitmap of the 2<sup>24</sup> counters (2 MiB): no
 * sharing, so the bookkeeping does not slow the generators down by contention. At the end, duplicates = ids generated
 * - distinct (timestamp, counter) pairs, where the distinct pairs are the bits set in the union of all threads'
 * bitmaps. The driver repeats an id when more than 2<sup>24</sup> ids fall into one second (its counter wraps); ours
 * carries the counter into the timestamp instead.
 *
 * <p>Usage: {@code UniquenessStress <output.json> [seconds=5] [threads=availableProcessors]}
 */
public final class UniquenessStress {

    private static final int COUNTER_BITS = 24;
    private static final int WORDS_PER_SECOND = (1 << COUNTER_BITS) / 64;

    private UniquenessStress() {}

    /** What one thread needs to describe an id: its second, its counter, and the 5 bytes in between. */
    interface Source {
        /** Generates one id and returns {@code second << 64 ...}: packed as described by {@link Probe}. */
        void next(Probe probe);
    }

    /** Reusable holder for the parts of the last id, so that probing allocates nothing but the id itself. */
    static final class Probe {
        long second;
        int counter;
        long middle;
    }

    /** The MongoDB driver, read through putToByteBuffer into a per-thread buffer (it has no counter getter). */
    static Source driver() {
        ByteBuffer buffer = ByteBuffer.allocate(12);
        return probe -> {
            org.bson.types.ObjectId id = new org.bson.types.ObjectId();
            id.putToByteBuffer(buffer.clear());
            probe.second = Integer.toUnsignedLong(buffer.getInt(0));
            long rest = buffer.getLong(4);
            probe.middle = rest >>> COUNTER_BITS;
            probe.counter = (int) rest & 0xFF_FFFF;
        };
    }

    /** Ours, through its public accessors. */
    static Source ours() {
        return probe -> {
            dev.objectid.ObjectId id = dev.objectid.ObjectId.generate();
            probe.second = id.epochSecond();
            probe.middle = id.processValue();
            probe.counter = id.counter();
        };
    }

    /** Per-thread bookkeeping: one bitmap per second seen. */
    static final class Tally {
        final Map<Long, long[]> bitmaps = new HashMap<>();
        long generated;
        long duplicatesWithinThread;
        long foreignMiddle;
        long middle = -1;
        private long lastSecond = -1;
        private long[] last;

        void add(Probe probe) {
            generated++;
            if (middle < 0) {
                middle = probe.middle;
            } else if (probe.middle != middle) {
                foreignMiddle++; // never seen; would make the id distinct from all others
                return;
            }
            if (probe.second != lastSecond) {
                lastSecond = probe.second;
                last = bitmaps.computeIfAbsent(probe.second, s -> new long[WORDS_PER_SECOND]);
            }
            int word = probe.counter >>> 6;
            long bit = 1L << probe.counter;
            long before = last[word];
            if ((before & bit) != 0) {
                duplicatesWithinThread++;
            } else {
                last[word] = before | bit;
            }
        }
    }

    /** The outcome for one library. */
    static Map<String, Object> run(
            String name, java.util.function.Supplier<Source> sources, int threads, double seconds)
            throws InterruptedException {
        List<Tally> tallies = new ArrayList<>();
        List<Thread> workers = new ArrayList<>();
        AtomicBoolean stop = new AtomicBoolean();
        CountDownLatch ready = new CountDownLatch(threads);
        CountDownLatch go = new CountDownLatch(1);
        for (int t = 0; t < threads; t++) {
            Tally tally = new Tally();
            tallies.add(tally);
            Source source = sources.get();
            Thread worker = new Thread(
                    () -> {
                        Probe probe = new Probe();
                        ready.countDown();
                        try {
                            go.await();
                        } catch (InterruptedException e) {
                            return;
                        }
                        while (!stop.get()) {
                            for (int i = 0; i < 1024; i++) {
                                source.next(probe);
                                tally.add(probe);
                            }
                        }
                    },
                    name + "-" + t);
            workers.add(worker);
            worker.start();
        }
        ready.await();
        long start = System.nanoTime();
        go.countDown();
        Thread.sleep((long) (seconds * 1000));
        stop.set(true);
        for (Thread worker : workers) {
            worker.join();
        }
        double elapsed = (System.nanoTime() - start) / 1e9;
        long wallSecondAtEnd = Math.floorDiv(System.currentTimeMillis(), 1000);

        long generated = 0;
        long foreign = 0;
        long withinThreads = 0;
        Map<Long, long[]> union = new HashMap<>();
        java.util.Set<Long> middles = new java.util.HashSet<>();
        for (Tally tally : tallies) {
            generated += tally.generated;
            foreign += tally.foreignMiddle;
            withinThreads += tally.duplicatesWithinThread;
            middles.add(tally.middle);
            for (Map.Entry<Long, long[]> e : tally.bitmaps.entrySet()) {
                long[] into = union.computeIfAbsent(e.getKey(), s -> new long[WORDS_PER_SECOND]);
                long[] from = e.getValue();
                for (int i = 0; i < WORDS_PER_SECOND; i++) {
                    into[i] |= from[i];
                }
            }
        }
        if (middles.size() != 1) {
            throw new IllegalStateException(name + ": threads saw different process values " + middles);
        }
        long distinct = foreign; // ids with a foreign process value are distinct from all counted ones
        Map<Long, Long> perSecond = new java.util.TreeMap<>();
        for (Map.Entry<Long, long[]> e : union.entrySet()) {
            long bits = 0;
            for (long w : e.getValue()) {
                bits += Long.bitCount(w);
            }
            perSecond.put(e.getKey(), bits);
            distinct += bits;
        }
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("library", name);
        result.put("threads", threads);
        result.put("seconds", elapsed);
        result.put("generated", generated);
        result.put("distinct", distinct);
        result.put("duplicates", generated - distinct);
        result.put("duplicatesWithinOneThread", withinThreads);
        result.put("idsPerSecond", generated / elapsed);
        result.put("distinctTimestampSeconds", perSecond.size());
        result.put(
                "maxDistinctIdsInOneTimestampSecond",
                perSecond.values().stream().mapToLong(v -> v).max().orElse(0));
        // Ours stamps ids ahead of the clock while more than 2^24 ids per second are drawn; how far it got:
        result.put(
                "lastTimestampMinusWallClockSeconds",
                perSecond.isEmpty() ? 0 : ((java.util.TreeMap<Long, Long>) perSecond).lastKey() - wallSecondAtEnd);
        return result;
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 1) {
            System.err.println("usage: UniquenessStress <output.json> [seconds=5] [threads=availableProcessors]");
            System.exit(2);
        }
        Path out = Path.of(args[0]);
        double seconds = args.length > 1 ? Double.parseDouble(args[1]) : 5;
        int threads = args.length > 2
                ? Integer.parseInt(args[2])
                : Runtime.getRuntime().availableProcessors();

        List<Map<String, Object>> results = new ArrayList<>();
        // A short warm-up of both so that the JIT has compiled the loops before the measured seconds.
        run("warm-up", UniquenessStress::driver, threads, 1);
        run("warm-up", UniquenessStress::ours, threads, 1);
        for (Map.Entry<String, java.util.function.Supplier<Source>> library : Map
                .<String, java.util.function.Supplier<Source>>of(
                        "driver", UniquenessStress::driver, "objectId", UniquenessStress::ours)
                .entrySet()
                .stream()
                .sorted(Map.Entry.comparingByKey())
                .toList()) {
            Map<String, Object> result = run(library.getKey(), library.getValue(), threads, seconds);
            System.out.println(result);
            results.add(result);
        }
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("tool", "UniquenessStress");
        doc.put("secondsPerLibrary", seconds);
        doc.put("threads", threads);
        doc.put("results", results);
        ResultFile.write(doc, out);
    }
}
