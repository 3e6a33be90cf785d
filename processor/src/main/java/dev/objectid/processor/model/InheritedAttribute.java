package dev.objectid.processor.model;

import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * An {@code @ObjectIdGenerated} attribute declared with a type variable in a superclass ({@code ID id} in
 * {@code BaseEntity<ID>}), as an entity that inherits it sees it ({@code OwnerId} in
 * {@code Owner extends BaseEntity<OwnerId>}). Mistakes are reported on the entity, which chooses the type.
 *
 * @param entity        the entity, where errors are reported
 * @param member        the field or getter in the superclass
 * @param display       how messages name it: {@code BaseEntity.id}
 * @param declaredAs    the type variable it is declared with, such as {@code ID}
 * @param type          what the entity's type is to the generator
 * @param typeName      the entity's type as written, for messages and for matching a missing type
 * @param raw           the entity extends a superclass as a raw type, so the attribute has no type of its own
 * @param superclass    the simple name of the entity's direct superclass, for the example in messages
 * @param entityTypedId the simple name of the entity's typed id, for the hint in messages
 */
public record InheritedAttribute(
        TypeElement entity,
        Element member,
        String display,
        String declaredAs,
        AttributeType type,
        String typeName,
        boolean raw,
        String superclass,
        String entityTypedId) {

    public Location location() {
        return new Location(entity.getQualifiedName().toString(), AttributeLocation.of(member));
    }

    /**
     * Where an inherited attribute is, by name, so that it can be read again in a later round.
     *
     * @param entity the canonical name of the entity
     * @param member where the attribute is declared
     */
    public record Location(String entity, AttributeLocation member) {}
}
