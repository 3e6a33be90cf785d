package dev.objectid.cli.importer.read;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * Byte arrays handed back once their bytes are read, for the next block of lines or chunk of rows to be written into:
 * an import then allocates a few large arrays rather than one for each block and chunk, which the collector would
 * have to find room for, clear and free. It keeps a few; an array handed back when it is full is left to the
 * collector. Threads may take and give at once.
 */
public final class ArrayPool {

    private final BlockingQueue<byte[]> spare;

    /** A pool that keeps at most {@code capacity} arrays. */
    public ArrayPool(int capacity) {
        this.spare = new ArrayBlockingQueue<>(capacity);
    }

    /** An array of at least {@code length} bytes, whatever they hold: one handed back if it is long enough. */
    public byte[] take(int length) {
        byte[] array = spare.poll();
        return array != null && array.length >= length ? array : new byte[length];
    }

    /** Hands an array back; whoever takes it next overwrites its bytes, so nothing may read them after this. */
    public void give(byte[] array) {
        spare.offer(array);
    }
}
