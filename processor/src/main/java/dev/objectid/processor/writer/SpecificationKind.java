package dev.objectid.processor.writer;

import com.palantir.javapoet.ClassName;
import dev.objectid.processor.model.GeneratedNames;
import dev.objectid.processor.model.Names;

/**
 * The two kinds of Spring Data JPA specification the processor writes factories for: {@code Specification} (every
 * Spring Data JPA version; for queries) and {@code PredicateSpecification} (Spring Data JPA 4 and later; for queries,
 * counts and deletes, and convertible with {@code Specification.where}).
 */
public enum SpecificationKind {
    SPECIFICATION(
            Names.SPECIFICATION,
            "(root, query, criteriaBuilder) ->",
            "root",
            "List<%1$s> created = repository.findAll(%2$s.createdBetween(from, to));",
            "for repositories that\nextend {@code JpaSpecificationExecutor}. They combine with other specifications"
                    + " through\n{@code and} and {@code or}."),
    PREDICATE_SPECIFICATION(
            Names.PREDICATE_SPECIFICATION,
            "(root, criteriaBuilder) ->",
            "root",
            "long purged = repository.delete(%2$s.createdBefore(cutoff));",
            "for the\n{@code PredicateSpecification} methods of {@code JpaSpecificationExecutor}: {@code findAll},"
                    + " {@code count},\n{@code exists} and {@code delete}. {@code Specification.where(...)} turns them"
                    + " into\n{@code Specification}s.");

    private final ClassName type;
    private final String lambda;
    private final String source;
    private final String example;
    private final String use;

    SpecificationKind(ClassName type, String lambda, String source, String example, String use) {
        this.type = type;
        this.lambda = lambda;
        this.source = source;
        this.example = example;
        this.use = use;
    }

    /** {@code Specification} or {@code PredicateSpecification}. */
    public ClassName type() {
        return type;
    }

    /** The generated class for an entity. */
    public ClassName className(GeneratedNames names) {
        return this == SPECIFICATION ? names.specifications() : names.predicateSpecifications();
    }

    /** The start of the lambda that implements the specification, up to its body. */
    public String lambda() {
        return lambda;
    }

    /** The lambda parameter the id path is taken from. */
    public String source() {
        return source;
    }

    /** A line of example code: %1$s is the entity, %2$s the generated class. */
    public String example(String entity, String generated) {
        return String.format(example, entity, generated);
    }

    /** What the factories are for, for the class Javadoc. */
    public String use() {
        return use;
    }
}
