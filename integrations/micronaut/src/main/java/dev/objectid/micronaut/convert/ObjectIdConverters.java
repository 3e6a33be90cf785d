package dev.objectid.micronaut.convert;

import dev.objectid.ObjectId;
import io.micronaut.core.convert.MutableConversionService;
import io.micronaut.core.convert.TypeConverterRegistrar;
import jakarta.inject.Singleton;
import java.util.function.Function;

/**
 * Teaches Micronaut's conversion service {@link ObjectId}: from and to text, and from and to the 12 bytes of a binary
 * column (see {@link IdConversions}). Each typed id gets the same from the factory objectid-micronaut-processor writes
 * for it ({@link TypedIdConverters}).
 */
@Singleton
final class ObjectIdConverters implements TypeConverterRegistrar {

    @Override
    public void register(MutableConversionService conversions) {
        IdConversions.register(conversions, ObjectId.class, ObjectId::parse, Function.identity(), Function.identity());
    }
}
