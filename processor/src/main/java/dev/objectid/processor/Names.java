package dev.objectid.processor;

/**
 * The qualified names the reader looks for. They are strings, not class literals: the processor has none of these
 * libraries on its own class path, and the code it compiles may have only some of them.
 */
final class Names {

    static final String ENTITY = "jakarta.persistence.Entity";
    static final String ID = "jakarta.persistence.Id";
    static final String MAPPED_SUPERCLASS = "jakarta.persistence.MappedSuperclass";
    static final String EMBEDDABLE = "jakarta.persistence.Embeddable";
    static final String OBJECT_ID = "dev.objectid.ObjectId";
    static final String OBJECT_ID_GENERATED = "dev.objectid.hibernate.ObjectIdGenerated";

    static final String GENERATED = "javax.annotation.processing.Generated";
    static final String JSON_VALUE = "com.fasterxml.jackson.annotation.JsonValue";
    static final String JSON_CREATOR = "com.fasterxml.jackson.annotation.JsonCreator";
    static final String XML_ADAPTER = "jakarta.xml.bind.annotation.adapters.XmlAdapter";
    static final String XML_JAVA_TYPE_ADAPTER = "jakarta.xml.bind.annotation.adapters.XmlJavaTypeAdapter";
    static final String SPECIFICATION = "org.springframework.data.jpa.domain.Specification";
    /** Spring Data JPA 4 and later only. */
    static final String PREDICATE_SPECIFICATION = "org.springframework.data.jpa.domain.PredicateSpecification";
    static final String QUERY_UTILS = "org.springframework.data.jpa.repository.query.QueryUtils";
    static final String PAGEABLE_EXECUTION_UTILS = "org.springframework.data.support.PageableExecutionUtils";

    private Names() {
    }
}
