package dev.objectid.processor.model;

import com.palantir.javapoet.ClassName;

/**
 * The names of the classes generated for one entity: all in the entity's package, all derived from its simple name.
 * For {@code Order}: {@code OrderId}, {@code OrderCreatedPredicates}, {@code OrderCreatedSpecifications},
 * {@code OrderCreatedPredicateSpecifications}, {@code OrderCreatedQueries} and {@code OrderCreatedQueriesImpl}.
 *
 * @param typedId        the typed id, generated when the entity declares its id with this type
 * @param predicates     JPA Criteria time-range predicates
 * @param specifications Spring Data {@code Specification} factories
 * @param predicateSpecifications Spring Data 4 {@code PredicateSpecification} factories
 * @param queries        the Spring Data repository fragment interface
 * @param queriesImpl    its implementation, found by Spring Data through the {@code Impl} suffix
 */
public record GeneratedNames(
        ClassName typedId,
        ClassName predicates,
        ClassName specifications,
        ClassName predicateSpecifications,
        ClassName queries,
        ClassName queriesImpl) {

    public static GeneratedNames of(ClassName entity) {
        String base = entity.simpleName();
        return new GeneratedNames(
                typedIdOf(entity),
                ClassName.get(entity.packageName(), base + "CreatedPredicates"),
                ClassName.get(entity.packageName(), base + "CreatedSpecifications"),
                ClassName.get(entity.packageName(), base + "CreatedPredicateSpecifications"),
                ClassName.get(entity.packageName(), base + "CreatedQueries"),
                ClassName.get(entity.packageName(), base + "CreatedQueriesImpl"));
    }

    /** {@code com.example.OrderId} for {@code com.example.Order}, also when {@code Order} is a nested class. */
    public static ClassName typedIdOf(ClassName entity) {
        return ClassName.get(entity.packageName(), entity.simpleName() + "Id");
    }
}
