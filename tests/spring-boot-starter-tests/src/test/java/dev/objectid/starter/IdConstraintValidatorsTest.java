package dev.objectid.starter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.objectid.ObjectId;
import dev.objectid.starter.shop.CouponId;
import dev.objectid.starter.shop.CustomerId;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.UnexpectedTypeException;
import jakarta.validation.Validation;
import jakarta.validation.ValidationException;
import jakarta.validation.Validator;
import jakarta.validation.ValidatorFactory;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.lang.reflect.Method;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * {@code @Pattern} and {@code @Size} on ObjectIds and typed ids, which openapi-generator's Spring code writes on every
 * id parameter whose schema has a pattern and a length: Hibernate Validator holds them to the id's text form through
 * the validators the starter contributes ({@code META-INF/services/jakarta.validation.ConstraintValidator}), where it
 * would otherwise refuse to validate the request at all.
 */
class IdConstraintValidatorsTest {

    private static final ValidatorFactory FACTORY = Validation.buildDefaultValidatorFactory();
    private static final Validator VALIDATOR = FACTORY.getValidator();
    private static final ObjectId ID = ObjectId.parse("6740c5e1a3f29b04c7000001");

    @AfterAll
    static void close() {
        FACTORY.close();
    }

    /** A request's parameters as openapi-generator writes them for the spec's id schemas. */
    static class GeneratedApi {

        void get(
                @Pattern(regexp = "^[0-9a-fA-F]{24}$") @Size(min = 24, max = 24) ObjectId id,
                @Pattern(regexp = "^[0-9a-fA-F]{24}$") @Size(min = 24, max = 24) CustomerId customerId) {}
    }

    record Constrained(
            @Pattern(regexp = "^[0-9A-F]{24}$") ObjectId upperCaseOnly,

            @Pattern(regexp = "^6740.*$", flags = Pattern.Flag.CASE_INSENSITIVE)
            CustomerId startsWith6740,

            @Size(max = 12) ObjectId shorterThanAnId,
            @Size(min = 24, max = 24) CustomerId exactlyAnId,
            @Size(min = 1) @Pattern(regexp = "[a-z]+") String name) {}

    record BadRegexp(@Pattern(regexp = "[0-9") ObjectId id) {}

    record HandWritten(
            @Pattern(regexp = "^[0-9a-fA-F]{24}$") CouponId id) {}

    record BadSize(@Size(min = 25, max = 24) CustomerId id) {}

    private static Set<String> violations(Set<? extends ConstraintViolation<?>> violations) {
        return violations.stream()
                .map(violation -> violation.getPropertyPath() + ": " + violation.getMessage())
                .collect(Collectors.toSet());
    }

    @Test
    void theParametersOpenApiGeneratorWritesForTheIdSchemaAreValid() throws NoSuchMethodException {
        Method get = GeneratedApi.class.getDeclaredMethod("get", ObjectId.class, CustomerId.class);

        assertThat(VALIDATOR
                        .forExecutables()
                        .validateParameters(new GeneratedApi(), get, new Object[] {ID, CustomerId.generate()}))
                .isEmpty();
        assertThat(VALIDATOR.forExecutables().validateParameters(new GeneratedApi(), get, new Object[] {null, null}))
                .as("null is valid, as for a String")
                .isEmpty();
    }

    @Test
    void theTextFormOfAnIdIsWhatIsChecked() {
        Constrained constrained = new Constrained(ID, CustomerId.of(ID), ID, CustomerId.of(ID), "ada");

        // the text form is lower case and 24 characters long
        assertThat(violations(VALIDATOR.validate(constrained)))
                .containsExactlyInAnyOrder(
                        "upperCaseOnly: must match \"^[0-9A-F]{24}$\"",
                        "shorterThanAnId: size must be between 0 and 12");
        assertThat(violations(VALIDATOR.validate(new Constrained(
                        null, CustomerId.of(ObjectId.parse("5740c5e1a3f29b04c7000001")), null, null, "ada"))))
                .containsExactly("startsWith6740: must match \"^6740.*$\"");
    }

    @Test
    void stringsKeepHibernateValidatorsOwnValidators() {
        assertThat(violations(VALIDATOR.validate(new Constrained(null, null, null, null, ""))))
                .containsExactlyInAnyOrder(
                        "name: size must be between 1 and 2147483647", "name: must match \"[a-z]+\"");
    }

    @Test
    void aConstraintThatNoIdCanMeetIsRefusedNamingWhatIsWrong() {
        assertThatThrownBy(() -> VALIDATOR.validate(new BadRegexp(ID)))
                .isInstanceOf(ValidationException.class)
                .hasStackTraceContaining("@Pattern on an id: \"[0-9\" is not a regular expression");
        assertThatThrownBy(() -> VALIDATOR.validate(new BadSize(CustomerId.of(ID))))
                .isInstanceOf(ValidationException.class)
                .hasStackTraceContaining("@Size on an id: min 25 and max 24 are no range; expected 0 <= min <= max");
    }

    @Test
    void aTypedIdWrittenByHandHasNone() {
        // not a TypedObjectId: Hibernate Validator refuses the constraint, as it refuses it on every id without them
        assertThatThrownBy(() -> VALIDATOR.validate(new HandWritten(CouponId.of(ID))))
                .isInstanceOf(UnexpectedTypeException.class)
                .hasMessageContaining("HV000030")
                .hasMessageContaining(CouponId.class.getName());
    }
}
