package dev.objectid.spring.boot.validation;

import dev.objectid.TypedObjectId;

/** {@code @Pattern} on a typed id: see {@link IdPatternValidator}. */
public final class TypedIdPatternValidator extends IdPatternValidator<TypedObjectId<?>> {

    /** Created by the validation provider. */
    public TypedIdPatternValidator() {}
}
