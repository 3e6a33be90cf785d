package dev.objectid.spring.data.jdbc;

import dev.objectid.ObjectId;
import dev.objectid.TypedIdType;
import dev.objectid.spi.TypedIdIndex;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The converters that let Spring Data JDBC read and write {@link ObjectId} and typed ids (such as the {@code OrderId}
 * objectid-processor generates) as their 12 bytes, in {@code binary(12)} / {@code bytea} columns: as ids, as plain
 * attributes, as {@code AggregateReference}s to other aggregates, and as parameters of derived queries. Hand them to
 * Spring Data JDBC's custom conversions, which also makes it treat these types as simple values rather than as
 * entities:
 *
 * <pre>{@code
 * @Bean
 * JdbcCustomConversions jdbcCustomConversions(JdbcDialect dialect) {
 *     return JdbcCustomConversions.of(dialect, ObjectIdJdbcConverters.converters());
 * }
 * }</pre>
 *
 * or, with a configuration class of your own, {@code AbstractJdbcConfiguration.userConverters()}.
 */
public final class ObjectIdJdbcConverters {

    private ObjectIdJdbcConverters() {}

    /**
     * The converters for {@code ObjectId}, for every typed id that objectid-processor listed on the class path of the
     * current thread's context class loader, and for {@code typedIds}.
     *
     * @param typedIds typed ids that are not listed, such as hand-written ones: public classes with
     *                 {@code public static T of(ObjectId)} and {@code public ObjectId toObjectId()}
     * @return the converters, to pass to {@code JdbcCustomConversions}
     * @throws IllegalArgumentException if a class in {@code typedIds} is not a typed id; the message says what it
     *         lacks
     * @throws IllegalStateException if a listed typed id cannot be loaded or is not one; the message names it and the
     *         list that names it
     */
    public static List<Object> converters(Class<?>... typedIds) {
        return convertersFor(TypedIdIndex.load(), typedIds);
    }

    /**
     * The converters for {@code ObjectId}, for every typed id that objectid-processor listed on the class path of
     * {@code classLoader}, and for {@code typedIds}.
     *
     * @param classLoader the application's class loader, which loads its typed ids
     * @param typedIds    typed ids that are not listed, such as hand-written ones
     * @return the converters, to pass to {@code JdbcCustomConversions}
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if a class in {@code typedIds} is not a typed id
     * @throws IllegalStateException if a listed typed id cannot be loaded or is not one
     */
    public static List<Object> converters(ClassLoader classLoader, Class<?>... typedIds) {
        return convertersFor(TypedIdIndex.load(Objects.requireNonNull(classLoader, "classLoader")), typedIds);
    }

    private static List<Object> convertersFor(List<TypedIdType<?>> listed, Class<?>... typedIds) {
        Map<Class<?>, TypedIdType<?>> types = new LinkedHashMap<>();
        for (TypedIdType<?> typedId : listed) {
            types.put(typedId.type(), typedId);
        }
        for (Class<?> typedId : typedIds) {
            types.putIfAbsent(typedId, TypedIdType.of(Objects.requireNonNull(typedId, "typedIds")));
        }
        List<Object> converters = new ArrayList<>(List.of(ObjectIdToBytes.INSTANCE, BytesToObjectId.INSTANCE));
        if (!types.isEmpty()) {
            converters.add(new TypedIdsToBytes(types));
            converters.add(new BytesToTypedIds(types));
        }
        return converters;
    }
}
