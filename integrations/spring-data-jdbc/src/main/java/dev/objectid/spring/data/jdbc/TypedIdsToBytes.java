package dev.objectid.spring.data.jdbc;

import dev.objectid.TypedIdType;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.springframework.core.convert.TypeDescriptor;
import org.springframework.core.convert.converter.GenericConverter;
import org.springframework.data.convert.WritingConverter;

/** Writes typed ids as the 12 bytes of the {@code ObjectId} they wrap; one converter for all of them. */
@WritingConverter
final class TypedIdsToBytes implements GenericConverter {

    private final Map<Class<?>, TypedIdType<?>> types;

    /** @param types each typed id class with its descriptor */
    TypedIdsToBytes(Map<Class<?>, TypedIdType<?>> types) {
        this.types = Map.copyOf(types);
    }

    @Override
    public Set<ConvertiblePair> getConvertibleTypes() {
        return types.keySet().stream()
                .map(type -> new ConvertiblePair(type, byte[].class))
                .collect(Collectors.toSet());
    }

    @Override
    public Object convert(Object source, TypeDescriptor sourceType, TypeDescriptor targetType) {
        return source == null
                ? null
                : types.get(source.getClass()).unwrap(source).toByteArray();
    }
}
