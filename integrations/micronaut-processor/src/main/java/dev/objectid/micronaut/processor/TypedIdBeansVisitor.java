package dev.objectid.micronaut.processor;

import io.micronaut.core.annotation.NonNull;
import io.micronaut.inject.ast.ClassElement;
import io.micronaut.inject.ast.PropertyElement;
import io.micronaut.inject.visitor.TypeElementVisitor;
import io.micronaut.inject.visitor.VisitorContext;
import io.micronaut.inject.writer.GeneratedFile;
import java.io.IOException;
import java.io.Writer;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;

/**
 * Writes, at compile time, a bean factory for every typed id that an entity of the compilation holds (its id, a column,
 * a foreign key): {@code BookIdMicronautFactory} beside {@code BookId}, with the typed id's conversions (text, and the
 * 12 bytes of a binary column) and, when Micronaut Serialization is on the class path, its serde. Micronaut's own
 * processor then compiles the factory into bean definitions like any other, so the application defines no bean at run
 * time and a native image needs nothing looked up by name for them.
 *
 * <p>Entities are what Micronaut Data reads ({@code @MappedEntity}, or a JPA {@code @Entity}); a typed id used
 * elsewhere only (a controller parameter) is served once an entity holds it. Micronaut finds this visitor through
 * {@code META-INF/services}; it is public only for that reason.
 */
public final class TypedIdBeansVisitor implements TypeElementVisitor<Object, Object> {

    private static final String MAPPED_ENTITY = "io.micronaut.data.annotation.MappedEntity";
    private static final String SERDE = "io.micronaut.serde.Serde";

    /** The factories written by this compilation, by class name: a typed id held by two entities gets one. */
    private final Set<String> written = new HashSet<>();

    /** Called by Micronaut's service loader. */
    public TypedIdBeansVisitor() {}

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
     * Isolating: each factory is written from one entity.
     *
     * @return {@link VisitorKind#ISOLATING}
     */
    @Override
    public @NonNull VisitorKind getVisitorKind() {
        return VisitorKind.ISOLATING;
    }

    /**
     * Writes the factories of the typed ids the entity holds, those not written yet.
     *
     * @param element the entity
     * @param context the visitor context
     */
    @Override
    public void visitClass(ClassElement element, VisitorContext context) {
        if (!element.hasStereotype(MAPPED_ENTITY)) {
            return;
        }
        boolean serde = context.getClassElement(SERDE).isPresent();
        for (PropertyElement property : element.getBeanProperties()) {
            ClassElement type = property.getType();
            if (!IdTypes.isTypedId(type)) {
                continue;
            }
            TypedIdFactorySource source = new TypedIdFactorySource(
                    type.getPackageName(), type.getCanonicalName(), type.getSimpleName(), serde);
            if (!written.add(source.qualifiedName())) {
                continue;
            }
            Optional<GeneratedFile> file =
                    context.visitGeneratedSourceFile(source.packageName(), source.className(), element);
            if (file.isEmpty()) {
                continue;
            }
            try (Writer writer = file.get().openWriter()) {
                writer.write(source.text());
            } catch (IOException e) {
                context.fail(
                        "Could not write " + source.qualifiedName() + ", the Micronaut beans of " + type.getName()
                                + ": " + e.getMessage(),
                        element);
            }
        }
    }
}
