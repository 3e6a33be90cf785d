package dev.objectid.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.Set;
import javax.lang.model.element.Element;

/**
 * The time-range helpers to generate for one entity.
 *
 * @param entity      the entity
 * @param idAttribute the JPA name of its id attribute
 * @param idType      the id's Java type: {@code dev.objectid.ObjectId} or a typed id
 * @param names       the names of the generated classes
 * @param origin      the entity's element; writers only pass it on as the originating element
 * @param packageTypes the simple names of the types in the package, which the code must name qualified elsewhere
 */
public record TimeRangeSpec(
        ClassName entity,
        String idAttribute,
        ClassName idType,
        GeneratedNames names,
        Element origin,
        Set<String> packageTypes) {}
