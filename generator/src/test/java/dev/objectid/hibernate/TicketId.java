package dev.objectid.hibernate;

import dev.objectid.ObjectId;
import dev.objectid.TypedIdType;
import dev.objectid.TypedObjectId;

/**
 * A hand-written typed id with the shape objectid-processor generates, listed in this test class path's
 * {@code META-INF/objectid/typed-ids}: it proves the runtime half of typed ids without the processor.
 */
public final class TicketId extends TypedObjectId<TicketId> {

    public static final TypedIdType<TicketId> TYPE = TypedIdType.define(TicketId.class, TicketId::new);

    private static final long serialVersionUID = 1L;

    private TicketId(ObjectId value) {
        super(value);
    }

    public static TicketId of(ObjectId value) {
        return new TicketId(value);
    }
}
