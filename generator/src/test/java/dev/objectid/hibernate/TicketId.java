package dev.objectid.hibernate;

import dev.objectid.ObjectId;
import java.io.Serializable;

/**
 * A hand-written typed id with the shape objectid-processor generates, listed in this test class path's
 * {@code META-INF/objectid/typed-ids}: it proves the runtime half of typed ids without the processor.
 */
public final class TicketId implements Comparable<TicketId>, Serializable {

    private static final long serialVersionUID = 1L;

    private final ObjectId value;

    private TicketId(ObjectId value) {
        this.value = value;
    }

    public static TicketId of(ObjectId value) {
        return new TicketId(java.util.Objects.requireNonNull(value));
    }

    public ObjectId toObjectId() {
        return value;
    }

    @Override
    public int compareTo(TicketId other) {
        return value.compareTo(other.value);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof TicketId && ((TicketId) other).value.equals(value);
    }

    @Override
    public int hashCode() {
        return value.hashCode();
    }

    @Override
    public String toString() {
        return value.toString();
    }
}
