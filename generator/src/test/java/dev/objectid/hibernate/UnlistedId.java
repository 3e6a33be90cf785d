package dev.objectid.hibernate;

import dev.objectid.ObjectId;
import java.io.Serializable;

/**
 * A typed id as objectid-processor generates it, marker constant included, that no {@code META-INF/objectid/typed-ids}
 * lists: what Hibernate meets when a build lost the entry.
 */
public final class UnlistedId implements Comparable<UnlistedId>, Serializable {

    private static final long serialVersionUID = 1L;

    private static final String GENERATED_BY = "dev.objectid.processor.ObjectIdProcessor";

    private final ObjectId value;

    private UnlistedId(ObjectId value) {
        this.value = value;
    }

    public static UnlistedId of(ObjectId value) {
        return new UnlistedId(value);
    }

    public ObjectId toObjectId() {
        return value;
    }

    @Override
    public int compareTo(UnlistedId other) {
        return value.compareTo(other.value);
    }
}
