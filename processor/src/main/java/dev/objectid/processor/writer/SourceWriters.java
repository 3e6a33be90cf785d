package dev.objectid.processor.writer;

import com.palantir.javapoet.JavaFile;
import dev.objectid.processor.model.Features;
import dev.objectid.processor.model.HelperFamily;
import dev.objectid.processor.model.HelperSelection;
import dev.objectid.processor.model.TimeRangeSpec;
import dev.objectid.processor.model.TypedIdSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Turns the validated model into sources. Writers see the model only: no {@code Element}, no {@code Filer}.
 * Not final so that a test can make it fail, to check that a failure becomes an error message.
 */
public class SourceWriters {

    private final Features features;
    private final HelperSelection selection;
    private final TypedIdWriter typedId;
    private final CreatedPredicatesWriter predicates;
    private final CreatedSpecificationsWriter specifications;
    private final CreatedSpecificationsWriter predicateSpecifications;
    private final CreatedQueriesWriter queries;
    private final CreatedQueriesImplWriter queriesImpl;

    public SourceWriters(Features features, HelperSelection selection) {
        this.features = features;
        this.selection = selection;
        this.typedId = new TypedIdWriter(features);
        this.predicates = new CreatedPredicatesWriter(features);
        this.specifications = new CreatedSpecificationsWriter(features, SpecificationKind.SPECIFICATION);
        this.predicateSpecifications =
                new CreatedSpecificationsWriter(features, SpecificationKind.PREDICATE_SPECIFICATION);
        this.queries = new CreatedQueriesWriter(features);
        this.queriesImpl = new CreatedQueriesImplWriter(features);
    }

    public List<JavaFile> typedId(TypedIdSpec spec) {
        return List.of(typedId.write(spec));
    }

    /**
     * The families {@link HelperSelection} chooses for the entity, as far as the class path allows
     * ({@link HelperFamily#missingFrom}). The Criteria predicates come with any other family, which calls them.
     */
    public List<JavaFile> timeRange(TimeRangeSpec spec) {
        Set<HelperFamily> families = selection.familiesFor(spec.entity());
        List<JavaFile> files = new ArrayList<>();
        if (families.isEmpty()) {
            return files;
        }
        files.add(predicates.write(spec));
        for (HelperFamily family : HelperFamily.values()) {
            if (!families.contains(family) || family.missingFrom(features).isPresent()) {
                continue;
            }
            switch (family) {
                case SPECIFICATIONS -> files.add(specifications.write(spec));
                case PREDICATE_SPECIFICATIONS -> files.add(predicateSpecifications.write(spec));
                case QUERIES -> {
                    files.add(queries.write(spec));
                    files.add(queriesImpl.write(spec));
                }
                case PREDICATES -> {
                    // written above, for every family
                }
            }
        }
        return files;
    }
}
