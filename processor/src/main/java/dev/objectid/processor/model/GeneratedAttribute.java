package dev.objectid.processor.model;

import javax.lang.model.element.Element;

/**
 * A field or getter annotated {@code @ObjectIdGenerated}, or the id of a Micronaut Data entity declared with a type
 * that does not exist yet, whose value objectid-micronaut generates, as the reader found it.
 *
 * @param element      where errors are reported
 * @param display      how messages name it: {@code Order.id} or {@code Order.getId()}
 * @param isStatic     whether it is static, which Hibernate cannot generate
 * @param type         what its type is to the generator
 * @param typeName     its type as written, for messages and for matching a {@link AttributeType#MISSING} type
 * @param entityTypedId when the attribute belongs to an entity, the simple name of that entity's typed id (for the
 *                     hint in messages); otherwise empty
 * @param mappedEntityId it is the {@code @Id} of a Micronaut Data {@code @MappedEntity}, of which only a type that
 *                     stays missing is a mistake: any other type is the application's own business
 */
public record GeneratedAttribute(
        Element element,
        String display,
        boolean isStatic,
        AttributeType type,
        String typeName,
        String entityTypedId,
        boolean mappedEntityId) {}
