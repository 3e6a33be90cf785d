package dev.objectid.processor.model;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import dev.objectid.spi.TypedIdContract;

/**
 * Every type the processor looks for or generated code refers to, named without loading it: none of them is on the
 * processor's class path, and the code it compiles may have only some of them. The names of objectid-core's types
 * come from {@link TypedIdContract}, whose constants javac compiles into the processor.
 */
public final class Names {

    // objectid-core and objectid-generator
    public static final ClassName OBJECT_ID = ClassName.bestGuess(TypedIdContract.OBJECT_ID);
    public static final ClassName TYPED_OBJECT_ID = ClassName.bestGuess(TypedIdContract.TYPED_OBJECT_ID);
    public static final ClassName TYPED_ID_TYPE = ClassName.bestGuess(TypedIdContract.TYPED_ID_TYPE);
    public static final ClassName TYPED_OBJECT_ID_XML_ADAPTER = ClassName.bestGuess(TypedIdContract.XML_ADAPTER);
    public static final ClassName OBJECT_ID_JSONB_SERIALIZER = ClassName.bestGuess(TypedIdContract.JSONB_SERIALIZER);
    public static final ClassName OBJECT_ID_JSONB_DESERIALIZER =
            ClassName.bestGuess(TypedIdContract.JSONB_DESERIALIZER);
    public static final ClassName OBJECT_ID_GENERATED = ClassName.get("dev.objectid.hibernate", "ObjectIdGenerated");

    // Jakarta Persistence
    public static final ClassName ENTITY = ClassName.get("jakarta.persistence", "Entity");
    public static final ClassName ID = ClassName.get("jakarta.persistence", "Id");
    public static final ClassName MAPPED_SUPERCLASS = ClassName.get("jakarta.persistence", "MappedSuperclass");
    public static final ClassName EMBEDDABLE = ClassName.get("jakarta.persistence", "Embeddable");
    public static final ClassName ENTITY_MANAGER = ClassName.get("jakarta.persistence", "EntityManager");
    public static final ClassName TYPED_QUERY = ClassName.get("jakarta.persistence", "TypedQuery");
    public static final ClassName CRITERIA_BUILDER = ClassName.get("jakarta.persistence.criteria", "CriteriaBuilder");
    public static final ClassName CRITERIA_QUERY = ClassName.get("jakarta.persistence.criteria", "CriteriaQuery");
    public static final ClassName CRITERIA_ORDER = ClassName.get("jakarta.persistence.criteria", "Order");
    public static final ClassName PATH = ClassName.get("jakarta.persistence.criteria", "Path");
    public static final ClassName PREDICATE = ClassName.get("jakarta.persistence.criteria", "Predicate");
    public static final ClassName ROOT = ClassName.get("jakarta.persistence.criteria", "Root");

    // Micronaut Data, whose entities get a typed id but none of the JPA helpers
    public static final ClassName MAPPED_ENTITY = ClassName.get("io.micronaut.data.annotation", "MappedEntity");
    public static final ClassName MICRONAUT_ID = ClassName.get("io.micronaut.data.annotation", "Id");

    // Spring Data JPA
    public static final ClassName SPECIFICATION = ClassName.get("org.springframework.data.jpa.domain", "Specification");
    /** Spring Data JPA 4 and later only. */
    public static final ClassName PREDICATE_SPECIFICATION =
            ClassName.get("org.springframework.data.jpa.domain", "PredicateSpecification");

    public static final ClassName QUERY_UTILS =
            ClassName.get("org.springframework.data.jpa.repository.query", "QueryUtils");
    public static final ClassName PAGE = ClassName.get("org.springframework.data.domain", "Page");
    public static final ClassName PAGEABLE = ClassName.get("org.springframework.data.domain", "Pageable");
    public static final ClassName SORT = ClassName.get("org.springframework.data.domain", "Sort");
    public static final ClassName PAGEABLE_EXECUTION_UTILS =
            ClassName.get("org.springframework.data.support", "PageableExecutionUtils");

    // Hibernate's metamodel generator
    /** The same class name in hibernate-processor 7 and hibernate-jpamodelgen 6.5 and 6.6. */
    public static final ClassName HIBERNATE_PROCESSOR = ClassName.get("org.hibernate.processor", "HibernateProcessor");

    // Querydsl
    /** Querydsl's JPA processor, on the processor path of builds that generate {@code QOrder}. */
    public static final ClassName QUERYDSL_JPA_PROCESSOR =
            ClassName.get("com.querydsl.apt.jpa", "JPAAnnotationProcessor");
    /** What Querydsl's processor makes of a type it cannot see yet, a path that requires a {@code Number}. */
    public static final ClassName QUERYDSL_NUMBER_PATH = ClassName.get("com.querydsl.core.types.dsl", "NumberPath");

    // Jackson, JAXB, JSON-B and the JDK
    public static final ClassName JSON_CREATOR = ClassName.get("com.fasterxml.jackson.annotation", "JsonCreator");
    public static final ClassName XML_ADAPTER = ClassName.get("jakarta.xml.bind.annotation.adapters", "XmlAdapter");
    public static final ClassName XML_JAVA_TYPE_ADAPTER =
            ClassName.get("jakarta.xml.bind.annotation.adapters", "XmlJavaTypeAdapter");
    public static final ClassName JSONB_TYPE_SERIALIZER =
            ClassName.get("jakarta.json.bind.annotation", "JsonbTypeSerializer");
    public static final ClassName JSONB_TYPE_DESERIALIZER =
            ClassName.get("jakarta.json.bind.annotation", "JsonbTypeDeserializer");
    /** JSON-P's parser, in whose terms JSON-B's deserializers are written. */
    public static final ClassName JSON_PARSER = ClassName.get("jakarta.json.stream", "JsonParser");

    public static final ClassName GENERATED = ClassName.get("javax.annotation.processing", "Generated");
    public static final ClassName INSTANT = ClassName.get("java.time", "Instant");
    public static final ClassName OBJECTS = ClassName.get("java.util", "Objects");
    public static final ClassName LIST = ClassName.get("java.util", "List");
    public static final ClassName ARRAY_LIST = ClassName.get("java.util", "ArrayList");
    public static final ClassName OVERRIDE = ClassName.get("java.lang", "Override");
    public static final ClassName STRING = ClassName.get("java.lang", "String");
    public static final ClassName CHAR_SEQUENCE = ClassName.get("java.lang", "CharSequence");

    private Names() {}

    public static TypeName parameterized(ClassName raw, TypeName... arguments) {
        return ParameterizedTypeName.get(raw, arguments);
    }
}
