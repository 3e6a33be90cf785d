package dev.objectid.processor;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;

/**
 * The types generated code refers to, named without loading them: none of them is on the processor's class path.
 */
final class TypeNames {

    static final ClassName OBJECT_ID = ClassName.get("dev.objectid", "ObjectId");

    static final ClassName GENERATED = ClassName.get("javax.annotation.processing", "Generated");
    static final ClassName JSON_VALUE = ClassName.get("com.fasterxml.jackson.annotation", "JsonValue");
    static final ClassName JSON_CREATOR = ClassName.get("com.fasterxml.jackson.annotation", "JsonCreator");
    static final ClassName XML_ADAPTER = ClassName.get("jakarta.xml.bind.annotation.adapters", "XmlAdapter");
    static final ClassName XML_JAVA_TYPE_ADAPTER =
            ClassName.get("jakarta.xml.bind.annotation.adapters", "XmlJavaTypeAdapter");

    static final ClassName INSTANT = ClassName.get("java.time", "Instant");
    static final ClassName OBJECTS = ClassName.get("java.util", "Objects");
    static final ClassName LIST = ClassName.get("java.util", "List");
    static final ClassName ARRAY_LIST = ClassName.get("java.util", "ArrayList");
    static final ClassName SERIALIZABLE = ClassName.get("java.io", "Serializable");
    static final ClassName OBJECT_INPUT_STREAM = ClassName.get("java.io", "ObjectInputStream");
    static final ClassName IO_EXCEPTION = ClassName.get("java.io", "IOException");
    static final ClassName INVALID_OBJECT_EXCEPTION = ClassName.get("java.io", "InvalidObjectException");
    static final ClassName COMPARABLE = ClassName.get("java.lang", "Comparable");
    static final ClassName OVERRIDE = ClassName.get("java.lang", "Override");

    static final ClassName ENTITY_MANAGER = ClassName.get("jakarta.persistence", "EntityManager");
    static final ClassName TYPED_QUERY = ClassName.get("jakarta.persistence", "TypedQuery");
    static final ClassName CRITERIA_BUILDER = ClassName.get("jakarta.persistence.criteria", "CriteriaBuilder");
    static final ClassName CRITERIA_QUERY = ClassName.get("jakarta.persistence.criteria", "CriteriaQuery");
    static final ClassName CRITERIA_ORDER = ClassName.get("jakarta.persistence.criteria", "Order");
    static final ClassName PATH = ClassName.get("jakarta.persistence.criteria", "Path");
    static final ClassName PREDICATE = ClassName.get("jakarta.persistence.criteria", "Predicate");
    static final ClassName ROOT = ClassName.get("jakarta.persistence.criteria", "Root");

    static final ClassName SPECIFICATION = ClassName.get("org.springframework.data.jpa.domain", "Specification");
    static final ClassName PREDICATE_SPECIFICATION =
            ClassName.get("org.springframework.data.jpa.domain", "PredicateSpecification");
    static final ClassName QUERY_UTILS = ClassName.get("org.springframework.data.jpa.repository.query", "QueryUtils");
    static final ClassName PAGE = ClassName.get("org.springframework.data.domain", "Page");
    static final ClassName PAGEABLE = ClassName.get("org.springframework.data.domain", "Pageable");
    static final ClassName SORT = ClassName.get("org.springframework.data.domain", "Sort");
    static final ClassName PAGEABLE_EXECUTION_UTILS =
            ClassName.get("org.springframework.data.support", "PageableExecutionUtils");

    private TypeNames() {
    }

    static TypeName parameterized(ClassName raw, TypeName... arguments) {
        return ParameterizedTypeName.get(raw, arguments);
    }
}
