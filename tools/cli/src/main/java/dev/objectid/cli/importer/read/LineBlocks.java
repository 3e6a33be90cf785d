package dev.objectid.cli.importer.read;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * Cuts a JSON Lines stream into {@link Block}s of whole lines, so that several threads can convert documents at once
 * while each still knows the line numbers of its documents. A line longer than a block makes that block longer.
 */
public final class LineBlocks {

    static final int SIZE = 1 << 20;

    private static final java.lang.invoke.VarHandle WORDS =
            java.lang.invoke.MethodHandles.byteArrayViewVarHandle(long[].class, java.nio.ByteOrder.LITTLE_ENDIAN);

    private final InputStream in;
    private final ArrayPool arrays;
    private byte[] carry = new byte[0];
    private int carried;
    private long nextLine = 1;
    private boolean ended;

    /** Blocks of {@code in}, in arrays taken from {@code arrays}, to which their readers give them back. */
    public LineBlocks(InputStream in, ArrayPool arrays) {
        this.in = in;
        this.arrays = arrays;
    }

    /** The next block, or {@code null} at the end of the stream. */
    public Block next() throws IOException {
        if (ended) {
            return null;
        }
        byte[] bytes = arrays.take(Math.max(SIZE, carried * 2));
        System.arraycopy(carry, 0, bytes, 0, carried);
        int length = carried;
        int lastNewline = -1;
        while (true) {
            if (length == bytes.length) {
                bytes = Arrays.copyOf(bytes, bytes.length * 2);
            }
            int n = in.read(bytes, length, bytes.length - length);
            if (n < 0) {
                ended = true;
                break;
            }
            for (int i = length + n - 1; i >= length; i--) {
                if (bytes[i] == '\n') {
                    lastNewline = i;
                    break;
                }
            }
            length += n;
            if (lastNewline >= 0 && length >= SIZE) {
                break;
            }
        }
        int end = ended || lastNewline < 0 ? length : lastNewline + 1;
        carried = length - end;
        carry = Arrays.copyOfRange(bytes, end, length);
        if (end == 0) {
            return null;
        }
        Block block = new Block(bytes, end, nextLine);
        nextLine += newlines(bytes, end);
        return block;
    }

    /** How many of the first {@code length} bytes are newlines, counted eight bytes at a time. */
    static int newlines(byte[] bytes, int length) {
        int count = 0;
        int i = 0;
        for (; i + 8 <= length; i += 8) {
            long newlines = (long) WORDS.get(bytes, i) ^ 0x0a0a0a0a0a0a0a0aL; // a zero byte where a newline was
            long low = (newlines & 0x7f7f7f7f7f7f7f7fL) + 0x7f7f7f7f7f7f7f7fL;
            count += Long.bitCount(~(low | newlines | 0x7f7f7f7f7f7f7f7fL)); // the top bit of each zero byte
        }
        for (; i < length; i++) {
            if (bytes[i] == '\n') {
                count++;
            }
        }
        return count;
    }
}
