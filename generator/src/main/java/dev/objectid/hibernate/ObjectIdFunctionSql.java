package dev.objectid.hibernate;

import org.hibernate.dialect.Dialect;
import org.hibernate.dialect.H2Dialect;
import org.hibernate.dialect.MySQLDialect;
import org.hibernate.dialect.PostgreSQLDialect;
import org.hibernate.query.sqm.function.SqmFunctionRegistry;
import org.hibernate.query.sqm.produce.function.PatternFunctionDescriptorBuilder;

/**
 * The SQL of the id functions on each database family, as Hibernate patterns ({@code ?1} is the argument, written once
 * so that a parameter is bound once). The timestamp is what Hibernate stores an {@link java.time.Instant} as there:
 * {@code timestamp with time zone} on H2 and PostgreSQL, a UTC {@code datetime} on MySQL and MariaDB.
 */
enum ObjectIdFunctionSql {
    H2(
            "timestamp with time zone '1970-01-01 00:00:00+00'"
                    + " + cast(cast(X'00000000' || substring(?1, 1, 4) as bigint) as interval second(10))",
            "rawtohex(?1)",
            null),
    POSTGRESQL(
            "to_timestamp(('x' || encode(substring(?1 from 1 for 4), 'hex'))::bit(32)::bigint)",
            "encode(?1, 'hex')",
            // no max(bytea) / min(bytea): compare the hex forms, in the byte order of the C collation
            "decode(%s(encode(?1, 'hex') collate \"C\"), 'hex')"),
    MYSQL(
            "timestampadd(second, cast(conv(hex(left(?1, 4)), 16, 10) as unsigned), timestamp '1970-01-01 00:00:00')",
            "lower(hex(?1))",
            null),
    /** Any other database: {@code min} and {@code max} as in standard SQL, no scalar functions. */
    OTHER(null, null, null);

    private final String timestamp;
    private final String hex;
    private final String aggregate;

    ObjectIdFunctionSql(String timestamp, String hex, String aggregate) {
        this.timestamp = timestamp;
        this.hex = hex;
        this.aggregate = aggregate;
    }

    static ObjectIdFunctionSql of(Dialect dialect) {
        if (dialect instanceof PostgreSQLDialect) {
            return POSTGRESQL;
        }
        if (dialect instanceof MySQLDialect) { // MariaDBDialect extends it
            return MYSQL;
        }
        if (dialect instanceof H2Dialect) {
            return H2;
        }
        return OTHER;
    }

    boolean hasScalarFunctions() {
        return timestamp != null;
    }

    String timestamp() {
        return timestamp;
    }

    String hex() {
        return hex;
    }

    /**
     * {@code objectid_max} or {@code objectid_min}: the database's {@code max} or {@code min}, or a pattern where it
     * has none for binary values.
     */
    PatternFunctionDescriptorBuilder aggregate(SqmFunctionRegistry registry, ObjectIdFunction function) {
        String sqlAggregate = function.standIn();
        return registry.patternAggregateDescriptorBuilder(
                function.sqlName(), aggregate == null ? sqlAggregate + "(?1)" : String.format(aggregate, sqlAggregate));
    }

    /**
     * Whether {@code filter (where ...)} and {@code over (...)} may follow the aggregate: not after a pattern that
     * wraps it in other functions.
     */
    boolean supportsAggregateClauses() {
        return aggregate == null;
    }
}
