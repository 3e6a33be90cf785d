package dev.objectid.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.Element;

/**
 * Decides what to generate and what to report, from the model alone. It remembers what earlier rounds claimed, so
 * that two entities never generate the same class, even when they are compiled in different rounds.
 */
public final class ModelValidator {

    /** Typed id name (which stands for all the names generated for an entity) to the entity that claimed it. */
    private final Map<ClassName, EntityModel> claims = new HashMap<>();
    /** Every typed id planned so far, in every round. */
    private final Set<ClassName> typedIds = new HashSet<>();
    /** Attributes whose entity has been reported already: one error per mistake. */
    private final Set<AttributeLocation> explained = new HashSet<>();
    /** Entities reported already, whose inherited attributes need no error of their own. */
    private final Set<ClassName> explainedEntities = new HashSet<>();

    public Validation validate(
            List<EntityModel> entities, List<GeneratedAttribute> attributes, List<InheritedAttribute> inherited) {
        List<TypedIdSpec> typedIdSpecs = new ArrayList<>();
        List<TimeRangeSpec> timeRanges = new ArrayList<>();
        List<Problem> problems = new ArrayList<>();
        for (EntityModel entity : entities) {
            if (!entity.jpa() && !entity.ownsTypedId()) {
                continue; // a Micronaut Data entity gets its own typed id only: nothing to generate for this one
            }
            Problem problem = check(entity);
            if (problem != null) {
                problems.add(problem);
                explained.add(AttributeLocation.of(entity.idMember()));
                explainedEntities.add(entity.entity());
                continue;
            }
            if (entity.typedId() == TypedIdState.FOREIGN) {
                continue; // the user's own id class, without @ObjectIdGenerated: not ours to touch
            }
            claims.put(GeneratedNames.typedIdOf(entity.entity()), entity);
            if (entity.ownsTypedId()) {
                typedIds.add(entity.idType());
                typedIdSpecs.add(
                        new TypedIdSpec(entity.idType(), entity.entity(), entity.element(), entity.packageTypes()));
            }
            if (entity.jpa()) {
                timeRanges.add(new TimeRangeSpec(
                        entity.entity(),
                        entity.idAttribute(),
                        entity.idType(),
                        GeneratedNames.of(entity.entity()),
                        entity.element(),
                        entity.packageTypes()));
            }
        }
        List<GeneratedAttribute> deferred = new ArrayList<>();
        for (GeneratedAttribute attribute : attributes) {
            if (attribute.type() == AttributeType.MISSING
                    && !isPlannedTypedId(attribute.typeName())
                    && !attribute.isStatic()) {
                deferred.add(attribute);
            } else {
                checkAttribute(attribute, problems);
            }
        }
        List<InheritedAttribute> deferredInherited = new ArrayList<>();
        for (InheritedAttribute attribute : inherited) {
            if (attribute.type() == AttributeType.MISSING && !isPlannedTypedId(attribute.typeName())) {
                deferredInherited.add(attribute);
            } else {
                checkInherited(attribute, problems);
            }
        }
        return new Validation(typedIdSpecs, timeRanges, problems, deferred, deferredInherited);
    }

    /** The last word on attributes whose type was missing: processing is over, so a type still missing is an error. */
    public List<Problem> validateDeferred(List<GeneratedAttribute> attributes, List<InheritedAttribute> inherited) {
        List<Problem> problems = new ArrayList<>();
        for (GeneratedAttribute attribute : attributes) {
            checkAttribute(attribute, problems);
        }
        for (InheritedAttribute attribute : inherited) {
            checkInherited(attribute, problems);
        }
        return problems;
    }

    private Problem check(EntityModel entity) {
        if (entity.typedId() == TypedIdState.FOREIGN) {
            // on the id field, or on the entity when the entity gives the id its type (extends BaseEntity<OrderId>)
            Element where = entity.idMember().getEnclosingElement().equals(entity.element())
                            || Annotations.isEntity(entity.idMember().getEnclosingElement())
                    ? entity.idMember()
                    : entity.element();
            return entity.ownsTypedId() && entity.idGenerated()
                    ? Message.typedIdCollision(where, entity.idType(), entity.entity())
                    : null;
        }
        if (entity.entity().packageName().isEmpty()) {
            return Message.unnamedPackage(entity.element(), entity.entity(), entity.ownsTypedId(), entity.jpa());
        }
        EntityModel first = claims.get(GeneratedNames.typedIdOf(entity.entity()));
        if (first != null && !first.entity().equals(entity.entity())) {
            ClassName clash = first.ownsTypedId() && entity.ownsTypedId()
                    ? GeneratedNames.typedIdOf(entity.entity())
                    : first.jpa() && entity.jpa()
                            ? GeneratedNames.of(entity.entity()).predicates()
                            : null; // one gets a typed id only, the other helpers only
            return clash == null
                    ? null
                    : Message.sameGeneratedName(entity.element(), clash, first.entity(), entity.entity());
        }
        return null;
    }

    private void checkAttribute(GeneratedAttribute attribute, List<Problem> problems) {
        if (explained.contains(AttributeLocation.of(attribute.element()))) {
            return;
        }
        if (attribute.mappedEntityId()) {
            if (attribute.type() == AttributeType.MISSING && !isPlannedTypedId(attribute.typeName())) {
                problems.add(Message.missingIdType(attribute));
            }
            return;
        }
        if (attribute.isStatic()) {
            problems.add(Message.staticAttribute(attribute));
        } else if (attribute.type() == AttributeType.UNSUPPORTED) {
            problems.add(Message.unsupportedType(attribute));
        } else if (attribute.type() == AttributeType.MISSING && !isPlannedTypedId(attribute.typeName())) {
            problems.add(Message.missingType(attribute));
        } else if (attribute.type() == AttributeType.TYPE_VARIABLE
                && Annotations.has(attribute.element().getEnclosingElement(), Names.ENTITY)) {
            problems.add(Message.typeVariableInEntity(attribute));
        }
    }

    /** An inherited attribute's mistakes are the entity's: it chooses the type. */
    private void checkInherited(InheritedAttribute attribute, List<Problem> problems) {
        if (explainedEntities.contains(ClassName.get(attribute.entity()))) {
            return;
        }
        if (attribute.raw()) {
            problems.add(Message.rawSuperclass(attribute));
        } else if (attribute.type() == AttributeType.UNSUPPORTED) {
            problems.add(Message.unsupportedInheritedType(attribute));
        } else if (attribute.type() == AttributeType.TYPE_VARIABLE) {
            problems.add(Message.typeVariableInEntity(attribute));
        } else if (attribute.type() == AttributeType.MISSING && !isPlannedTypedId(attribute.typeName())) {
            problems.add(Message.missingInheritedType(attribute));
        }
    }

    /**
     * Whether a type written as {@code name} (simple or qualified) is a typed id this compilation generates. A simple
     * name matches a typed id of any package: it may be imported.
     */
    private boolean isPlannedTypedId(String name) {
        for (ClassName typedId : typedIds) {
            if (name.equals(typedId.canonicalName()) || name.equals(typedId.simpleName())) {
                return true;
            }
        }
        return false;
    }
}
