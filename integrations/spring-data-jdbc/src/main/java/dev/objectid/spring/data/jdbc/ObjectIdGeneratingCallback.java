package dev.objectid.spring.data.jdbc;

import dev.objectid.ObjectId;
import dev.objectid.spi.ObjectIdTypes;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.function.Supplier;
import org.springframework.core.Ordered;
import org.springframework.data.mapping.PersistentPropertyAccessor;
import org.springframework.data.relational.core.conversion.RelationalConverter;
import org.springframework.data.relational.core.mapping.RelationalPersistentEntity;
import org.springframework.data.relational.core.mapping.RelationalPersistentProperty;
import org.springframework.data.relational.core.mapping.event.BeforeConvertCallback;

/**
 * Gives a new aggregate its id before Spring Data JDBC inserts it: when the aggregate root's {@code @Id} is an
 * {@link ObjectId} or a typed id and is {@code null}, it is set to a newly generated one, in Java, so that the
 * {@code INSERT} carries it and batching keeps working. Immutable aggregates get a copy through their wither or
 * persistence constructor, as Spring Data does for any property. Aggregates whose id is of another type, or already set, are
 * returned as they are.
 *
 * <pre>{@code
 * @Bean
 * ObjectIdGeneratingCallback objectIdGeneratingCallback(JdbcConverter converter) {
 *     return new ObjectIdGeneratingCallback(converter);
 * }
 * }</pre>
 *
 * <p>Spring Data decides whether to insert or update from the id <em>before</em> this callback runs: an aggregate
 * saved with a null id is inserted, one saved with an id is updated. To insert an aggregate whose id the application
 * chose (imports, seed data), use {@code JdbcAggregateTemplate.insert}.
 */
public final class ObjectIdGeneratingCallback implements BeforeConvertCallback<Object>, Ordered {

    /** Aggregates of a type whose id this callback does not generate. */
    private static final Supplier<Object> NONE = () -> null;

    private final RelationalConverter converter;
    /** Aggregate class to the generator of its id, {@link #NONE} if it has none; decided once per class. */
    private final Map<Class<?>, Supplier<Object>> generators = new ConcurrentHashMap<>();

    /**
     * Creates the callback.
     *
     * @param converter Spring Data JDBC's converter (the {@code JdbcConverter} bean), whose mapping context tells the
     *                  id of each aggregate
     */
    public ObjectIdGeneratingCallback(RelationalConverter converter) {
        this.converter = Objects.requireNonNull(converter, "converter");
    }

    /**
     * Sets a null {@code ObjectId} or typed id of the aggregate root to a new one.
     *
     * @param aggregate the aggregate root about to be saved
     * @return the aggregate with its id set: the same instance, or a copy for an immutable one
     */
    @Override
    public Object onBeforeConvert(Object aggregate) {
        Supplier<Object> generator = generators.computeIfAbsent(aggregate.getClass(), this::generatorFor);
        if (generator == NONE) {
            return aggregate;
        }
        @SuppressWarnings("unchecked")
        RelationalPersistentEntity<Object> entity = (RelationalPersistentEntity<Object>)
                converter.getMappingContext().getRequiredPersistentEntity(aggregate.getClass());
        RelationalPersistentProperty id = entity.getRequiredIdProperty();
        PersistentPropertyAccessor<Object> accessor = converter.getPropertyAccessor(entity, aggregate);
        if (accessor.getProperty(id) != null) {
            return aggregate;
        }
        accessor.setProperty(id, generator.get());
        return accessor.getBean();
    }

    /**
     * Runs before Spring Data's own callbacks of the same kind, so that they see the id.
     *
     * @return {@link Ordered#HIGHEST_PRECEDENCE} plus 100
     */
    @Override
    public int getOrder() {
        return Ordered.HIGHEST_PRECEDENCE + 100;
    }

    private Supplier<Object> generatorFor(Class<?> type) {
        RelationalPersistentEntity<?> entity = converter.getMappingContext().getPersistentEntity(type);
        RelationalPersistentProperty id = entity == null ? null : entity.getIdProperty();
        if (id == null) {
            return NONE;
        }
        if (!ObjectIdTypes.isId(id.getType())) {
            return NONE;
        }
        Function<ObjectId, ?> toIdType = ObjectIdTypes.conversionTo(id.getType());
        return () -> toIdType.apply(ObjectId.generate());
    }
}
