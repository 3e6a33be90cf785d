package dev.objectid.mybatis;

import dev.objectid.ObjectId;
import dev.objectid.TypedIdType;
import dev.objectid.spi.TypedIdIndex;
import java.util.Objects;
import org.apache.ibatis.type.TypeHandlerRegistry;

/**
 * Registers the type handlers for {@link ObjectId} and for every typed id with MyBatis, in one call, so that mappers
 * bind and read ids with no {@code typeHandler} attribute anywhere:
 *
 * <pre>{@code
 * ObjectIdTypeHandlers.register(configuration.getTypeHandlerRegistry());
 * }</pre>
 *
 * <p>With mybatis-spring-boot-starter, call it from a {@code ConfigurationCustomizer} bean. Do not list this package
 * in {@code typeHandlersPackage}: package scanning would register the hexadecimal handler for every {@code ObjectId}.
 */
public final class ObjectIdTypeHandlers {

    private ObjectIdTypeHandlers() {}

    /**
     * Registers {@link ObjectIdTypeHandler} for {@code ObjectId} and a {@link TypedIdTypeHandler} for every typed id
     * objectid-processor listed on the class path of the current thread's context class loader, and for
     * {@code typedIds}.
     *
     * @param registry the registry of the MyBatis configuration
     * @param typedIds typed ids that are not listed, such as hand-written ones
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if a class in {@code typedIds} is not a typed id
     * @throws IllegalStateException if a listed typed id cannot be loaded or is not one; the message names it and the
     *         list that names it
     */
    public static void register(TypeHandlerRegistry registry, Class<?>... typedIds) {
        Objects.requireNonNull(registry, "registry");
        registry.register(ObjectId.class, new ObjectIdTypeHandler());
        for (TypedIdType<?> typedId : TypedIdIndex.load()) {
            register(registry, typedId.type());
        }
        for (Class<?> typedId : typedIds) {
            register(registry, Objects.requireNonNull(typedId, "typedIds"));
        }
    }

    private static <T> void register(TypeHandlerRegistry registry, Class<T> typedId) {
        registry.register(typedId, new TypedIdTypeHandler<>(typedId));
    }
}
