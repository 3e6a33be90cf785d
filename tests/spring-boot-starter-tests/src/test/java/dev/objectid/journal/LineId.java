package dev.objectid.journal;

import dev.objectid.ObjectId;
import java.util.Objects;

/** A typed id written by hand, registered through {@code objectid.spring-data-jdbc.typed-ids}. */
public record LineId(ObjectId value) {

    public LineId {
        Objects.requireNonNull(value, "value");
    }

    public static LineId of(ObjectId value) {
        return new LineId(value);
    }

    public ObjectId toObjectId() {
        return value;
    }
}
