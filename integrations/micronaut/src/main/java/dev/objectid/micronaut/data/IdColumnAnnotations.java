package dev.objectid.micronaut.data;

import io.micronaut.core.annotation.AnnotationMetadata;
import io.micronaut.core.annotation.AnnotationMetadataDelegate;
import io.micronaut.data.annotation.MappedProperty;
import java.lang.annotation.Annotation;
import java.util.Optional;

/**
 * The annotations of an id property as the schema generator reads them: the property's own, with
 * {@code @MappedProperty(definition)} naming the column type. Only that member differs; every other question goes to
 * the property's own annotations.
 */
final class IdColumnAnnotations implements AnnotationMetadataDelegate {

    private static final String MAPPED_PROPERTY = MappedProperty.class.getName();

    private final AnnotationMetadata own;
    private final String definition;

    IdColumnAnnotations(AnnotationMetadata own, String definition) {
        this.own = own;
        this.definition = definition;
    }

    @Override
    public AnnotationMetadata getAnnotationMetadata() {
        return own;
    }

    @Override
    public Optional<String> stringValue(Class<? extends Annotation> annotation, String member) {
        return stringValue(annotation.getName(), member);
    }

    @Override
    public Optional<String> stringValue(String annotation, String member) {
        return isDefinition(annotation, member) ? Optional.of(definition) : own.stringValue(annotation, member);
    }

    private static boolean isDefinition(String annotation, String member) {
        return annotation.equals(MAPPED_PROPERTY) && member.equals("definition");
    }
}
