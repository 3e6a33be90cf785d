package dev.objectid.processor;

import com.palantir.javapoet.ClassName;
import javax.lang.model.element.Element;

/**
 * The time-range helpers to generate for one entity.
 *
 * @param entity      the entity
 * @param idAttribute the JPA name of its id attribute
 * @param idType      the id's Java type: {@code dev.objectid.ObjectId} or a typed id
 * @param names       the names of the generated classes
 * @param origin      the entity's element; writers only pass it on as the originating element
 */
record TimeRangeSpec(ClassName entity, String idAttribute, ClassName idType, GeneratedNames names, Element origin) {
}
