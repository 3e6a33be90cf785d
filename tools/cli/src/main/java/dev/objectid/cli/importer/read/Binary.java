package dev.objectid.cli.importer.read;

import java.util.Arrays;

/**
 * An Extended JSON {@code $binary} value (or {@code $uuid}): its bytes and BSON subtype, for {@code binary},
 * {@code bytea} and {@code uuid} columns.
 *
 * @param subtype the BSON binary subtype, {@code 4} for a UUID
 * @param bytes   the bytes
 */
public record Binary(int subtype, byte[] bytes) {

    @Override
    public boolean equals(Object other) {
        return other instanceof Binary binary && binary.subtype == subtype && Arrays.equals(binary.bytes, bytes);
    }

    @Override
    public int hashCode() {
        return 31 * subtype + Arrays.hashCode(bytes);
    }

    @Override
    public String toString() {
        return "$binary subtype " + subtype + " of " + bytes.length + " bytes";
    }
}
