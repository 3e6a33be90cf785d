package dev.objectid.micronaut.it.schema;

import dev.objectid.ObjectId;

/**
 * A typed id written by hand, not generated: a record with {@code of(ObjectId)} and {@code toObjectId()}. The
 * processor writes its beans as for a generated one, since an entity holds it.
 *
 * @param id the id
 */
public record LabelId(ObjectId id) {

    public static LabelId of(ObjectId id) {
        return new LabelId(id);
    }

    public ObjectId toObjectId() {
        return id;
    }
}
