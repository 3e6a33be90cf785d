package dev.objectid.jdbi;

import dev.objectid.ObjectId;

/** A typed id written by hand, as {@code TypedIdType.of} accepts one. */
public record ReceiptId(ObjectId value) {

    public static ReceiptId of(ObjectId value) {
        return new ReceiptId(value);
    }

    public ObjectId toObjectId() {
        return value;
    }
}
