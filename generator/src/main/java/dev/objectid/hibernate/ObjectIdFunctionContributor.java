package dev.objectid.hibernate;

import com.google.auto.service.AutoService;
import org.hibernate.boot.model.FunctionContributions;
import org.hibernate.boot.model.FunctionContributor;
import org.hibernate.query.sqm.function.SqmFunctionRegistry;
import org.hibernate.query.sqm.produce.function.StandardFunctionReturnTypeResolvers;
import org.hibernate.type.BasicTypeRegistry;
import org.hibernate.type.StandardBasicTypes;

/**
 * HQL and Criteria functions for {@link dev.objectid.ObjectId} and typed-id attributes stored as binary, found by
 * Hibernate through {@link java.util.ServiceLoader}; applications do nothing. It is public only for that reason.
 *
 * <ul>
 *   <li>{@code objectid_timestamp(x)}: the creation time, an {@link java.time.Instant}, computed in SQL from the
 *       first four bytes; usable in {@code select}, {@code where}, {@code order by} and {@code group by}.</li>
 *   <li>{@code objectid_hex(x)}: the 24-character lower-case hex form, a {@code String}.</li>
 *   <li>{@code objectid_max(x)}, {@code objectid_min(x)}: the largest and smallest id, with SQL of their own on
 *       PostgreSQL, which has no {@code max(bytea)}.</li>
 * </ul>
 *
 * {@code objectid_timestamp} and {@code objectid_hex} exist on H2, PostgreSQL and MySQL/MariaDB; {@code objectid_max}
 * and {@code objectid_min} on every database. Hibernate's own {@code max}, {@code min} and {@code str} hand ids to
 * them: see {@link ObjectIdFunctionIntegrator}.
 */
@AutoService(FunctionContributor.class)
public final class ObjectIdFunctionContributor implements FunctionContributor {

    /** Called by {@link java.util.ServiceLoader}. */
    public ObjectIdFunctionContributor() {}

    @Override
    public void contributeFunctions(FunctionContributions contributions) {
        SqmFunctionRegistry registry = contributions.getFunctionRegistry();
        BasicTypeRegistry types = contributions.getTypeConfiguration().getBasicTypeRegistry();
        ObjectIdFunctionSql sql = ObjectIdFunctionSql.of(contributions.getDialect());
        for (ObjectIdFunction aggregate : new ObjectIdFunction[] {ObjectIdFunction.MAX, ObjectIdFunction.MIN}) {
            sql.aggregate(registry, aggregate)
                    .setArgumentsValidator(ObjectIdArgument.VALIDATOR)
                    .setReturnTypeResolver(StandardFunctionReturnTypeResolvers.useArgType(1))
                    .register();
        }
        if (sql.hasScalarFunctions()) {
            registry.patternDescriptorBuilder(ObjectIdFunction.HEX.sqlName(), sql.hex())
                    .setArgumentsValidator(ObjectIdArgument.VALIDATOR)
                    .setInvariantType(types.resolve(StandardBasicTypes.STRING))
                    .register();
            registry.patternDescriptorBuilder(ObjectIdFunction.TIMESTAMP.sqlName(), sql.timestamp())
                    .setArgumentsValidator(ObjectIdArgument.VALIDATOR)
                    .setInvariantType(types.resolve(StandardBasicTypes.INSTANT))
                    .register();
        }
    }

    /** In the range Hibernate reserves for libraries (500..1000). */
    @Override
    public int ordinal() {
        return 600;
    }
}
