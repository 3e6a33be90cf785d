package dev.objectid.typed;

import dev.objectid.ObjectId;
import java.util.Objects;

/** A typed id written by hand, as a record: the shape is all that counts, not who wrote it. */
public record InvoiceId(ObjectId value) {

    public InvoiceId {
        Objects.requireNonNull(value, "value");
    }

    public static InvoiceId of(ObjectId value) {
        return new InvoiceId(value);
    }

    public ObjectId toObjectId() {
        return value;
    }
}
