package dev.objectid;

import java.time.Instant;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * The counter of the ids one process value gets for seconds before its generator started, the back-dated ids of
 * {@link ObjectIdGenerator#generate(Instant)}. No id of {@link ObjectIdGenerator#generate()} carries such a second
 * (its ids start at {@link #firstLiveSecond}), and ids of different seconds never meet, so two ids of this counter can
 * only be equal if they carry the same second and the same counter value.
 *
 * <p>Every id takes the next value of one 3-byte counter, whatever its second: any 2<sup>24</sup> ids in a row differ
 * in the counter, and two ids of one second are equal only if 2<sup>24</sup> or more ids were drawn from the first to
 * the second. So what must be known of a second is where its first id lies in the sequence, not which counter values
 * it used: exactly for the seconds used last, and for the seconds forgotten since, the earliest first id of each range
 * of them. That keeps memory bounded however many seconds are stamped. An id that could be 2<sup>24</sup> draws after
 * the first of its second is refused: one second takes exactly 2<sup>24</sup> ids, and a second taken up again after
 * 2<sup>24</sup> ids of other seconds may be refused, but no id repeats. Thread-safe: every draw holds this.
 */
final class BackDatedIds {

    /** Counter values: ids of one second drawn fewer than this apart differ. */
    static final long SPAN = 1L << 24;

    private static final long MASK = SPAN - 1;
    /** How many seconds are known exactly. */
    private static final int RECENT_SECONDS = 1024;
    /** How many ranges of forgotten seconds are kept; more are joined to the nearest. */
    private static final int FORGOTTEN_RANGES = 256;

    /** Seconds from this one on are stamped by {@code generate()}: this counter serves the seconds before it. */
    final long firstLiveSecond;

    private final long firstCounter;
    /** The ids drawn so far: the next id is draw number {@code drawn}. */
    private long drawn;
    /** The seconds used last, each with the draw of its first id (or an earlier draw), least recently used first. */
    private final LinkedHashMap<Long, Long> recent = new LinkedHashMap<>(64, 0.75f, true);
    /** The second of the last id and the draw of its first id, so that a run of one second skips the map. */
    private long lastSecond = -1;

    private long lastFirstDraw;
    /** Ranges of seconds dropped from {@link #recent}, by first second: {last second, earliest first draw among them}. */
    private final TreeMap<Long, long[]> forgotten = new TreeMap<>();

    /**
     * @param firstLiveSecond the second the generator started at with this process value
     * @param firstCounter the counter of the first id, below 2<sup>24</sup>
     */
    BackDatedIds(long firstLiveSecond, long firstCounter) {
        this.firstLiveSecond = firstLiveSecond;
        this.firstCounter = firstCounter;
    }

    /**
     * The counter of the next id for {@code second}, unless the incarnation it is drawn for was retired.
     *
     * @param second a second before {@link #firstLiveSecond}
     * @param run the incarnation the id is for
     * @return the counter, 0 .. 2<sup>24</sup>-1; or -1 if {@code run} is retired (nothing is drawn)
     * @throws IllegalStateException if the id could repeat an id of {@code second}; the message says why
     */
    synchronized long next(long second, ObjectIdGenerator.Incarnation run) {
        if (run.isRetired()) {
            return -1;
        }
        long firstDraw = lastSecond == second ? lastFirstDraw : firstDrawOf(second);
        if (drawn - firstDraw >= SPAN) {
            throw usedUp(second);
        }
        return firstCounter + drawn++ & MASK;
    }

    /** The ids drawn so far. */
    synchronized long count() {
        return drawn;
    }

    /** The draw of the first id of {@code second}, or an earlier one; remembers it among the recent seconds. */
    private long firstDrawOf(long second) {
        Long known = recent.get(second);
        long firstDraw;
        if (known != null) {
            firstDraw = known;
        } else {
            Map.Entry<Long, long[]> range = forgotten.floorEntry(second);
            firstDraw = range != null && range.getValue()[0] >= second ? range.getValue()[1] : drawn;
            recent.put(second, firstDraw);
            if (recent.size() > RECENT_SECONDS) {
                Iterator<Map.Entry<Long, Long>> eldest = recent.entrySet().iterator();
                Map.Entry<Long, Long> dropped = eldest.next();
                forget(dropped.getKey(), dropped.getValue());
                eldest.remove();
            }
        }
        lastSecond = second;
        lastFirstDraw = firstDraw;
        return firstDraw;
    }

    /**
     * Adds {@code second} to the forgotten ranges, joined with the ranges next to it; past the limit, the new range is
     * joined to the nearer neighbour, which makes the seconds between count as used since the earlier first draw.
     */
    private void forget(long second, long firstDraw) {
        long low = second;
        long high = second;
        long earliest = firstDraw;
        Map.Entry<Long, long[]> below = forgotten.floorEntry(second);
        if (below != null && below.getValue()[0] >= second - 1) {
            low = below.getKey();
            high = Math.max(high, below.getValue()[0]);
            earliest = Math.min(earliest, below.getValue()[1]);
            forgotten.remove(low);
        }
        Map.Entry<Long, long[]> above = forgotten.higherEntry(high);
        if (above != null && above.getKey() <= high + 1) {
            high = above.getValue()[0];
            earliest = Math.min(earliest, above.getValue()[1]);
            forgotten.remove(above.getKey());
        }
        if (forgotten.size() >= FORGOTTEN_RANGES) {
            below = forgotten.lowerEntry(low);
            above = forgotten.higherEntry(high);
            if (above == null || below != null && low - below.getValue()[0] <= above.getKey() - high) {
                low = below.getKey();
                earliest = Math.min(earliest, below.getValue()[1]);
                forgotten.remove(low);
            } else {
                high = above.getValue()[0];
                earliest = Math.min(earliest, above.getValue()[1]);
                forgotten.remove(above.getKey());
            }
        }
        forgotten.put(low, new long[] {high, earliest});
    }

    private IllegalStateException usedUp(long second) {
        return new IllegalStateException("No more ObjectIds for " + Instant.ofEpochSecond(second) + ": ids made by "
                + "generate(Instant) for seconds before the generator started take one 3-byte counter in turn, and "
                + SPAN + " of them have been made since the first one for that second, so the next could repeat an "
                + "id of it. One second holds at most " + SPAN + " such ids; beyond " + SPAN + " ids in all, make "
                + "each second's ids together (in time order, for example): a second taken up again after " + SPAN
                + " ids of other seconds is refused");
    }
}
