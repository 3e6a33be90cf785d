package dev.objectid.spring.boot.validation;

import dev.objectid.TypedObjectId;

/** {@code @Size} on a typed id: see {@link IdSizeValidator}. */
public final class TypedIdSizeValidator extends IdSizeValidator<TypedObjectId<?>> {

    /** Created by the validation provider. */
    public TypedIdSizeValidator() {}
}
