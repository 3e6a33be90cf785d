package dev.objectid.micronaut.data;

import dev.objectid.sql.SqlDialect;
import io.micronaut.context.BeanLocator;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Replaces;
import io.micronaut.context.annotation.Requires;
import io.micronaut.context.env.Environment;
import io.micronaut.data.jdbc.config.DataJdbcConfiguration;
import io.micronaut.data.jdbc.config.SchemaGenerator;
import io.micronaut.data.jdbc.operations.JdbcSchemaHandler;
import io.micronaut.data.model.query.builder.sql.Dialect;
import io.micronaut.data.model.query.builder.sql.validation.SqlTableMappingValidator;
import io.micronaut.data.model.runtime.RuntimeEntityRegistry;
import jakarta.annotation.PostConstruct;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.List;

/**
 * Micronaut Data JDBC's schema generation ({@code datasources.*.schema-generate}) with a column of the id's own type
 * for every {@code ObjectId} and typed id property: {@code binary(12)}, {@code bytea} on PostgreSQL, {@code raw(12)} on
 * Oracle ({@link SqlDialect#idColumnType()}). Micronaut Data writes a property of {@code DataType.BYTE_ARRAY} as
 * {@code BLOB}, which H2 and MariaDB refuse as a key, and a {@code @MappedProperty(definition)}, its one way to name a
 * column type, is the same text for every dialect; the dialect is known only here, per data source.
 *
 * <p>It takes the place of Micronaut Data's {@link SchemaGenerator} and runs it once per data source, unchanged, over
 * entities whose id properties carry that definition ({@link IdColumnEntities}). A property with a definition of its
 * own keeps it.
 */
@Context
@Replaces(SchemaGenerator.class)
@Requires(classes = SchemaGenerator.class)
class IdColumnSchemaGenerator extends SchemaGenerator {

    private final List<DataJdbcConfiguration> configurations;
    private final JdbcSchemaHandler schemaHandler;
    private final List<SqlTableMappingValidator> validators;
    private final Environment environment;

    IdColumnSchemaGenerator(
            List<DataJdbcConfiguration> configurations,
            JdbcSchemaHandler schemaHandler,
            List<SqlTableMappingValidator> validators,
            Environment environment) {
        super(configurations, schemaHandler, validators, environment);
        this.configurations = configurations == null ? List.of() : configurations;
        this.schemaHandler = schemaHandler;
        this.validators = validators;
        this.environment = environment;
    }

    @Override
    @PostConstruct
    public void createOrValidateSchema(BeanLocator beanLocator) {
        RuntimeEntityRegistry registry = beanLocator.getBean(RuntimeEntityRegistry.class);
        for (DataJdbcConfiguration configuration : configurations) {
            SchemaGenerator generator =
                    new SchemaGenerator(List.of(configuration), schemaHandler, validators, environment);
            String columnType = idColumnType(configuration.getDialect());
            generator.createOrValidateSchema(
                    columnType == null
                            ? beanLocator
                            : withEntities(
                                    beanLocator,
                                    new IdColumnEntities(
                                            registry, columnType, configuration.getDialect() == Dialect.MYSQL)));
        }
    }

    /** The column type of an id in Micronaut Data's dialect, {@code null} for {@code ANSI}: Micronaut's own then. */
    static String idColumnType(Dialect dialect) {
        SqlDialect sql = switch (dialect) {
            case H2 -> SqlDialect.H2;
            case MYSQL -> SqlDialect.MYSQL;
            case POSTGRES -> SqlDialect.POSTGRESQL;
            case SQL_SERVER -> SqlDialect.SQLSERVER;
            case ORACLE -> SqlDialect.ORACLE;
            default -> null;
        };
        return sql == null ? null : sql.idColumnType();
    }

    /** {@code beanLocator}, with {@code entities} as its {@link RuntimeEntityRegistry}. */
    private static BeanLocator withEntities(BeanLocator beanLocator, RuntimeEntityRegistry entities) {
        return (BeanLocator) Proxy.newProxyInstance(
                BeanLocator.class.getClassLoader(), new Class<?>[] {BeanLocator.class}, (proxy, method, arguments) -> {
                    if (method.getName().equals("getBean")
                            && arguments != null
                            && arguments.length == 1
                            && arguments[0] == RuntimeEntityRegistry.class) {
                        return entities;
                    }
                    try {
                        return method.invoke(beanLocator, arguments);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }
}
