package dev.objectid.mybatis;

import dev.objectid.ObjectId;

/** A typed id of the tests. */
public record ReceiptId(ObjectId value) {

    public static ReceiptId of(ObjectId value) {
        return new ReceiptId(value);
    }

    public ObjectId toObjectId() {
        return value;
    }
}
