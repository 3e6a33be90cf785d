package dev.objectid.spring.boot.data.jdbc;

import dev.objectid.spi.ObjectIdTypes;
import dev.objectid.spring.boot.ObjectIdStartupException;
import java.lang.reflect.Field;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.Set;
import java.util.TreeSet;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.data.jdbc.core.convert.JdbcCustomConversions;
import org.springframework.data.jdbc.core.mapping.AggregateReference;
import org.springframework.data.jdbc.core.mapping.JdbcMappingContext;
import org.springframework.data.relational.core.mapping.RelationalPersistentEntity;
import org.springframework.data.relational.core.mapping.RelationalPersistentProperty;
import org.springframework.util.ClassUtils;

/**
 * Stops the start when an aggregate has an ObjectId or a typed id that Spring Data JDBC's conversions cannot write:
 * what happens when the application's own {@code JdbcCustomConversions} bean replaced the starter's without the
 * ObjectId converters; and, on Spring Data JDBC 3, an {@code AggregateReference} to such an id. Spring Data JDBC
 * would map such an id as an entity of its own and fail later, or write something else than its 12 bytes. Runs when the mapping context is ready (before the repositories,
 * whose derived queries would fail first with a less helpful message) and again once every bean exists.
 */
final class JdbcConversionsCheck implements BeanPostProcessor, SmartInitializingSingleton {

    /** Spring Data 4 (Spring Boot 4), where Spring Data's TypeInformation moved to this package. */
    private static final boolean SPRING_DATA_4 = ClassUtils.isPresent(
            "org.springframework.data.core.TypeInformation", JdbcConversionsCheck.class.getClassLoader());

    private final ObjectProvider<JdbcMappingContext> mappingContext;
    private final ObjectProvider<JdbcCustomConversions> conversions;

    JdbcConversionsCheck(
            ObjectProvider<JdbcMappingContext> mappingContext, ObjectProvider<JdbcCustomConversions> conversions) {
        this.mappingContext = mappingContext;
        this.conversions = conversions;
    }

    /** As soon as the mapping context knows the aggregates Spring Boot found ({@code @Table}): before repositories. */
    @Override
    public Object postProcessAfterInitialization(Object bean, String beanName) {
        if (bean instanceof JdbcMappingContext) {
            check((JdbcMappingContext) bean);
        }
        return bean;
    }

    /** Once more when every repository exists: aggregates without {@code @Table} are known by then. */
    @Override
    public void afterSingletonsInstantiated() {
        check(mappingContext.getIfUnique());
    }

    private void check(JdbcMappingContext context) {
        JdbcCustomConversions used = context == null ? null : conversions.getIfUnique();
        if (used == null) {
            return; // no Spring Data JDBC in this application
        }
        Set<String> unwritable = new TreeSet<>();
        Set<String> references = new TreeSet<>();
        for (RelationalPersistentEntity<?> entity : context.getPersistentEntities()) {
            if (ObjectIdTypes.isId(entity.getType())) {
                continue; // an id mapped as an entity: its use below names it
            }
            for (RelationalPersistentProperty property : entity) {
                Class<?> type = idTypeOf(property);
                if (type != null && !used.hasCustomWriteTarget(type)) {
                    unwritable.add(entity.getType().getName() + "." + property.getName() + " (" + type.getName() + ")");
                } else if (type != null && AggregateReference.class.isAssignableFrom(property.getActualType())) {
                    references.add(entity.getType().getName() + "." + property.getName() + " (AggregateReference to "
                            + type.getName() + ")");
                }
            }
        }
        if (!unwritable.isEmpty()) {
            throw new ObjectIdStartupException(
                    "Spring Data JDBC cannot write these ObjectIds and typed ids: "
                            + String.join(", ", unwritable)
                            + ". The application's own JdbcCustomConversions bean replaced "
                            + "the one of objectid-spring-boot-starter and has no converters for them, so they would not be "
                            + "stored as their 12 bytes.",
                    "Build the JdbcCustomConversions bean with the ObjectId converters: "
                            + "JdbcCustomConversions.of(dialect, ObjectIdJdbcConverters.converters()) on Spring Data "
                            + "JDBC 4, or return ObjectIdJdbcConverters.converters() from userConverters() of an "
                            + "AbstractJdbcConfiguration; or remove the bean to get the starter's. Set "
                            + "objectid.spring-data-jdbc.enabled=false to configure Spring Data JDBC entirely "
                            + "yourself.");
        }
        if (!references.isEmpty() && !SPRING_DATA_4) {
            throw new ObjectIdStartupException(
                    "Spring Data JDBC 3 cannot write these references: "
                            + String.join(", ", references)
                            + ". It converts an AggregateReference to the type of the id it "
                            + "holds, not to the column's, and hands the ObjectId to the JDBC driver as it is: not as its 12 "
                            + "bytes.",
                    "Hold the id itself (an ObjectId or typed id property, which is written as 12 bytes) instead of "
                            + "an AggregateReference, or move to Spring Boot 4 (Spring Data JDBC 4), which writes "
                            + "these references.");
        }
    }

    /** The ObjectId or typed id a property holds, itself or as the id of an AggregateReference; null if none. */
    private static Class<?> idTypeOf(RelationalPersistentProperty property) {
        Class<?> type = property.getActualType();
        if (AggregateReference.class.isAssignableFrom(type)) {
            // through reflection: Spring Data's TypeInformation moved between Spring Data 3 and 4
            Field field = property.getField();
            Type declared = field == null ? null : field.getGenericType();
            Type id = declared instanceof ParameterizedType
                    ? ((ParameterizedType) declared).getActualTypeArguments()[1]
                    : null;
            type = id instanceof Class ? (Class<?>) id : Object.class;
        }
        return ObjectIdTypes.isId(type) ? type : null;
    }
}
