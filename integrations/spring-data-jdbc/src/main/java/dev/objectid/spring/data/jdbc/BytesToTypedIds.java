package dev.objectid.spring.data.jdbc;

import dev.objectid.TypedIdType;
import dev.objectid.jdbc.ObjectIdJdbc;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.springframework.core.convert.TypeDescriptor;
import org.springframework.core.convert.converter.GenericConverter;
import org.springframework.data.convert.ReadingConverter;

/** Reads typed ids from the 12 bytes of their column; one converter for all of them. */
@ReadingConverter
final class BytesToTypedIds implements GenericConverter {

    private final Map<Class<?>, TypedIdType<?>> types;

    /** @param types each typed id class with its descriptor */
    BytesToTypedIds(Map<Class<?>, TypedIdType<?>> types) {
        this.types = Map.copyOf(types);
    }

    @Override
    public Set<ConvertiblePair> getConvertibleTypes() {
        return types.keySet().stream()
                .map(type -> new ConvertiblePair(byte[].class, type))
                .collect(Collectors.toSet());
    }

    @Override
    public Object convert(Object source, TypeDescriptor sourceType, TypeDescriptor targetType) {
        return source == null ? null : types.get(targetType.getObjectType()).wrap(ObjectIdJdbc.toObjectId(source));
    }
}
