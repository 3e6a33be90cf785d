package dev.objectid.processor;

import com.palantir.javapoet.ClassName;
import javax.lang.model.element.Element;

/**
 * A typed id to generate.
 *
 * @param name   the typed id, such as {@code com.example.OrderId}
 * @param entity the entity it identifies
 * @param origin the entity's element; writers only pass it on as the originating element
 */
record TypedIdSpec(ClassName name, ClassName entity, Element origin) {
}
