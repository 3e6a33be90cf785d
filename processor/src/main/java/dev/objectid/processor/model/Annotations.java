package dev.objectid.processor.model;

import com.palantir.javapoet.ClassName;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/** Annotation look-ups by qualified name, so that the processor needs none of the annotations on its class path. */
public final class Annotations {

    private Annotations() {}

    public static boolean has(Element element, ClassName annotation) {
        return has(element, annotation.canonicalName());
    }

    /** Whether {@code type} is an entity: a JPA {@code @Entity} or a Micronaut Data {@code @MappedEntity}. */
    public static boolean isEntity(Element type) {
        return has(type, Names.ENTITY) || has(type, Names.MAPPED_ENTITY);
    }

    /**
     * Whether {@code member} is the id of an entity of {@code entity}'s kind: JPA's {@code @Id}, which Micronaut Data
     * reads as well, or, for a {@code @MappedEntity}, Micronaut Data's own {@code @Id}.
     */
    public static boolean isId(Element member, TypeElement entity) {
        return has(member, Names.ID) || has(member, Names.MICRONAUT_ID) && has(entity, Names.MAPPED_ENTITY);
    }

    public static boolean has(Element element, String annotation) {
        for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
            if (((TypeElement) mirror.getAnnotationType().asElement())
                    .getQualifiedName()
                    .contentEquals(annotation)) {
                return true;
            }
        }
        return false;
    }
}
