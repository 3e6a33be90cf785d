package dev.objectid.micronaut.data;

import io.micronaut.core.annotation.AnnotationMetadata;
import io.micronaut.core.beans.BeanIntrospection;
import io.micronaut.core.beans.BeanProperty;

/**
 * A bean property of an entity, as it is, with {@code @MappedProperty(definition = "binary(12) not null")}, say, in
 * its annotations ({@link IdColumnAnnotations}), for the schema generator only.
 *
 * @param <B> the entity
 * @param <T> the property's type
 */
final class IdColumnProperty<B, T> implements BeanProperty<B, T> {

    private final BeanProperty<B, T> property;
    private final AnnotationMetadata annotations;

    /**
     * @param property   the property
     * @param definition its column definition
     */
    IdColumnProperty(BeanProperty<B, T> property, String definition) {
        this.property = property;
        this.annotations = new IdColumnAnnotations(property.getAnnotationMetadata(), definition);
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
