package dev.objectid.typed;

import dev.objectid.ObjectId;
import dev.objectid.TypedIdType;
import dev.objectid.TypedObjectId;

/** A second typed id, to tell two typed ids of the same ObjectId apart. */
public final class CrateId extends TypedObjectId<CrateId> {

    public static final TypedIdType<CrateId> TYPE = TypedIdType.define(CrateId.class, CrateId::new);

    private static final long serialVersionUID = 1L;

    private CrateId(ObjectId value) {
        super(value);
    }
}
