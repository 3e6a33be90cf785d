package dev.objectid.spring.boot.webmvc;

import dev.objectid.spi.ObjectIdTypes;
import java.util.Arrays;
import java.util.Set;
import org.springframework.core.convert.TypeDescriptor;
import org.springframework.core.convert.converter.ConditionalGenericConverter;
import org.springframework.core.convert.support.DefaultConversionService;

/**
 * Converts text to an {@code ObjectId} or a typed id for Spring MVC's data binding, reading an empty or blank value as
 * {@code null}, the way Spring reads one for a number: the hidden {@code id} field of a form for a new entity binds to
 * no id instead of a binding error. Any other text goes to the conversion Spring would make without this converter
 * (the type's {@code valueOf(String)}), so that a malformed id still fails with the parser's message.
 *
 * <p>A parameter given several times where one id is expected ({@code ?id=a&id=b}) is refused with
 * {@link ObjectIdTypes#oneValueExpected}, where Spring would take the first value and ignore the others.
 */
final class BlankIdConverter implements ConditionalGenericConverter {

    @Override
    public Set<ConvertiblePair> getConvertibleTypes() {
        return Set.of(
                new ConvertiblePair(String.class, Object.class), new ConvertiblePair(String[].class, Object.class));
    }

    @Override
    public boolean matches(TypeDescriptor sourceType, TypeDescriptor targetType) {
        return ObjectIdTypes.isId(targetType.getType());
    }

    @Override
    public Object convert(Object source, TypeDescriptor sourceType, TypeDescriptor targetType) {
        if (source instanceof String[] values) {
            if (values.length > 1) {
                throw ObjectIdTypes.oneValueExpected(Arrays.asList(values), targetType.getType());
            }
            return values.length == 0 ? null : convert(values[0], TypeDescriptor.valueOf(String.class), targetType);
        }
        if (source == null || ((String) source).isBlank()) {
            return null;
        }
        return DefaultConversionService.getSharedInstance().convert(source, sourceType, targetType);
    }
}
