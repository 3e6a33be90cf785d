package dev.objectid.spring.boot.validation;

import dev.objectid.ObjectId;

/** {@code @Size} on an {@link ObjectId}: see {@link IdSizeValidator}. */
public final class ObjectIdSizeValidator extends IdSizeValidator<ObjectId> {

    /** Created by the validation provider. */
    public ObjectIdSizeValidator() {}
}
