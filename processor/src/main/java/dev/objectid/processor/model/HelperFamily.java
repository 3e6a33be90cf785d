package dev.objectid.processor.model;

import java.util.Optional;

/**
 * A family of time-range helpers, named as in the {@value HelperSelection#FAMILIES_OPTION} processor option after the
 * class it generates for each entity.
 */
public enum HelperFamily {

    /** {@code OrderCreatedPredicates}: JPA Criteria predicates, which the other families build on. */
    PREDICATES("predicates"),
    /** {@code OrderCreatedSpecifications}: Spring Data JPA {@code Specification} factories. */
    SPECIFICATIONS("specifications"),
    /** {@code OrderCreatedPredicateSpecifications}: Spring Data JPA 4 {@code PredicateSpecification} factories. */
    PREDICATE_SPECIFICATIONS("predicate-specifications"),
    /** {@code OrderCreatedQueries} and {@code OrderCreatedQueriesImpl}: a Spring Data repository fragment. */
    QUERIES("queries");

    private final String optionName;

    HelperFamily(String optionName) {
        this.optionName = optionName;
    }

    /** The name the option uses, such as {@code predicate-specifications}. */
    public String optionName() {
        return optionName;
    }

    /**
     * What the compile class path lacks for this family, which is then not generated: the Spring Data families need
     * Spring Data JPA, the {@code PredicateSpecification} factories version 4 or later; the Criteria predicates need
     * nothing but JPA.
     *
     * @return what is missing, as a warning names it; empty when the family is generated
     */
    public Optional<String> missingFrom(Features features) {
        if (this == PREDICATES) {
            return Optional.empty();
        }
        if (!features.springDataJpa()) {
            return Optional.of("Spring Data JPA");
        }
        if (this == PREDICATE_SPECIFICATIONS && !features.predicateSpecification()) {
            return Optional.of("Spring Data JPA 4 (PredicateSpecification)");
        }
        return Optional.empty();
    }

    public static Optional<HelperFamily> named(String name) {
        for (HelperFamily family : values()) {
            if (family.optionName.equals(name)) {
                return Optional.of(family);
            }
        }
        return Optional.empty();
    }
}
