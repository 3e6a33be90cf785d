package dev.objectid;

import java.io.InvalidObjectException;
import java.io.ObjectStreamException;
import java.io.Serializable;

/**
 * The serialized form of an {@link ObjectId}: its 12 bytes and nothing else, so the stream format does not depend on
 * how {@code ObjectId} stores them. A stream whose array is not 12 bytes long is rejected when read.
 */
final class ObjectIdSerialForm implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The 12 bytes, big-endian. */
    private final byte[] bytes;

    ObjectIdSerialForm(byte[] bytes) {
        this.bytes = bytes;
    }

    private Object readResolve() throws ObjectStreamException {
        if (bytes == null) {
            throw new InvalidObjectException("Serialized ObjectId has no bytes");
        }
        try {
            return ObjectId.fromBytes(bytes);
        } catch (IllegalArgumentException e) {
            throw new InvalidObjectException("Serialized " + e.getMessage());
        }
    }
}
