package dev.objectid.cli.importer.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Blocks hold whole lines, in order, with the number of their first line; nothing is lost or read twice. */
class LineBlocksTest {

    private static List<Block> blocks(byte[] text) throws IOException {
        LineBlocks lines = new LineBlocks(new ByteArrayInputStream(text), new ArrayPool(1));
        List<Block> blocks = new ArrayList<>();
        for (Block block = lines.next(); block != null; block = lines.next()) {
            blocks.add(block);
        }
        return blocks;
    }

    private static byte[] lines(int count, int length) {
        StringBuilder text = new StringBuilder();
        for (int i = 1; i <= count; i++) {
            String number = "line " + i + " ";
            text.append(number)
                    .append("x".repeat(Math.max(0, length - number.length())))
                    .append('\n');
        }
        return text.toString().getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void blocksAreWholeLinesWithTheNumberOfTheirFirst() throws IOException {
        byte[] text = lines(30_000, 120);

        List<Block> blocks = blocks(text);

        assertThat(blocks).hasSizeGreaterThan(2);
        ByteArrayOutputStream joined = new ByteArrayOutputStream();
        long expectedLine = 1;
        for (Block block : blocks) {
            assertThat(block.firstLine()).isEqualTo(expectedLine);
            String first = new String(block.bytes(), 0, 20, StandardCharsets.UTF_8);
            assertThat(first).startsWith("line " + block.firstLine() + " ");
            assertThat(block.bytes()[block.length() - 1]).isEqualTo((byte) '\n');
            joined.write(block.bytes(), 0, block.length());
            for (int i = 0; i < block.length(); i++) {
                if (block.bytes()[i] == '\n') {
                    expectedLine++;
                }
            }
        }
        assertThat(joined.toByteArray()).isEqualTo(text);
    }

    @Test
    void aLineLongerThanABlockMakesTheBlockLonger() throws IOException {
        byte[] text = ("short\n" + "y".repeat(LineBlocks.SIZE * 3) + "\nlast").getBytes(StandardCharsets.UTF_8);

        List<Block> blocks = blocks(text);

        ByteArrayOutputStream joined = new ByteArrayOutputStream();
        blocks.forEach(block -> joined.write(block.bytes(), 0, block.length()));
        assertThat(joined.toByteArray()).isEqualTo(text);
        assertThat(blocks.get(blocks.size() - 1).firstLine()).isEqualTo(3);
        assertThat(new String(
                        blocks.get(blocks.size() - 1).bytes(),
                        0,
                        blocks.get(blocks.size() - 1).length(),
                        StandardCharsets.UTF_8))
                .endsWith("last");
    }

    @Test
    void blocksReadIntoArraysHandedBackHoldOnlyTheirOwnLines() throws IOException {
        // lines of unequal length, so that each block's carried part and its end fall elsewhere in the reused array
        StringBuilder text = new StringBuilder();
        for (int i = 1; i <= 40_000; i++) {
            text.append("line ")
                    .append(i)
                    .append(' ')
                    .append("z".repeat(i % 97))
                    .append('\n');
        }
        byte[] bytes = text.toString().getBytes(StandardCharsets.UTF_8);
        ArrayPool arrays = new ArrayPool(1);
        LineBlocks lines = new LineBlocks(new ByteArrayInputStream(bytes), arrays);

        ByteArrayOutputStream joined = new ByteArrayOutputStream();
        java.util.Set<byte[]> distinct = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        int count = 0;
        for (Block block = lines.next(); block != null; block = lines.next()) {
            assertThat(new String(block.bytes(), 0, 16, StandardCharsets.UTF_8))
                    .startsWith("line " + block.firstLine() + " ");
            joined.write(block.bytes(), 0, block.length());
            distinct.add(block.bytes());
            count++;
            arrays.give(block.bytes()); // as a converting thread does once the block is read
        }

        assertThat(joined.toByteArray()).isEqualTo(bytes);
        assertThat(count).isGreaterThan(2);
        assertThat(distinct).hasSize(1);
    }

    @Test
    void anEmptyStreamHasNoBlock() throws IOException {
        assertThat(blocks(new byte[0])).isEmpty();
    }

    @Test
    void countsEveryNewlineWhateverTheBytesAroundIt() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(7);
        for (int round = 0; round < 2000; round++) {
            byte[] bytes = new byte[random.nextInt(0, 70)];
            int expected = 0;
            for (int i = 0; i < bytes.length; i++) {
                // newlines beside their neighbours in value (0x09, 0x0b, 0x8a) and beside zero bytes
                byte[] near = {'\n', '\n', 0x09, 0x0b, (byte) 0x8a, 0, (byte) 0xff, 'a'};
                bytes[i] = near[random.nextInt(near.length)];
                expected += bytes[i] == '\n' ? 1 : 0;
            }
            assertThat(LineBlocks.newlines(bytes, bytes.length)).isEqualTo(expected);
        }
    }
}
