package dev.objectid.typed;

import dev.objectid.ObjectId;
import dev.objectid.TypedIdType;
import dev.objectid.TypedObjectId;

/** A typed id that only one test names, by its name, so that its class is not initialised before that test asks. */
public final class LateId extends TypedObjectId<LateId> {

    public static final TypedIdType<LateId> TYPE = TypedIdType.define(LateId.class, LateId::new);

    private static final long serialVersionUID = 1L;

    private LateId(ObjectId value) {
        super(value);
    }
}
