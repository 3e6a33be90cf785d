package dev.objectid.micronaut.data;

import dev.objectid.ObjectId;
import dev.objectid.TypedIdType;
import io.micronaut.core.beans.BeanIntrospection;
import io.micronaut.core.beans.BeanProperty;
import io.micronaut.data.annotation.MappedProperty;
import io.micronaut.data.model.runtime.RuntimePersistentEntity;
import java.util.Collection;

/**
 * An entity whose {@code ObjectId} and typed id properties say their column type in
 * {@code @MappedProperty(definition)}, for the schema generator; so do the entities it refers to, whose ids its
 * foreign keys take the type of.
 *
 * @param <T> the entity
 */
final class IdColumnEntity<T> extends RuntimePersistentEntity<T> {

    private final String columnType;

    IdColumnEntity(BeanIntrospection<T> introspection, String columnType) {
        super(introspection, properties(introspection, columnType));
        this.columnType = columnType;
    }

    @Override
    protected RuntimePersistentEntity<T> getEntity(Class<T> type) {
        return new IdColumnEntity<>(BeanIntrospection.getIntrospection(type), columnType);
    }

    @SuppressWarnings("unchecked")
    private static <T> Collection<BeanProperty<T, Object>> properties(BeanIntrospection<T> introspection,
            String columnType) {
        return introspection.getBeanProperties().stream().map(property -> {
            BeanProperty<T, Object> own = (BeanProperty<T, Object>) property;
            return isId(own) ? new IdColumnProperty<>(own, columnType) : own;
        }).toList();
    }

    /** An ObjectId or typed id property without a column definition of its own. */
    private static boolean isId(BeanProperty<?, ?> property) {
        Class<?> type = property.getType();
        return (type == ObjectId.class || TypedIdType.isTypedId(type))
                && property.stringValue(MappedProperty.class, "definition").isEmpty();
    }
}
