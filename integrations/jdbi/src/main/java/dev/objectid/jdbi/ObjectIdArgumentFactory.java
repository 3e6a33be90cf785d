package dev.objectid.jdbi;

import dev.objectid.jdbc.ColumnFormat;
import java.util.Optional;
import java.util.function.Function;
import org.jdbi.v3.core.argument.Argument;
import org.jdbi.v3.core.argument.QualifiedArgumentFactory;
import org.jdbi.v3.core.config.ConfigRegistry;
import org.jdbi.v3.core.qualifier.QualifiedType;

/**
 * Binds {@code ObjectId}s and typed ids: as their 12 bytes, or as 24 hexadecimal digits when qualified
 * {@link HexObjectId}. Preparable, so that Jdbi looks the type up once per statement, not once per value.
 */
final class ObjectIdArgumentFactory implements QualifiedArgumentFactory.Preparable {

    private final boolean checkParameterTypes;

    /**
     * @param checkParameterTypes whether each argument asks the driver for its parameter's type first (on H2: see
     *     {@link H2ParameterCheck})
     */
    ObjectIdArgumentFactory(boolean checkParameterTypes) {
        this.checkParameterTypes = checkParameterTypes;
    }

    @Override
    public Optional<Argument> build(QualifiedType<?> type, Object value, ConfigRegistry config) {
        return prepare(type, config).map(arguments -> arguments.apply(value));
    }

    @Override
    public Optional<Function<Object, Argument>> prepare(QualifiedType<?> type, ConfigRegistry config) {
        Optional<ColumnFormat> format = ColumnFormats.of(type);
        if (format.isEmpty()) {
            return Optional.empty();
        }
        return IdType.of(type.getType())
                .map(idType -> value ->
                        new ObjectIdArgument(idType.unwrap(value), idType.name(), format.get(), checkParameterTypes));
    }

    @Override
    public String toString() {
        return "ObjectIdArgumentFactory" + (checkParameterTypes ? "[checking parameter types]" : "");
    }
}
