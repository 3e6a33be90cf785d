package dev.objectid.hibernate;

import dev.objectid.ObjectId;
import dev.objectid.TypedIdType;
import dev.objectid.TypedObjectId;

/**
 * A typed id as objectid-processor generates it that no {@code META-INF/objectid/typed-ids} lists: what Hibernate meets
 * when a build lost the entry.
 */
public final class UnlistedId extends TypedObjectId<UnlistedId> {

    public static final TypedIdType<UnlistedId> TYPE = TypedIdType.define(UnlistedId.class, UnlistedId::new);

    private static final long serialVersionUID = 1L;

    private UnlistedId(ObjectId value) {
        super(value);
    }

    public static UnlistedId of(ObjectId value) {
        return new UnlistedId(value);
    }
}
