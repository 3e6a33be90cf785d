package dev.objectid.micronaut.convert;

import dev.objectid.ObjectId;
import dev.objectid.ObjectIdFormatException;
import dev.objectid.TypedIdContract;
import dev.objectid.TypedIdIndex;
import dev.objectid.TypedIdType;
import dev.objectid.jdbc.ObjectIdJdbc;
import io.micronaut.core.convert.ConversionContext;
import io.micronaut.core.convert.MutableConversionService;
import io.micronaut.core.convert.TypeConverterRegistrar;
import jakarta.inject.Singleton;
import java.util.Optional;
import java.util.function.Function;

/**
 * Teaches Micronaut's conversion service {@link ObjectId} and every typed id listed in
 * {@value TypedIdIndex#RESOURCE}: from text (path variables, query values, headers, cookies, map keys in JSON) and
 * from and to the 12 bytes of a binary column (Micronaut Data JDBC reads and writes through these conversions).
 *
 * <p>Text that is not an id is rejected with the parser's {@link ObjectIdFormatException}, which names the value and
 * what is accepted; Micronaut answers the request with a 400 that {@code InvalidObjectIdHandler} turns into a problem
 * body. Bytes that are not 12 long are an error as well, never truncated or padded.
 */
@Singleton
final class ObjectIdConverters implements TypeConverterRegistrar {

    @Override
    public void register(MutableConversionService conversions) {
        register(conversions, ObjectId.class, Function.identity(), Function.identity());
        for (TypedIdType<?> typedId : TypedIdIndex.load()) {
            register(conversions, typedId);
        }
    }

    private static <T> void register(MutableConversionService conversions, TypedIdType<T> typedId) {
        register(conversions, typedId.type(), typedId::wrap, typedId::unwrap);
    }

    private static <T> void register(MutableConversionService conversions, Class<T> type,
            Function<ObjectId, T> wrap, Function<T, ObjectId> unwrap) {
        conversions.addConverter(CharSequence.class, type,
                (CharSequence text, Class<T> target, ConversionContext context) -> {
                    try {
                        return Optional.of(wrap.apply(ObjectId.parse(text)));
                    } catch (ObjectIdFormatException e) {
                        context.reject(text, e);
                        return Optional.empty();
                    }
                });
        conversions.addConverter(type, String.class, (T id) -> unwrap.apply(id).toHexString());
        conversions.addConverter(byte[].class, type, (byte[] bytes) -> wrap.apply(ObjectIdJdbc.toObjectId(bytes)));
        conversions.addConverter(type, byte[].class, (T id) -> unwrap.apply(id).toByteArray());
    }
}
