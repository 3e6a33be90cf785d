package dev.objectid.processor;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import dev.objectid.TypedIdContract;

/**
 * Every type the processor looks for or generated code refers to, named without loading it: none of them is on the
 * processor's class path, and the code it compiles may have only some of them. The names of objectid-core's types
 * come from {@link TypedIdContract}, whose constants javac compiles into the processor.
 */
final class Names {

    // objectid-core and objectid-generator
    static final ClassName OBJECT_ID = ClassName.bestGuess(TypedIdContract.OBJECT_ID);
    static final ClassName TYPED_OBJECT_ID = ClassName.bestGuess(TypedIdContract.TYPED_OBJECT_ID);
    static final ClassName TYPED_ID_TYPE = ClassName.bestGuess(TypedIdContract.TYPED_ID_TYPE);
    static final ClassName TYPED_OBJECT_ID_XML_ADAPTER = ClassName.bestGuess(TypedIdContract.XML_ADAPTER);
    static final ClassName OBJECT_ID_GENERATED = ClassName.get("dev.objectid.hibernate", "ObjectIdGenerated");

    // Jakarta Persistence
    static final ClassName ENTITY = ClassName.get("jakarta.persistence", "Entity");
    static final ClassName ID = ClassName.get("jakarta.persistence", "Id");
    static final ClassName MAPPED_SUPERCLASS = ClassName.get("jakarta.persistence", "MappedSuperclass");
    static final ClassName EMBEDDABLE = ClassName.get("jakarta.persistence", "Embeddable");
    static final ClassName ENTITY_MANAGER = ClassName.get("jakarta.persistence", "EntityManager");
    static final ClassName TYPED_QUERY = ClassName.get("jakarta.persistence", "TypedQuery");
    static final ClassName CRITERIA_BUILDER = ClassName.get("jakarta.persistence.criteria", "CriteriaBuilder");
    static final ClassName CRITERIA_QUERY = ClassName.get("jakarta.persistence.criteria", "CriteriaQuery");
    static final ClassName CRITERIA_ORDER = ClassName.get("jakarta.persistence.criteria", "Order");
    static final ClassName PATH = ClassName.get("jakarta.persistence.criteria", "Path");
    static final ClassName PREDICATE = ClassName.get("jakarta.persistence.criteria", "Predicate");
    static final ClassName ROOT = ClassName.get("jakarta.persistence.criteria", "Root");

    // Spring Data JPA
    static final ClassName SPECIFICATION = ClassName.get("org.springframework.data.jpa.domain", "Specification");
    /** Spring Data JPA 4 and later only. */
    static final ClassName PREDICATE_SPECIFICATION =
            ClassName.get("org.springframework.data.jpa.domain", "PredicateSpecification");
    static final ClassName QUERY_UTILS = ClassName.get("org.springframework.data.jpa.repository.query", "QueryUtils");
    static final ClassName PAGE = ClassName.get("org.springframework.data.domain", "Page");
    static final ClassName PAGEABLE = ClassName.get("org.springframework.data.domain", "Pageable");
    static final ClassName SORT = ClassName.get("org.springframework.data.domain", "Sort");
    static final ClassName PAGEABLE_EXECUTION_UTILS =
            ClassName.get("org.springframework.data.support", "PageableExecutionUtils");

    // Querydsl
    /** Querydsl's JPA processor, on the processor path of builds that generate {@code QOrder}. */
    static final ClassName QUERYDSL_JPA_PROCESSOR = ClassName.get("com.querydsl.apt.jpa", "JPAAnnotationProcessor");
    /** What Querydsl's processor makes of a type it cannot see yet, a path that requires a {@code Number}. */
    static final ClassName QUERYDSL_NUMBER_PATH = ClassName.get("com.querydsl.core.types.dsl", "NumberPath");

    // Jackson, JAXB and the JDK
    static final ClassName JSON_CREATOR = ClassName.get("com.fasterxml.jackson.annotation", "JsonCreator");
    static final ClassName XML_ADAPTER = ClassName.get("jakarta.xml.bind.annotation.adapters", "XmlAdapter");
    static final ClassName XML_JAVA_TYPE_ADAPTER =
            ClassName.get("jakarta.xml.bind.annotation.adapters", "XmlJavaTypeAdapter");
    static final ClassName GENERATED = ClassName.get("javax.annotation.processing", "Generated");
    static final ClassName INSTANT = ClassName.get("java.time", "Instant");
    static final ClassName OBJECTS = ClassName.get("java.util", "Objects");
    static final ClassName LIST = ClassName.get("java.util", "List");
    static final ClassName ARRAY_LIST = ClassName.get("java.util", "ArrayList");
    static final ClassName OVERRIDE = ClassName.get("java.lang", "Override");
    static final ClassName STRING = ClassName.get("java.lang", "String");
    static final ClassName CHAR_SEQUENCE = ClassName.get("java.lang", "CharSequence");

    private Names() {
    }

    static TypeName parameterized(ClassName raw, TypeName... arguments) {
        return ParameterizedTypeName.get(raw, arguments);
    }
}
