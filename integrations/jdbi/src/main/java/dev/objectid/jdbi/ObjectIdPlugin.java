package dev.objectid.jdbi;

import dev.objectid.ObjectId;
import java.sql.SQLException;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.spi.JdbiPlugin;

/**
 * Jdbi's plugin for {@link ObjectId} and every typed id (the {@code OrderId}s objectid-processor generates, and any
 * class {@link dev.objectid.TypedIdType#of(Class)} accepts): they bind as arguments, as their 12 bytes, and map from
 * columns, wherever Jdbi binds or maps a value of their type (positional and named arguments, {@code bindBean},
 * {@code bindMethods}, {@code bindFields}, {@code bindList}, the SQL Object API, {@code mapTo}, bean, constructor and
 * record mappers, {@code Optional}). {@link Jdbi#installPlugins()} finds it on the class path; or install it yourself:
 *
 * <pre>{@code
 * Jdbi jdbi = Jdbi.create(dataSource).installPlugin(new ObjectIdPlugin());
 * }</pre>
 *
 * <p>Reading accepts a binary column ({@code binary(12)}, {@code bytea}) holding 12 bytes and a character column
 * ({@code char(24)}) holding 24 hexadecimal digits, and SQL {@code NULL} maps to {@code null}; anything else is an
 * error that names the column and the value. A column of hexadecimal digits takes ids qualified {@link HexObjectId}.
 *
 * <p>On H2, which would silently convert an id's bytes to text for a character column (and text to bytes for a binary
 * one) and then match nothing, an id bound in the other format than its parameter's column is refused with an error
 * that says which qualifier to use. PostgreSQL refuses such a binding itself.
 */
public final class ObjectIdPlugin extends JdbiPlugin.Singleton {

    /** The product name H2's driver reports. */
    private static final String H2 = "H2";

    /** Called by {@link java.util.ServiceLoader}, or by the application. */
    public ObjectIdPlugin() {}

    /**
     * Registers the argument factory and the column mapper factory.
     *
     * @param jdbi the Jdbi being configured
     */
    @Override
    public void customizeJdbi(Jdbi jdbi) {
        jdbi.registerArgument(new ObjectIdArgumentFactory(false));
        jdbi.registerColumnMapper(new ObjectIdColumnMapperFactory());
    }

    /**
     * On H2, registers the argument factory that checks each id's parameter type first.
     *
     * @param handle the new handle
     * @return the handle
     * @throws SQLException if the connection's metadata cannot be read
     */
    @Override
    public Handle customizeHandle(Handle handle) throws SQLException {
        if (H2.equals(handle.getConnection().getMetaData().getDatabaseProductName())) {
            handle.registerArgument(new ObjectIdArgumentFactory(true));
        }
        return handle;
    }
}
