package dev.objectid.cli.importer;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * The twelve-byte keys an import loaded into a table that was empty before it, kept so that references to that table
 * are checked as their rows are converted instead of by a query after the load. Past {@link #LIMIT} keys, or at a key
 * that is not twelve bytes, it stops keeping them and is {@linkplain #complete() incomplete}: the references are then
 * checked by the database.
 */
final class KnownKeys {

    /** The most keys kept, which bounds the memory the set takes. */
    static final int LIMIT = 1 << 22;

    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);

    private final int limit;
    private long[] high = new long[1 << 10];
    private int[] low = new int[1 << 10];
    private boolean[] used = new boolean[1 << 10];
    private int size;
    private boolean complete = true;

    KnownKeys() {
        this(LIMIT);
    }

    /** A set that keeps at most {@code limit} keys. */
    KnownKeys(int limit) {
        this.limit = limit;
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

    /** Keeps every key of another set, which has kept them for the same table. */
    void addAll(KnownKeys other) {
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
    boolean complete() {
        return complete;
    }

    private void put(long h, int l) {
        if (size * 2 >= used.length) {
            grow();
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
        high = new long[oldUsed.length * 2];
        low = new int[oldUsed.length * 2];
        used = new boolean[oldUsed.length * 2];
        size = 0;
        for (int i = 0; i < oldUsed.length; i++) {
            if (oldUsed[i]) {
                put(oldHigh[i], oldLow[i]);
            }
        }
    }

    private void giveUp() {
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
