package dev.objectid.micronaut.data;

import io.micronaut.context.ApplicationContext;
import io.micronaut.data.event.EntityEventListener;
import io.micronaut.data.model.runtime.RuntimeEntityRegistry;
import io.micronaut.data.model.runtime.RuntimePersistentEntity;
import io.micronaut.data.model.runtime.RuntimePersistentProperty;

/**
 * The application's entity registry as the schema generator sees it: its entities are {@link IdColumnEntity}s, whose
 * id properties have the column type of one dialect. Everything else is the registry's own.
 */
final class IdColumnEntities implements RuntimeEntityRegistry {

    private final RuntimeEntityRegistry registry;
    private final String columnType;
    private final boolean keyInColumn;

    /** See {@link IdColumnEntity#IdColumnEntity(io.micronaut.core.beans.BeanIntrospection, String, boolean)}. */
    IdColumnEntities(RuntimeEntityRegistry registry, String columnType, boolean keyInColumn) {
        this.registry = registry;
        this.columnType = columnType;
        this.keyInColumn = keyInColumn;
    }

    @Override
    public <T> RuntimePersistentEntity<T> getEntity(Class<T> type) {
        return new IdColumnEntity<>(registry.getEntity(type).getIntrospection(), columnType, keyInColumn);
    }

    @Override
    public <T> RuntimePersistentEntity<T> newEntity(Class<T> type) {
        return new IdColumnEntity<>(registry.newEntity(type).getIntrospection(), columnType, keyInColumn);
    }

    @Override
    public EntityEventListener<Object> getEntityEventListener() {
        return registry.getEntityEventListener();
    }

    @Override
    public Object autoPopulateRuntimeProperty(RuntimePersistentProperty<?> property, Object previousValue) {
        return registry.autoPopulateRuntimeProperty(property, previousValue);
    }

    @Override
    public ApplicationContext getApplicationContext() {
        return registry.getApplicationContext();
    }
}
