package dev.objectid.jackson;

import dev.objectid.ObjectId;
import dev.objectid.TypedIdType;
import dev.objectid.spi.ObjectIdTypes;

/**
 * What the Extended JSON modules of both Jackson lines share: which values are ids, and the name of the one field of
 * Extended JSON's ObjectId object, {@code {"$oid": "<24 hex digits>"}}.
 */
final class ExtendedJsonIds {

    /** The field of MongoDB Extended JSON (canonical and relaxed) that holds an ObjectId's hex digits. */
    static final String FIELD = "$oid";

    private ExtendedJsonIds() {}

    /** Whether values of {@code type} are written as Extended JSON: {@code ObjectId} and every typed id. */
    static boolean isId(Class<?> type) {
        return ObjectIdTypes.isId(type);
    }

    /** The hex digits of an {@code ObjectId} or a typed id. */
    static String hexOf(Object id) {
        ObjectId objectId = id instanceof ObjectId plain
                ? plain
                : TypedIdType.of(id.getClass()).unwrap(id);
        return objectId.toHexString();
    }
}
