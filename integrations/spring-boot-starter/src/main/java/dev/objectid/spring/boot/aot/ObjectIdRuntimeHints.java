package dev.objectid.spring.boot.aot;

import dev.objectid.ObjectId;
import dev.objectid.ObjectIdXmlAdapter;
import dev.objectid.TypedObjectId;
import dev.objectid.TypedObjectIdXmlAdapter;
import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import org.springframework.aot.hint.MemberCategory;
import org.springframework.aot.hint.RuntimeHints;
import org.springframework.aot.hint.RuntimeHintsRegistrar;

/**
 * What a native image needs of objectid-core's own types: Jackson finds {@code @JsonCreator} and {@code @JsonValue}
 * among the declared methods of {@link ObjectId} and {@link TypedObjectId} and calls them; JAXB instantiates the
 * adapters their {@code @XmlJavaTypeAdapter} names; Flyway lists the SQL functions' scripts under
 * {@value #SQL_FUNCTIONS} when an application adds that location; {@code ObjectIdDataSource} hands out JDK proxies of
 * JDBC's connections, statements and result sets. The application's typed ids are {@link TypedIdRuntimeHints}' part.
 */
final class ObjectIdRuntimeHints implements RuntimeHintsRegistrar {

    /** The scripts of the SQL functions, one directory per database (docs/databases.md). */
    static final String SQL_FUNCTIONS = "dev/objectid/sql/*/*.sql";

    /** The interfaces of the proxies {@code ObjectIdDataSource} makes, one interface each. */
    static final List<Class<?>> JDBC_PROXIES = List.of(
            Connection.class, Statement.class, PreparedStatement.class, CallableStatement.class, ResultSet.class);

    @Override
    public void registerHints(RuntimeHints hints, ClassLoader classLoader) {
        hints.reflection()
                .registerType(ObjectId.class, MemberCategory.INVOKE_DECLARED_METHODS)
                .registerType(TypedObjectId.class, MemberCategory.INVOKE_DECLARED_METHODS)
                .registerType(ObjectIdXmlAdapter.class, MemberCategory.INVOKE_PUBLIC_CONSTRUCTORS)
                .registerType(TypedObjectIdXmlAdapter.class, MemberCategory.INVOKE_PUBLIC_CONSTRUCTORS);
        hints.resources().registerPattern(SQL_FUNCTIONS);
        for (Class<?> jdbc : JDBC_PROXIES) {
            hints.proxies().registerJdkProxy(jdbc);
        }
    }
}
