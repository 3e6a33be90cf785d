package dev.objectid.micronaut.data;

import dev.objectid.ObjectId;
import dev.objectid.TypedIdType;
import io.micronaut.context.annotation.Requires;
import io.micronaut.core.beans.BeanProperty;
import io.micronaut.data.annotation.event.PrePersist;
import io.micronaut.data.event.EntityEventContext;
import io.micronaut.data.event.EntityEventListener;
import io.micronaut.data.model.runtime.RuntimePersistentEntity;
import io.micronaut.data.model.runtime.RuntimePersistentProperty;
import jakarta.inject.Singleton;
import java.lang.annotation.Annotation;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * Gives a new entity its id before Micronaut Data inserts it: when the entity's id is an {@link ObjectId} or a typed
 * id and is {@code null}, it is set to a newly generated one, in Java, so that the {@code INSERT} carries it and batch
 * inserts keep working. Immutable entities get a copy, as Micronaut Data makes for any property an event sets. An id
 * already set is kept: the application chose it.
 *
 * <p>Micronaut Data JDBC calls it for every entity; under Micronaut Data JPA, Hibernate has given the id its value
 * (through {@code @ObjectIdGenerated}) before this listener runs, so it does nothing there.
 */
@Singleton
@Requires(classes = EntityEventListener.class)
final class ObjectIdGeneratingListener implements EntityEventListener<Object> {

    /** Entities of a type whose id this listener does not generate. */
    private static final Supplier<Object> NONE = () -> null;

    /** Entity class to the generator of its id, {@link #NONE} if it has none; decided once per class. */
    private final Map<Class<?>, Supplier<Object>> generators = new ConcurrentHashMap<>();

    @Override
    public boolean supports(RuntimePersistentEntity<Object> entity, Class<? extends Annotation> eventType) {
        return eventType == PrePersist.class && generator(entity) != NONE;
    }

    @Override
    public boolean prePersist(EntityEventContext<Object> context) {
        RuntimePersistentEntity<Object> entity = context.getPersistentEntity();
        Supplier<Object> generator = generator(entity);
        if (generator == NONE) {
            return true;
        }
        BeanProperty<Object, Object> id = entity.getIdentity().getProperty();
        if (id.get(context.getEntity()) == null) {
            context.setProperty(id, generator.get());
        }
        return true;
    }

    private Supplier<Object> generator(RuntimePersistentEntity<Object> entity) {
        return generators.computeIfAbsent(entity.getIntrospection().getBeanType(), type -> {
            RuntimePersistentProperty<Object> id = entity.getIdentity();
            if (id == null) {
                return NONE;
            }
            Class<?> idType = id.getType();
            if (idType == ObjectId.class) {
                return ObjectId::generate;
            }
            if (TypedIdType.isTypedId(idType)) {
                TypedIdType<?> typedId = TypedIdType.of(idType);
                return () -> typedId.wrap(ObjectId.generate());
            }
            return NONE;
        });
    }
}
