package dev.objectid.spring.boot.validation;

import dev.objectid.ObjectId;

/** {@code @Pattern} on an {@link ObjectId}: see {@link IdPatternValidator}. */
public final class ObjectIdPatternValidator extends IdPatternValidator<ObjectId> {

    /** Created by the validation provider. */
    public ObjectIdPatternValidator() {}
}
