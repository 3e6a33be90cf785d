package dev.objectid.micronaut.convert;

import dev.objectid.ObjectId;
import dev.objectid.ObjectIdFormatException;
import dev.objectid.jdbc.ObjectIdJdbc;
import io.micronaut.core.convert.ConversionContext;
import io.micronaut.core.convert.MutableConversionService;
import java.util.Optional;
import java.util.function.Function;

/**
 * The conversions of one id type, {@link ObjectId} or a typed id: from text (path variables, query values, headers,
 * cookies, map keys in JSON) with the type's own parser, to text, and from and to the 12 bytes of a binary column
 * (Micronaut Data JDBC reads and writes through these).
 *
 * <p>Empty or blank text is no id (a {@code @Nullable} parameter is {@code null}), as Spring MVC reads an empty
 * parameter for a number or an id. Other text that is not an id is rejected with the parser's
 * {@link ObjectIdFormatException}, which names the value, the type and what is accepted; Micronaut answers the request
 * with a 400 that {@code InvalidObjectIdHandler} turns into a problem body. Bytes that are not 12 long are an error as
 * well, never truncated or padded.
 */
final class IdConversions {

    private IdConversions() {}

    static <T> void register(
            MutableConversionService conversions,
            Class<T> type,
            Function<String, T> parse,
            Function<ObjectId, T> wrap,
            Function<T, ObjectId> unwrap) {
        conversions.addConverter(
                CharSequence.class, type, (CharSequence text, Class<T> target, ConversionContext context) -> {
                    if (text.toString().isBlank()) {
                        return Optional.empty(); // no id, as Spring MVC reads an empty parameter
                    }
                    try {
                        return Optional.of(parse.apply(text.toString()));
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
