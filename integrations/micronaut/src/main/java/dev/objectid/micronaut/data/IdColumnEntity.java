package dev.objectid.micronaut.data;

import dev.objectid.ObjectId;
import dev.objectid.TypedIdType;
import io.micronaut.core.beans.BeanIntrospection;
import io.micronaut.core.beans.BeanProperty;
import io.micronaut.data.annotation.Id;
import io.micronaut.data.annotation.MappedProperty;
import io.micronaut.data.annotation.Relation;
import io.micronaut.data.model.runtime.RuntimePersistentEntity;
import java.util.Collection;
import java.util.List;

/**
 * An entity whose {@code ObjectId} and typed id properties say their column type in
 * {@code @MappedProperty(definition)}, for the schema generator; so do the entities it refers to, whose ids its
 * foreign keys take the type of.
 *
 * <p>A column is {@code not null} unless its property is {@code @Nullable}, as Micronaut Data makes it. The id of an
 * entity is a key, which is never null, whatever its property says (an id is null until the entity is saved). A
 * foreign key column is {@code not null} when every relation of this entity to the entity it refers to is required
 * (not {@code @Nullable}).
 *
 * @param <T> the entity
 */
final class IdColumnEntity<T> extends RuntimePersistentEntity<T> {

    private final BeanIntrospection<T> introspection;
    private final String columnType;

    /**
     * The entity, as the schema generator creates its table.
     *
     * @param introspection the entity
     * @param columnType    the column type of an id in the dialect
     * @param keyInColumn   whether the id column says {@code primary key} itself: on MySQL and MariaDB, where
     *                      Micronaut Data leaves the key of a binary id out (a {@code BLOB} key needs a length)
     */
    IdColumnEntity(BeanIntrospection<T> introspection, String columnType, boolean keyInColumn) {
        this(introspection, columnType, properties(introspection, columnType, keyInColumn, null));
    }

    private IdColumnEntity(
            BeanIntrospection<T> introspection, String columnType, Collection<BeanProperty<T, Object>> properties) {
        super(introspection, properties);
        this.introspection = introspection;
        this.columnType = columnType;
    }

    /** An entity this one refers to: its id gives the type of a foreign key column, which is no key. */
    @Override
    protected RuntimePersistentEntity<T> getEntity(Class<T> type) {
        List<BeanProperty<T, Object>> relations = introspection.getBeanProperties().stream()
                .filter(property -> property.hasAnnotation(Relation.class) && refersTo(property, type))
                .toList();
        boolean required = !relations.isEmpty() && relations.stream().noneMatch(BeanProperty::isDeclaredNullable);
        BeanIntrospection<T> referenced = BeanIntrospection.getIntrospection(type);
        return new IdColumnEntity<>(referenced, columnType, properties(referenced, columnType, false, required));
    }

    /** Whether a relation refers to {@code type}: its type, or the type of the elements of its collection. */
    private static boolean refersTo(BeanProperty<?, ?> relation, Class<?> type) {
        return relation.getType() == type
                || relation.asArgument()
                        .getFirstTypeVariable()
                        .filter(element -> element.getType() == type)
                        .isPresent();
    }

    /**
     * @param referencedAsRequired {@code null} for the entity itself; for an entity referred to, whether the foreign
     *                             key to it is required
     */
    @SuppressWarnings("unchecked")
    private static <T> Collection<BeanProperty<T, Object>> properties(
            BeanIntrospection<T> introspection, String columnType, boolean keyInColumn, Boolean referencedAsRequired) {
        long ids = introspection.getBeanProperties().stream()
                .filter(property -> property.hasStereotype(Id.class))
                .count();
        return introspection.getBeanProperties().stream()
                .map(property -> {
                    BeanProperty<T, Object> own = (BeanProperty<T, Object>) property;
                    if (!isId(own)) {
                        return own;
                    }
                    boolean id = own.hasStereotype(Id.class);
                    boolean required =
                            referencedAsRequired != null && id ? referencedAsRequired : id || !own.isDeclaredNullable();
                    String definition = required ? columnType + " not null" : columnType;
                    if (keyInColumn && ids == 1 && id) {
                        definition += " primary key";
                    }
                    return new IdColumnProperty<>(own, definition);
                })
                .toList();
    }

    /** An ObjectId or typed id property without a column definition of its own. */
    private static boolean isId(BeanProperty<?, ?> property) {
        Class<?> type = property.getType();
        return (type == ObjectId.class || TypedIdType.isTypedId(type))
                && property.stringValue(MappedProperty.class, "definition").isEmpty();
    }
}
