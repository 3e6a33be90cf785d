package dev.objectid.micronaut.processor;

import dev.objectid.ObjectId;
import io.micronaut.core.annotation.NonNull;
import io.micronaut.inject.ast.ClassElement;
import io.micronaut.inject.ast.PropertyElement;
import io.micronaut.inject.visitor.TypeElementVisitor;
import io.micronaut.inject.visitor.VisitorContext;
import java.util.Set;

/**
 * Tells Micronaut Data, at compile time, that every {@link ObjectId} and typed id property of an entity
 * ({@code @MappedEntity}, or a JPA {@code @Entity} that Micronaut Data reads) is stored as binary: it annotates the
 * property {@code @TypeDef(type = DataType.BYTE_ARRAY)}, which Micronaut Data's own entity visitor then reads. At run
 * time Micronaut Data JDBC binds and reads such a column through the conversions of objectid-micronaut: the 12 bytes
 * of the id, in a {@code binary(12)} or {@code bytea} column. Without it the property's data type is
 * {@code OBJECT}, which no JDBC driver can bind.
 *
 * <p>Runs on the annotation processor path next to {@code micronaut-data-processor}, before its entity visitor.
 * Micronaut finds it through {@code META-INF/services}; it is public only for that reason. It refers to Micronaut
 * Data's annotations by name, so that it loads, and does nothing, where Micronaut Data is not on the processor path.
 */
public final class ObjectIdColumnVisitor implements TypeElementVisitor<Object, Object> {

    /** Micronaut Data's {@code MappedEntityVisitor} runs at this position; a higher one runs first. */
    private static final int MAPPED_ENTITY_VISITOR_POSITION = 100;

    private static final String MAPPED_ENTITY = "io.micronaut.data.annotation.MappedEntity";
    private static final String TYPE_DEF = "io.micronaut.data.annotation.TypeDef";
    private static final String GENERATED_VALUE = "io.micronaut.data.annotation.GeneratedValue";
    private static final String JPA_ENTITY = "jakarta.persistence.Entity";
    private static final String BYTE_ARRAY = "BYTE_ARRAY";

    /** Called by Micronaut's service loader. */
    public ObjectIdColumnVisitor() {}

    /**
     * Entities only.
     *
     * @return Micronaut Data's {@code MappedEntity}, the stereotype of every entity it reads
     */
    @Override
    public @NonNull Set<String> getSupportedAnnotationNames() {
        return Set.of(MAPPED_ENTITY);
    }

    /**
     * Isolating, like Micronaut Data's entity visitor, so that both run in the same processor, this one first.
     *
     * @return {@link VisitorKind#ISOLATING}
     */
    @Override
    public @NonNull VisitorKind getVisitorKind() {
        return VisitorKind.ISOLATING;
    }

    /**
     * Before Micronaut Data's entity visitor, which reads the annotation this visitor adds.
     *
     * @return a position above that visitor's
     */
    @Override
    public int getOrder() {
        return MAPPED_ENTITY_VISITOR_POSITION + 10;
    }

    /**
     * Annotates the entity's id properties.
     *
     * @param element the entity
     * @param context the visitor context
     */
    @Override
    public void visitClass(ClassElement element, VisitorContext context) {
        if (!element.hasStereotype(MAPPED_ENTITY)) {
            return;
        }
        for (PropertyElement property : element.getBeanProperties()) {
            ClassElement type = property.getType();
            if (!IdTypes.isId(type) || property.hasStereotype(TYPE_DEF)) {
                continue;
            }
            if (property.hasStereotype(GENERATED_VALUE) && !element.hasStereotype(JPA_ENTITY)) {
                context.fail(
                        element.getName() + "." + property.getName() + " is a " + type.getSimpleName()
                                + " annotated @GeneratedValue, which asks the database for the id. objectid-micronaut sets a"
                                + " null ObjectId or typed id before the INSERT; remove @GeneratedValue.",
                        property);
                continue;
            }
            property.annotate(TYPE_DEF, builder -> builder.member("type", BYTE_ARRAY));
        }
    }
}
