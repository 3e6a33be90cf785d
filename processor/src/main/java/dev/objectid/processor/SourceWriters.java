package dev.objectid.processor;

import com.palantir.javapoet.JavaFile;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns the validated model into sources. Writers see the model only: no {@code Element}, no {@code Filer}.
 * Package-private and not final so that a test can make it fail, to check that a failure becomes an error message.
 */
class SourceWriters {

    private final Features features;
    private final TypedIdWriter typedId;
    private final CreatedPredicatesWriter predicates;
    private final CreatedSpecificationsWriter specifications;
    private final CreatedSpecificationsWriter predicateSpecifications;
    private final CreatedQueriesWriter queries;
    private final CreatedQueriesImplWriter queriesImpl;

    SourceWriters(Features features) {
        this.features = features;
        this.typedId = new TypedIdWriter(features);
        this.predicates = new CreatedPredicatesWriter(features);
        this.specifications = new CreatedSpecificationsWriter(features, SpecificationKind.SPECIFICATION);
        this.predicateSpecifications =
                new CreatedSpecificationsWriter(features, SpecificationKind.PREDICATE_SPECIFICATION);
        this.queries = new CreatedQueriesWriter(features);
        this.queriesImpl = new CreatedQueriesImplWriter(features);
    }

    List<JavaFile> typedId(TypedIdSpec spec) {
        return List.of(typedId.write(spec));
    }

    /**
     * The Criteria predicates always; the Spring Data helpers when Spring Data JPA is on the class path, with the
     * {@code PredicateSpecification} factories when it is version 4 or later.
     */
    List<JavaFile> timeRange(TimeRangeSpec spec) {
        List<JavaFile> files = new ArrayList<>();
        files.add(predicates.write(spec));
        if (features.springDataJpa()) {
            files.add(specifications.write(spec));
            if (features.predicateSpecification()) {
                files.add(predicateSpecifications.write(spec));
            }
            files.add(queries.write(spec));
            files.add(queriesImpl.write(spec));
        }
        return files;
    }
}
