package dev.objectid.micronaut.convert;

import dev.objectid.TypedIdType;
import io.micronaut.core.convert.TypeConverterRegistrar;

/**
 * The conversions of a typed id, for the bean factory objectid-micronaut-processor writes beside each typed id an
 * entity holds ({@code BookIdMicronautFactory}): from text with the typed id's parser, whose errors name it, to text,
 * and from and to the 12 bytes of a binary column. Public for that generated code; applications do not call it.
 */
public final class TypedIdConverters {

    private TypedIdConverters() {}

    /**
     * The converters of a typed id.
     *
     * @param typedId the typed id's descriptor
     * @param <T>     the typed id
     * @return a registrar that adds them to Micronaut's conversion service
     */
    public static <T> TypeConverterRegistrar of(TypedIdType<T> typedId) {
        return conversions ->
                IdConversions.register(conversions, typedId.type(), typedId::parse, typedId::wrap, typedId::unwrap);
    }
}
