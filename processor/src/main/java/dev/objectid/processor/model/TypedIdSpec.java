package dev.objectid.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.Set;
import javax.lang.model.element.Element;

/**
 * A typed id to generate.
 *
 * @param name   the typed id, such as {@code com.example.OrderId}
 * @param entity the entity it identifies
 * @param origin the entity's element; writers only pass it on as the originating element
 * @param packageTypes the simple names of the types in the package, which the code must name qualified elsewhere
 */
public record TypedIdSpec(ClassName name, ClassName entity, Element origin, Set<String> packageTypes) {}
