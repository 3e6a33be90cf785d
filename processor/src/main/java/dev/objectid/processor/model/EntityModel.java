package dev.objectid.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * An entity (JPA or Micronaut Data) whose id is an ObjectId or a typed id, as the reader found it.
 *
 * @param element     the entity class, where entity-level errors are reported and the originating element of what is
 *                    generated for it
 * @param idMember    the field or getter annotated {@code @Id}, declared by the entity or inherited
 * @param entity      the entity's name
 * @param idAttribute the JPA name of the id attribute, such as {@code id}
 * @param idType      {@code dev.objectid.ObjectId} or the typed id
 * @param typedId     whether the typed id exists already, and who wrote it
 * @param ownsTypedId the entity declares the id itself, so the typed id is generated for this entity (and not for a
 *                    superclass entity)
 * @param idGenerated the id carries {@code @ObjectIdGenerated}
 * @param packageTypes the simple names of the types in the entity's package, which generated code must not take for
 *                    a type of another package of the same name ({@code String}, {@code Override}, ...)
 * @param jpa         the entity is a JPA {@code @Entity}; one that is only a Micronaut Data {@code @MappedEntity} gets
 *                    its typed id and none of the helpers, which query through JPA
 */
public record EntityModel(
        TypeElement element,
        Element idMember,
        ClassName entity,
        String idAttribute,
        ClassName idType,
        TypedIdState typedId,
        boolean ownsTypedId,
        boolean idGenerated,
        Set<String> packageTypes,
        boolean jpa) {}
