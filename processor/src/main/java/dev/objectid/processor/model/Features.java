package dev.objectid.processor.model;

import com.palantir.javapoet.ClassName;
import javax.lang.model.util.Elements;

/**
 * What the code being compiled has on its class path, which decides what is generated: optional integrations are
 * switched on by the presence of a type, never by a dependency of the processor.
 *
 * @param generatedAnnotation {@code javax.annotation.processing.Generated} exists (release 9 and later)
 * @param jackson             jackson-annotations is present: typed ids get a {@code @JsonCreator} (their
 *                            {@code @JsonValue} is objectid-core's)
 * @param jaxb                the JAXB API ({@code jakarta.xml.bind}, which Hibernate brings) is present: typed ids get an
 *                            {@code XmlAdapter} that {@code @XmlJavaTypeAdapter} names
 * @param jsonb               the JSON-B API ({@code jakarta.json.bind}) and the JSON-P API it is written in are
 *                            present: typed ids name objectid-core's serializer and deserializer in
 *                            {@code @JsonbTypeSerializer} and {@code @JsonbTypeDeserializer} (JSON-B reads no subclass
 *                            through its supertype's)
 * @param springDataJpa       Spring Data JPA is present: {@code Specification} factories and a repository fragment
 * @param predicateSpecification Spring Data JPA 4 or later is present: {@code PredicateSpecification} factories too
 */
public record Features(
        boolean generatedAnnotation,
        boolean jackson,
        boolean jaxb,
        boolean jsonb,
        boolean springDataJpa,
        boolean predicateSpecification) {

    public static Features detect(Elements elements) {
        boolean springDataJpa = present(elements, Names.SPECIFICATION)
                && present(elements, Names.QUERY_UTILS)
                && present(elements, Names.PAGEABLE_EXECUTION_UTILS);
        return new Features(
                present(elements, Names.GENERATED),
                present(elements, Names.JSON_CREATOR),
                present(elements, Names.XML_ADAPTER) && present(elements, Names.XML_JAVA_TYPE_ADAPTER),
                present(elements, Names.JSONB_TYPE_SERIALIZER)
                        && present(elements, Names.JSONB_TYPE_DESERIALIZER)
                        && present(elements, Names.JSON_PARSER),
                springDataJpa,
                springDataJpa && present(elements, Names.PREDICATE_SPECIFICATION));
    }

    private static boolean present(Elements elements, ClassName name) {
        return elements.getTypeElement(name.canonicalName()) != null;
    }
}
