package dev.objectid.spring.boot.validation;

import dev.objectid.ObjectId;
import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import jakarta.validation.constraints.Size;

/**
 * {@code @Size} on an id of type {@code T}: the length of its hexadecimal form, always {@value ObjectId#HEX_LENGTH},
 * lies between {@code min} and {@code max}, as {@code @Size} on a {@code String} checks its length; {@code null} is
 * valid.
 */
abstract class IdSizeValidator<T> implements ConstraintValidator<Size, T> {

    private boolean fits;

    @Override
    public void initialize(Size constraint) {
        if (constraint.min() < 0 || constraint.max() < constraint.min()) {
            throw new IllegalArgumentException("@Size on an id: min " + constraint.min() + " and max "
                    + constraint.max() + " are no range; expected 0 <= min <= max");
        }
        fits = constraint.min() <= ObjectId.HEX_LENGTH && ObjectId.HEX_LENGTH <= constraint.max();
    }

    @Override
    public boolean isValid(T id, ConstraintValidatorContext context) {
        return id == null || fits;
    }
}
