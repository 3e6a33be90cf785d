package dev.objectid.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.ExecutableType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Reads entities and {@code @ObjectIdGenerated} attributes into the model. It reports nothing and writes nothing:
 * deciding what is wrong is the validator's job.
 */
public final class ModelReader {

    private final Elements elements;
    private final Types types;

    public ModelReader(Elements elements, Types types) {
        this.elements = elements;
        this.types = types;
    }

    /**
     * Reads an entity: a JPA {@code @Entity} class, or a Micronaut Data {@code @MappedEntity} class or record.
     *
     * @return the model, or empty when the entity's id is neither an ObjectId nor a typed id named after an entity
     *         (a {@code Long}, a composite key, a class of the user's own): such entities are none of the
     *         processor's business
     */
    public Optional<EntityModel> readEntity(TypeElement entity) {
        Optional<Element> found = idMember(entity);
        if (found.isEmpty()) {
            return Optional.empty();
        }
        Element id = found.get();
        TypeMirror type = memberType(entity, id);
        ClassName entityName = ClassName.get(entity);
        String attribute = attributeName(id);
        boolean idGenerated = Annotations.has(id, Names.OBJECT_ID_GENERATED);
        boolean jpa = Annotations.has(entity, Names.ENTITY);
        if (isNamed(type, Names.OBJECT_ID.canonicalName())) {
            return Optional.of(new EntityModel(
                    entity,
                    id,
                    entityName,
                    attribute,
                    Names.OBJECT_ID,
                    TypedIdState.NONE,
                    false,
                    idGenerated,
                    packageTypes(entity),
                    jpa));
        }
        TypeElement owner = typedIdOwner(entity, id);
        if (owner == null) {
            return Optional.empty(); // a typed id named in a mapped superclass belongs to no entity
        }
        ClassName typedId = GeneratedNames.typedIdOf(ClassName.get(owner));
        boolean owns = owner.equals(entity);
        if (type.getKind() == TypeKind.ERROR) {
            return writtenAs(type, typedId)
                    ? Optional.of(new EntityModel(
                            entity,
                            id,
                            entityName,
                            attribute,
                            typedId,
                            TypedIdState.MISSING,
                            owns,
                            idGenerated,
                            packageTypes(entity),
                            jpa))
                    : Optional.empty();
        }
        if (type.getKind() == TypeKind.DECLARED && isNamed(type, typedId.canonicalName())) {
            TypedIdState state =
                    Provenance.isGeneratedTypedId(typeElement(type)) ? TypedIdState.GENERATED : TypedIdState.FOREIGN;
            return Optional.of(new EntityModel(
                    entity, id, entityName, attribute, typedId, state, owns, idGenerated, packageTypes(entity), jpa));
        }
        return Optional.empty();
    }

    /**
     * Reads the id of a Micronaut Data entity that is no JPA entity when the entity declares it with a type that does
     * not exist (yet): objectid-micronaut gives such an id its value, as {@code @ObjectIdGenerated} does for
     * Hibernate, so a type that stays missing is checked like the type of an {@code @ObjectIdGenerated} attribute.
     *
     * @return empty for a JPA entity (also when it is a {@code @MappedEntity}), an id of a type that exists, an id
     *         declared in a superclass, and an id that carries {@code @ObjectIdGenerated} (read as such)
     */
    public Optional<GeneratedAttribute> readMappedEntityId(TypeElement entity) {
        if (!isMappedEntityOnly(entity)) {
            return Optional.empty();
        }
        return idMember(entity)
                .filter(id -> id.getEnclosingElement().equals(entity)
                        && !Annotations.has(id, Names.OBJECT_ID_GENERATED)
                        && declaredType(id).getKind() == TypeKind.ERROR)
                .map(id -> mappedEntityId(entity, id));
    }

    private static boolean isMappedEntityOnly(TypeElement type) {
        return Annotations.has(type, Names.MAPPED_ENTITY) && !Annotations.has(type, Names.ENTITY);
    }

    private GeneratedAttribute mappedEntityId(TypeElement entity, Element id) {
        TypeMirror type = declaredType(id);
        return new GeneratedAttribute(
                id,
                display(entity, id),
                false,
                classify(type),
                type.toString(),
                GeneratedNames.typedIdOf(ClassName.get(entity)).simpleName(),
                true);
    }

    /**
     * Reads the {@code @ObjectIdGenerated} attributes that {@code entity} inherits from superclasses which declare
     * them with a type variable ({@code ID id} in {@code BaseEntity<ID>}), with the type the entity gives them. An
     * attribute is read for the topmost entity of a hierarchy only: the entities below inherit the same type.
     */
    public List<InheritedAttribute> readInheritedAttributes(TypeElement entity) {
        List<InheritedAttribute> attributes = new ArrayList<>();
        boolean raw = false;
        TypeElement type = entity;
        while (true) {
            TypeMirror superclass = type.getSuperclass();
            if (superclass.getKind() != TypeKind.DECLARED) {
                return attributes;
            }
            DeclaredType declared = (DeclaredType) superclass;
            type = typeElement(declared);
            if (Annotations.has(type, Names.ENTITY)) {
                return attributes; // that entity reads what it inherits; this one inherits the same
            }
            raw |= declared.getTypeArguments().isEmpty()
                    && !type.getTypeParameters().isEmpty();
            for (Element member : type.getEnclosedElements()) {
                if ((member.getKind() == ElementKind.FIELD || member.getKind() == ElementKind.METHOD)
                        && Annotations.has(member, Names.OBJECT_ID_GENERATED)
                        && declaredType(member).getKind() == TypeKind.TYPEVAR) {
                    attributes.add(inherited(entity, member, raw));
                }
            }
        }
    }

    /** Reads an inherited attribute again in a later round, from names: elements of an earlier round may be stale. */
    public Optional<InheritedAttribute> rereadInheritedAttribute(InheritedAttribute.Location location) {
        TypeElement entity = elements.getTypeElement(location.entity());
        if (entity == null) {
            return Optional.empty();
        }
        for (InheritedAttribute attribute : readInheritedAttributes(entity)) {
            if (AttributeLocation.of(attribute.member()).equals(location.member())) {
                return Optional.of(attribute);
            }
        }
        return Optional.empty();
    }

    private InheritedAttribute inherited(TypeElement entity, Element member, boolean raw) {
        TypeMirror type = memberType(entity, member);
        TypeElement declarer = (TypeElement) member.getEnclosingElement();
        String display = String.join(".", ClassName.get(declarer).simpleNames()) + "." + member.getSimpleName()
                + (member.getKind() == ElementKind.METHOD ? "()" : "");
        TypeMirror superclass = entity.getSuperclass();
        String extended = superclass.getKind() == TypeKind.DECLARED
                ? typeElement(superclass).getSimpleName().toString()
                : declarer.getSimpleName().toString();
        return new InheritedAttribute(
                entity,
                member,
                display,
                declaredType(member).toString(),
                raw ? AttributeType.UNSUPPORTED : classify(type),
                type.toString(),
                raw,
                extended,
                GeneratedNames.typedIdOf(ClassName.get(entity)).simpleName());
    }

    /**
     * Whether a typed id that an earlier build listed is still one: the class exists and carries the processor's
     * marker, and the entity it is named after exists and still declares its id with it. An incremental build
     * compiles some entities only; the typed ids of the others stay listed as long as this holds.
     */
    public boolean isStillGenerated(String typedId) {
        TypeElement type = elements.getTypeElement(typedId);
        if (type == null || !Provenance.isGeneratedTypedId(type)) {
            return false;
        }
        ClassName name = ClassName.get(type);
        String entityName = name.simpleName().substring(0, name.simpleName().length() - 2);
        PackageElement inPackage = elements.getPackageElement(name.packageName());
        for (TypeElement entity : entitiesNamed(inPackage.getEnclosedElements(), entityName)) {
            Optional<EntityModel> model = readEntity(entity);
            if (model.isPresent()
                    && model.get().ownsTypedId()
                    && model.get().idType().equals(name)) {
                return true;
            }
        }
        return false;
    }

    /** The simple names of the top-level types in the package of {@code type}, sources and class files alike. */
    private Set<String> packageTypes(TypeElement type) {
        Set<String> names = new TreeSet<>();
        for (Element member : elements.getPackageOf(type).getEnclosedElements()) {
            names.add(member.getSimpleName().toString());
        }
        return Collections.unmodifiableSet(names);
    }

    /** The entities of this name among {@code members} and the classes nested in them. */
    private static List<TypeElement> entitiesNamed(List<? extends Element> members, String simpleName) {
        List<TypeElement> found = new ArrayList<>();
        for (TypeElement type : ElementFilter.typesIn(members)) {
            if (type.getSimpleName().contentEquals(simpleName) && Annotations.isEntity(type)) {
                found.add(type);
            }
            found.addAll(entitiesNamed(type.getEnclosedElements(), simpleName));
        }
        return found;
    }

    /** Reads a field or getter annotated {@code @ObjectIdGenerated}. */
    public GeneratedAttribute readAttribute(Element element) {
        TypeMirror type = declaredType(element);
        Element owner = element.getEnclosingElement();
        String entityTypedId = owner instanceof TypeElement && Annotations.has(owner, Names.ENTITY)
                ? GeneratedNames.typedIdOf(ClassName.get((TypeElement) owner)).simpleName()
                : "";
        return new GeneratedAttribute(
                element,
                display(owner, element),
                element.getModifiers().contains(Modifier.STATIC),
                classify(type),
                type.toString(),
                entityTypedId,
                false);
    }

    /** How messages name a member: {@code Order.id}, {@code Order.getId()}, {@code Shop.Order.id}. */
    private static String display(Element owner, Element member) {
        String ownerName = owner instanceof TypeElement
                ? String.join(".", ClassName.get((TypeElement) owner).simpleNames())
                : owner.getSimpleName().toString();
        return ownerName + "." + member.getSimpleName() + (member.getKind() == ElementKind.METHOD ? "()" : "");
    }

    /**
     * Finds an attribute again in a later round, by its owner's name and its own: elements of an earlier round may
     * be stale.
     */
    public Optional<GeneratedAttribute> rereadAttribute(AttributeLocation location) {
        TypeElement owner = elements.getTypeElement(location.owner());
        if (owner == null) {
            return Optional.empty();
        }
        for (Element member : owner.getEnclosedElements()) {
            if (member.getKind() == location.kind() && member.getSimpleName().contentEquals(location.name())) {
                if (Annotations.has(member, Names.OBJECT_ID_GENERATED)) {
                    return Optional.of(readAttribute(member));
                }
                if (isMappedEntityOnly(owner) && Annotations.isId(member, owner)) {
                    return Optional.of(mappedEntityId(owner, member));
                }
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
            case TYPEVAR:
                return AttributeType.TYPE_VARIABLE;
            case DECLARED:
                if (isNamed(type, "java.lang.String")) {
                    return AttributeType.STRING;
                }
                if (isNamed(type, Names.OBJECT_ID.canonicalName())) {
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
     * there is none, or several (a composite key). In a record, the annotation of a component is on its field and on
     * its accessor: the field counts.
     */
    private Optional<Element> idMember(TypeElement entity) {
        TypeElement type = entity;
        while (type != null) {
            Set<Element> accessors = new HashSet<>();
            for (RecordComponentElement component : ElementFilter.recordComponentsIn(type.getEnclosedElements())) {
                accessors.add(component.getAccessor());
            }
            List<Element> ids = new ArrayList<>();
            for (Element member : type.getEnclosedElements()) {
                if ((member.getKind() == ElementKind.FIELD || member.getKind() == ElementKind.METHOD)
                        && !accessors.contains(member)
                        && Annotations.isId(member, entity)) {
                    ids.add(member);
                }
            }
            if (!ids.isEmpty()) {
                return ids.size() == 1 ? Optional.of(ids.get(0)) : Optional.empty();
            }
            type = superclassOf(type);
        }
        return Optional.empty();
    }

    /**
     * The entity whose typed id an id is: the entity that declares it, or, for an id declared with a type variable in
     * a mapped superclass ({@code ID id} in {@code BaseEntity<ID>}), the topmost entity below that superclass, which
     * gives the type ({@code Owner extends BaseEntity<OwnerId>}). Null for an id of a concrete type declared in a
     * mapped superclass: that type belongs to no entity.
     */
    private TypeElement typedIdOwner(TypeElement entity, Element id) {
        TypeElement declarer = (TypeElement) id.getEnclosingElement();
        if (Annotations.isEntity(declarer)) {
            return declarer;
        }
        if (declaredType(id).getKind() != TypeKind.TYPEVAR) {
            return null;
        }
        TypeElement owner = entity;
        for (TypeElement type = entity; type != null && !type.equals(declarer); type = superclassOf(type)) {
            if (Annotations.isEntity(type)) {
                owner = type;
            }
        }
        return owner;
    }

    private static TypeElement superclassOf(TypeElement type) {
        TypeMirror superclass = type.getSuperclass();
        return superclass.getKind() == TypeKind.DECLARED ? typeElement(superclass) : null;
    }

    /** The type a field or a getter is declared with. */
    private static TypeMirror declaredType(Element member) {
        return member.getKind() == ElementKind.METHOD ? ((ExecutableElement) member).getReturnType() : member.asType();
    }

    /** The member's type as seen from the entity, so that an id inherited from a generic superclass is resolved. */
    private TypeMirror memberType(TypeElement entity, Element member) {
        TypeMirror declared = declaredType(member);
        if (declared.getKind() != TypeKind.TYPEVAR) {
            return declared;
        }
        TypeMirror resolved = types.asMemberOf((DeclaredType) entity.asType(), member);
        return resolved instanceof ExecutableType ? ((ExecutableType) resolved).getReturnType() : resolved;
    }

    /** The JPA attribute name: the field's name, or the property name of a getter ({@code getId} is {@code id}). */
    public static String attributeName(Element member) {
        String name = member.getSimpleName().toString();
        if (member.getKind() != ElementKind.METHOD) {
            return name;
        }
        String property = name.startsWith("get") && name.length() > 3
                ? name.substring(3)
                : name.startsWith("is") && name.length() > 2 ? name.substring(2) : name;
        if (property.length() > 1
                && Character.isUpperCase(property.charAt(0))
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
