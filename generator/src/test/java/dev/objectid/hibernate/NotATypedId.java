package dev.objectid.hibernate;

/** Listed as a typed id by a broken index in a test, but without {@code of(ObjectId)} / {@code toObjectId()}. */
public final class NotATypedId {

    private NotATypedId() {}
}
