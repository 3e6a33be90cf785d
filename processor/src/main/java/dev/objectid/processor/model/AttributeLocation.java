package dev.objectid.processor.model;

import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;

/**
 * Where an {@code @ObjectIdGenerated} attribute is, by name, so that it can be found again in a later round.
 *
 * @param owner the canonical name of the class that declares it
 * @param name  its simple name
 * @param kind  field or method
 */
public record AttributeLocation(String owner, String name, ElementKind kind) {

    public static AttributeLocation of(Element attribute) {
        TypeElement owner = (TypeElement) attribute.getEnclosingElement();
        return new AttributeLocation(
                owner.getQualifiedName().toString(), attribute.getSimpleName().toString(), attribute.getKind());
    }
}
