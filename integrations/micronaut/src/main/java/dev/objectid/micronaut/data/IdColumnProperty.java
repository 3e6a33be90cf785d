package dev.objectid.micronaut.data;

import io.micronaut.core.annotation.AnnotationMetadata;
import io.micronaut.core.beans.BeanIntrospection;
import io.micronaut.core.beans.BeanProperty;
import io.micronaut.data.annotation.MappedProperty;
import io.micronaut.inject.annotation.AnnotationMetadataHierarchy;
import io.micronaut.inject.annotation.MutableAnnotationMetadata;
import java.util.Map;

/**
 * A bean property of an entity, as it is, with {@code @MappedProperty(definition = "<column type>")} added to its
 * annotations: {@code binary(12) not null}, say, {@code not null} unless the property is nullable.
 *
 * @param <B> the entity
 * @param <T> the property's type
 */
final class IdColumnProperty<B, T> implements BeanProperty<B, T> {

    private final BeanProperty<B, T> property;
    private final AnnotationMetadata annotations;

    IdColumnProperty(BeanProperty<B, T> property, String columnType) {
        this.property = property;
        MutableAnnotationMetadata definition = new MutableAnnotationMetadata();
        definition.addDeclaredAnnotation(MappedProperty.class.getName(),
                Map.of("definition", property.isNullable() ? columnType : columnType + " not null"));
        this.annotations = new AnnotationMetadataHierarchy(property.getAnnotationMetadata(), definition);
    }

    @Override
    public AnnotationMetadata getAnnotationMetadata() {
        return annotations;
    }

    @Override
    public BeanIntrospection<B> getDeclaringBean() {
        return property.getDeclaringBean();
    }

    @Override
    public String getName() {
        return property.getName();
    }

    @Override
    public Class<T> getType() {
        return property.getType();
    }

    @Override
    public T get(B bean) {
        return property.get(bean);
    }

    @Override
    public void set(B bean, T value) {
        property.set(bean, value);
    }

    @Override
    public B withValue(B bean, T value) {
        return property.withValue(bean, value);
    }

    @Override
    public boolean isReadOnly() {
        return property.isReadOnly();
    }

    @Override
    public boolean isWriteOnly() {
        return property.isWriteOnly();
    }

    @Override
    public boolean hasSetterOrConstructorArgument() {
        return property.hasSetterOrConstructorArgument();
    }
}
