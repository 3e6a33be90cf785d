package dev.objectid.cli.importer.read;

/**
 * Whole lines of a JSON Lines export, read as bytes for one of the threads that convert documents.
 *
 * @param bytes     the lines, {@code length} bytes of them
 * @param length    how many bytes are the lines
 * @param firstLine the number of the first line in the file, from 1
 */
public record Block(byte[] bytes, int length, long firstLine) {

    /** The block that tells a converting thread there are no more. */
    public static final Block END = new Block(new byte[0], 0, -1);
}
