package dev.objectid.spring.boot.validation;

import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import jakarta.validation.constraints.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * {@code @Pattern} on an id of type {@code T}: its hexadecimal form ({@code toString()}, 24 lower-case digits) matches
 * the regular expression, as {@code @Pattern} on a {@code String} does; {@code null} is valid.
 */
abstract class IdPatternValidator<T> implements ConstraintValidator<Pattern, T> {

    private java.util.regex.Pattern pattern;

    @Override
    public void initialize(Pattern constraint) {
        int flags = 0;
        for (Pattern.Flag flag : constraint.flags()) {
            flags |= flag.getValue();
        }
        try {
            pattern = java.util.regex.Pattern.compile(constraint.regexp(), flags);
        } catch (PatternSyntaxException e) {
            throw new IllegalArgumentException(
                    "@Pattern on an id: \"" + constraint.regexp() + "\" is not a regular expression", e);
        }
    }

    @Override
    public boolean isValid(T id, ConstraintValidatorContext context) {
        return id == null || pattern.matcher(id.toString()).matches();
    }
}
