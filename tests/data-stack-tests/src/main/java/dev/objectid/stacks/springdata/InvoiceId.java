package dev.objectid.stacks.springdata;

import dev.objectid.ObjectId;
import java.util.Objects;

// tag::hand-written[]
/** A typed id written by hand: any public class with these two methods is one. */
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
// end::hand-written[]
