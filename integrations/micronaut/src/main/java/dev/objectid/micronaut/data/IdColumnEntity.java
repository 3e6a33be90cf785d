package dev.objectid.micronaut.data;

import dev.objectid.ObjectId;
import dev.objectid.TypedIdType;
import io.micronaut.core.beans.BeanIntrospection;
import io.micronaut.core.beans.BeanProperty;
import io.micronaut.data.annotation.Id;
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

    /**
     * @param introspection the entity
     * @param columnType    the column type of an id in the dialect
     * @param keyInColumn   whether the id column says {@code primary key} itself: on MySQL and MariaDB, where
     *                      Micronaut Data leaves the key of a binary id out (a {@code BLOB} key needs a length)
     */
    IdColumnEntity(BeanIntrospection<T> introspection, String columnType, boolean keyInColumn) {
        super(introspection, properties(introspection, columnType, keyInColumn));
        this.columnType = columnType;
    }

    /** An entity this one refers to: its id gives the type of a foreign key column, which is no key. */
    @Override
    protected RuntimePersistentEntity<T> getEntity(Class<T> type) {
        return new IdColumnEntity<>(BeanIntrospection.getIntrospection(type), columnType, false);
    }

    @SuppressWarnings("unchecked")
    private static <T> Collection<BeanProperty<T, Object>> properties(BeanIntrospection<T> introspection,
            String columnType, boolean keyInColumn) {
        long ids = introspection.getBeanProperties().stream().filter(property -> property.hasStereotype(Id.class))
                .count();
        return introspection.getBeanProperties().stream().map(property -> {
            BeanProperty<T, Object> own = (BeanProperty<T, Object>) property;
            if (!isId(own)) {
                return own;
            }
            String definition = own.isDeclaredNullable() ? columnType : columnType + " not null";
            if (keyInColumn && ids == 1 && own.hasStereotype(Id.class)) {
                definition += " primary key";
            }
            return new IdColumnProperty<>(own, definition);
        }).toList();
    }

    /** An ObjectId or typed id property without a column definition of its own. */
    private static boolean isId(BeanProperty<?, ?> property) {
        Class<?> type = property.getType();
        return (type == ObjectId.class || TypedIdType.isTypedId(type))
                && property.stringValue(MappedProperty.class, "definition").isEmpty();
    }
}
