package dev.objectid.mapstruct;

import dev.objectid.ObjectId;
import java.io.Serializable;

/** A hand-written typed id of the tests, of the shape objectid-processor generates. */
public record InvoiceId(ObjectId value) implements Comparable<InvoiceId>, Serializable {

    public static InvoiceId of(ObjectId value) {
        return new InvoiceId(value);
    }

    public ObjectId toObjectId() {
        return value;
    }

    @Override
    public int compareTo(InvoiceId other) {
        return value.compareTo(other.value);
    }
}
