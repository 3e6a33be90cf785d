package dev.objectid.processor;

/**
 * The qualified names the reader looks for. They are strings, not class literals: the processor has none of these
 * libraries on its own class path, and the code it compiles may have only some of them.
 */
final class Names {

    static final String ENTITY = "jakarta.persistence.Entity";
    static final String ID = "jakarta.persistence.Id";
    static final String OBJECT_ID = "dev.objectid.ObjectId";
    static final String OBJECT_ID_GENERATED = "dev.objectid.hibernate.ObjectIdGenerated";

    /** The processor's name, written into {@code @Generated} and into the marker constant of every typed id. */
    static final String PROCESSOR = "dev.objectid.processor.ObjectIdProcessor";

    /**
     * A private constant every generated typed id declares, with {@link #PROCESSOR} as its value. {@code @Generated}
     * is not kept in class files, but a constant is: it tells a typed id compiled in an earlier build (found in
     * {@code target/classes} or a jar) from a class of the same name that the user wrote.
     */
    static final String MARKER_FIELD = "GENERATED_BY";

    /** The class-path resource that objectid-generator's type contributor reads. */
    static final String TYPED_ID_INDEX = "META-INF/objectid/typed-ids";

    static final String GENERATED = "javax.annotation.processing.Generated";
    static final String JSON_VALUE = "com.fasterxml.jackson.annotation.JsonValue";
    static final String JSON_CREATOR = "com.fasterxml.jackson.annotation.JsonCreator";
    static final String SPECIFICATION = "org.springframework.data.jpa.domain.Specification";
    /** Spring Data JPA 4 and later only. */
    static final String PREDICATE_SPECIFICATION = "org.springframework.data.jpa.domain.PredicateSpecification";
    static final String QUERY_UTILS = "org.springframework.data.jpa.repository.query.QueryUtils";
    static final String PAGEABLE_EXECUTION_UTILS = "org.springframework.data.support.PageableExecutionUtils";

    private Names() {
    }
}
