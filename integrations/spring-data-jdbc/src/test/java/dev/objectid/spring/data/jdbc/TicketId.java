package dev.objectid.spring.data.jdbc;

import dev.objectid.ObjectId;

/** A typed id of the tests. */
public record TicketId(ObjectId value) {

    public static TicketId of(ObjectId value) {
        return new TicketId(value);
    }

    public ObjectId toObjectId() {
        return value;
    }
}
