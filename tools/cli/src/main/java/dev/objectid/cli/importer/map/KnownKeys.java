package dev.objectid.cli.importer.map;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * The twelve-byte keys an import loaded into a table that was empty before it, kept so that references to that table
 * are checked as their rows are converted instead of by a query after the load. Past {@link #LIMIT} keys, past its
 * share of the heap ({@link Budget}), or at a key that is not twelve bytes, it stops keeping them and is
 * {@linkplain #complete() incomplete}: the references are then checked by the database.
 *
 * <p>A key takes {@link #SLOT_BYTES} bytes a slot, two to four slots a key, and six while the table grows.
 */
public final class KnownKeys {

    /** The most keys kept, which bounds the memory the set takes. */
    static final int LIMIT = 1 << 22;

    /** The bytes of one slot: eight and four of the key, one to say it is used. */
    static final int SLOT_BYTES = 13;

    private static final int FIRST_SLOTS = 1 << 10;

    /**
     * The heap the key sets of one import may take together: every set takes its arrays' bytes from it as it grows,
     * gives up when there are none left, and hands them back when it gives up or is merged into another.
     */
    public static final class Budget {
        private final java.util.concurrent.atomic.AtomicLong left;

        Budget(long bytes) {
            this.left = new java.util.concurrent.atomic.AtomicLong(bytes);
        }

        /** A quarter of the heap: the rest is for the documents, the rows on their way and the drivers. */
        public static Budget ofHeap() {
            return new Budget(Runtime.getRuntime().maxMemory() / 4);
        }

        /** No bound but {@link #LIMIT}: for tests. */
        static Budget unbounded() {
            return new Budget(Long.MAX_VALUE);
        }

        boolean take(long bytes) {
            if (left.addAndGet(-bytes) >= 0) {
                return true;
            }
            left.addAndGet(bytes);
            return false;
        }

        void give(long bytes) {
            left.addAndGet(bytes);
        }

        /** The bytes not taken. */
        long left() {
            return left.get();
        }
    }

    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);

    private final int limit;
    private final Budget budget;
    private long[] high = new long[0];
    private int[] low = new int[0];
    private boolean[] used = new boolean[0];
    private int size;
    private boolean complete = true;

    KnownKeys() {
        this(LIMIT, Budget.unbounded());
    }

    /** A set whose arrays take their bytes from {@code budget}. */
    public KnownKeys(Budget budget) {
        this(LIMIT, budget);
    }

    /** A set that keeps at most {@code limit} keys. */
    KnownKeys(int limit) {
        this(limit, Budget.unbounded());
    }

    private KnownKeys(int limit, Budget budget) {
        this.limit = limit;
        this.budget = budget;
        if (budget.take((long) FIRST_SLOTS * SLOT_BYTES)) {
            high = new long[FIRST_SLOTS];
            low = new int[FIRST_SLOTS];
            used = new boolean[FIRST_SLOTS];
        } else {
            complete = false;
        }
    }

    /** Keeps a key; {@code null} is not a key and is passed over. */
    void add(Object key) {
        if (!complete || key == null) {
            return;
        }
        if (!(key instanceof byte[] bytes) || bytes.length != 12 || size == limit) {
            giveUp();
            return;
        }
        put((long) LONG.get(bytes, 0), (int) INT.get(bytes, 8));
    }

    /** Keeps every key of another set, which has kept them for the same table, and empties that one. */
    public void addAll(KnownKeys other) {
        if (!other.complete) {
            giveUp();
        }
        for (int i = 0; complete && i < other.used.length; i++) {
            if (other.used[i]) {
                if (size == limit) {
                    giveUp();
                } else {
                    put(other.high[i], other.low[i]);
                }
            }
        }
        other.giveUp(); // its keys are here now: its bytes go back to the budget
    }

    /** Whether a key is here; only meaningful while the set is {@link #complete()}. */
    boolean contains(byte[] key) {
        if (!complete || key.length != 12) {
            return false;
        }
        long h = (long) LONG.get(key, 0);
        int l = (int) INT.get(key, 8);
        for (int slot = slot(h, l, used.length); used[slot]; slot = (slot + 1) & (used.length - 1)) {
            if (high[slot] == h && low[slot] == l) {
                return true;
            }
        }
        return false;
    }

    /** Whether every key loaded is here. */
    public boolean complete() {
        return complete;
    }

    private void put(long h, int l) {
        if (size * 2 >= used.length) {
            grow();
            if (!complete) {
                return;
            }
        }
        int slot = slot(h, l, used.length);
        while (used[slot]) {
            if (high[slot] == h && low[slot] == l) {
                return;
            }
            slot = (slot + 1) & (used.length - 1);
        }
        used[slot] = true;
        high[slot] = h;
        low[slot] = l;
        size++;
    }

    private void grow() {
        long[] oldHigh = high;
        int[] oldLow = low;
        boolean[] oldUsed = used;
        if (!budget.take((long) oldUsed.length * 2 * SLOT_BYTES)) {
            giveUp();
            return;
        }
        high = new long[oldUsed.length * 2];
        low = new int[oldUsed.length * 2];
        used = new boolean[oldUsed.length * 2];
        size = 0;
        for (int i = 0; i < oldUsed.length; i++) {
            if (oldUsed[i]) {
                put(oldHigh[i], oldLow[i]);
            }
        }
        budget.give((long) oldUsed.length * SLOT_BYTES); // copied: the old arrays are garbage
    }

    private void giveUp() {
        budget.give((long) used.length * SLOT_BYTES);
        complete = false;
        high = new long[0];
        low = new int[0];
        used = new boolean[0];
        size = 0;
    }

    private static int slot(long h, int l, int slots) {
        long mixed = (h ^ (l * 0x9E3779B97F4A7C15L)) * 0xC2B2AE3D27D4EB4FL;
        return (int) (mixed ^ (mixed >>> 31)) & (slots - 1);
    }
}
