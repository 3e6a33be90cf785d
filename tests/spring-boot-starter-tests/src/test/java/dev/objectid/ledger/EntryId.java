package dev.objectid.ledger;

import dev.objectid.ObjectId;
import java.util.Objects;

/** A typed id written by hand, registered through {@code objectid.spring-data-jdbc.typed-ids}. */
public record EntryId(ObjectId value) {

    public EntryId {
        Objects.requireNonNull(value, "value");
    }

    public static EntryId of(ObjectId value) {
        return new EntryId(value);
    }

    public ObjectId toObjectId() {
        return value;
    }
}
