package dev.objectid.processor;

import com.palantir.javapoet.ClassName;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.ExecutableType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Reads entities and {@code @ObjectIdGenerated} attributes into the model. It reports nothing and writes nothing:
 * deciding what is wrong is the validator's job.
 */
final class ModelReader {

    private final Elements elements;
    private final Types types;

    ModelReader(Elements elements, Types types) {
        this.elements = elements;
        this.types = types;
    }

    /**
     * Reads an {@code @Entity} class.
     *
     * @return the model, or empty when the entity's id is neither an ObjectId nor a typed id named after an entity
     *         (a {@code Long}, a composite key, a class of the user's own): such entities are none of the
     *         processor's business
     */
    Optional<EntityModel> readEntity(TypeElement entity) {
        Optional<Element> found = idMember(entity);
        if (found.isEmpty()) {
            return Optional.empty();
        }
        Element id = found.get();
        TypeMirror type = memberType(entity, id);
        ClassName entityName = ClassName.get(entity);
        String attribute = attributeName(id);
        boolean idGenerated = Annotations.has(id, Names.OBJECT_ID_GENERATED);
        if (isNamed(type, Names.OBJECT_ID)) {
            return Optional.of(new EntityModel(entity, id, entityName, attribute, TypeNames.OBJECT_ID,
                    TypedIdState.NONE, false, idGenerated));
        }
        TypeElement declarer = (TypeElement) id.getEnclosingElement();
        if (!Annotations.has(declarer, Names.ENTITY)) {
            return Optional.empty(); // typed ids belong to entities, not to mapped superclasses
        }
        ClassName typedId = GeneratedNames.typedIdOf(ClassName.get(declarer));
        boolean owns = declarer.equals(entity);
        if (type.getKind() == TypeKind.ERROR) {
            return writtenAs(type, typedId)
                    ? Optional.of(new EntityModel(entity, id, entityName, attribute, typedId, TypedIdState.MISSING,
                            owns, idGenerated))
                    : Optional.empty();
        }
        if (type.getKind() == TypeKind.DECLARED && isNamed(type, typedId.canonicalName())) {
            TypedIdState state = Provenance.isGeneratedTypedId(typeElement(type))
                    ? TypedIdState.GENERATED
                    : TypedIdState.FOREIGN;
            return Optional.of(new EntityModel(entity, id, entityName, attribute, typedId, state, owns, idGenerated));
        }
        return Optional.empty();
    }

    /** Reads a field or getter annotated {@code @ObjectIdGenerated}. */
    GeneratedAttribute readAttribute(Element element) {
        TypeMirror type = element.getKind() == ElementKind.METHOD
                ? ((ExecutableElement) element).getReturnType()
                : element.asType();
        Element owner = element.getEnclosingElement();
        String ownerName = owner instanceof TypeElement
                ? String.join(".", ClassName.get((TypeElement) owner).simpleNames())
                : owner.getSimpleName().toString();
        String display = ownerName + "." + element.getSimpleName()
                + (element.getKind() == ElementKind.METHOD ? "()" : "");
        String entityTypedId = owner instanceof TypeElement && Annotations.has(owner, Names.ENTITY)
                ? GeneratedNames.typedIdOf(ClassName.get((TypeElement) owner)).simpleName()
                : "";
        return new GeneratedAttribute(element, display, element.getModifiers().contains(Modifier.STATIC),
                classify(type), type.toString(), entityTypedId);
    }

    /**
     * Finds an attribute again in a later round, by its owner's name and its own: elements of an earlier round may
     * be stale.
     */
    Optional<GeneratedAttribute> rereadAttribute(AttributeLocation location) {
        TypeElement owner = elements.getTypeElement(location.owner());
        if (owner == null) {
            return Optional.empty();
        }
        for (Element member : owner.getEnclosedElements()) {
            if (member.getKind() == location.kind() && member.getSimpleName().contentEquals(location.name())
                    && Annotations.has(member, Names.OBJECT_ID_GENERATED)) {
                return Optional.of(readAttribute(member));
            }
        }
        return Optional.empty();
    }

    private AttributeType classify(TypeMirror type) {
        switch (type.getKind()) {
            case ARRAY:
                return ((ArrayType) type).getComponentType().getKind() == TypeKind.BYTE
                        ? AttributeType.BYTES
                        : AttributeType.UNSUPPORTED;
            case ERROR:
                return AttributeType.MISSING;
            case DECLARED:
                if (isNamed(type, "java.lang.String")) {
                    return AttributeType.STRING;
                }
                if (isNamed(type, Names.OBJECT_ID)) {
                    return AttributeType.OBJECT_ID;
                }
                return Provenance.isGeneratedTypedId(typeElement(type))
                        ? AttributeType.TYPED_ID
                        : AttributeType.UNSUPPORTED;
            default:
                return AttributeType.UNSUPPORTED;
        }
    }

    /**
     * The member annotated {@code @Id}: on the entity, or else on the nearest superclass that has one. Empty when
     * there is none, or several (a composite key).
     */
    private Optional<Element> idMember(TypeElement entity) {
        TypeElement type = entity;
        while (type != null) {
            List<Element> ids = new ArrayList<>();
            for (Element member : type.getEnclosedElements()) {
                if ((member.getKind() == ElementKind.FIELD || member.getKind() == ElementKind.METHOD)
                        && Annotations.has(member, Names.ID)) {
                    ids.add(member);
                }
            }
            if (!ids.isEmpty()) {
                return ids.size() == 1 ? Optional.of(ids.get(0)) : Optional.empty();
            }
            TypeMirror superclass = type.getSuperclass();
            type = superclass.getKind() == TypeKind.DECLARED ? typeElement(superclass) : null;
        }
        return Optional.empty();
    }

    /** The member's type as seen from the entity, so that an id inherited from a generic superclass is resolved. */
    private TypeMirror memberType(TypeElement entity, Element member) {
        TypeMirror declared = member.getKind() == ElementKind.METHOD
                ? ((ExecutableElement) member).getReturnType()
                : member.asType();
        if (declared.getKind() != TypeKind.TYPEVAR) {
            return declared;
        }
        TypeMirror resolved = types.asMemberOf((DeclaredType) entity.asType(), member);
        return resolved instanceof ExecutableType ? ((ExecutableType) resolved).getReturnType() : resolved;
    }

    /** The JPA attribute name: the field's name, or the property name of a getter ({@code getId} is {@code id}). */
    static String attributeName(Element member) {
        String name = member.getSimpleName().toString();
        if (member.getKind() != ElementKind.METHOD) {
            return name;
        }
        String property = name.startsWith("get") && name.length() > 3 ? name.substring(3)
                : name.startsWith("is") && name.length() > 2 ? name.substring(2)
                : name;
        if (property.length() > 1 && Character.isUpperCase(property.charAt(0))
                && Character.isUpperCase(property.charAt(1))) {
            return property; // java.beans rule: getURL is the property URL
        }
        return Character.toLowerCase(property.charAt(0)) + property.substring(1);
    }

    /** Whether a type that does not exist yet was written as the simple or the qualified name of {@code name}. */
    private static boolean writtenAs(TypeMirror missing, ClassName name) {
        String written = missing.toString();
        return written.equals(name.simpleName()) || written.equals(name.canonicalName());
    }

    private static boolean isNamed(TypeMirror type, String qualifiedName) {
        return type.getKind() == TypeKind.DECLARED
                && typeElement(type).getQualifiedName().contentEquals(qualifiedName);
    }

    private static TypeElement typeElement(TypeMirror type) {
        return (TypeElement) ((DeclaredType) type).asElement();
    }
}
