package dev.objectid.micronaut.serde;

import dev.objectid.ObjectId;
import dev.objectid.ObjectIdFormatException;
import dev.objectid.spi.ObjectIdTypes;
import io.micronaut.core.type.Argument;
import io.micronaut.serde.Decoder;
import io.micronaut.serde.Encoder;
import io.micronaut.serde.Serde;
import java.io.IOException;
import java.util.function.Function;

/**
 * Writes an id, an {@link ObjectId} or a typed id, as the JSON string of its 24 hexadecimal digits, and reads it
 * back as Jackson and JSON-B read it ({@link ObjectIdTypes#fromJson}): the string, or MongoDB Extended JSON's
 * {@code {"$oid": ...}}. Anything else (a malformed string; a number, even of 24 digits; an array, even of one string;
 * another object) is an {@link InvalidJsonIdException} with core's {@link ObjectIdFormatException} as its cause,
 * whose message names the id type, the value and what is accepted.
 *
 * @param <T> the id type
 */
class IdSerde<T> implements Serde<T> {

    private final Class<T> type;
    private final Function<T, ObjectId> unwrap;

    /**
     * @param type   the id type, {@code ObjectId} or a typed id
     * @param unwrap the {@code ObjectId} of an id
     */
    IdSerde(Class<T> type, Function<T, ObjectId> unwrap) {
        this.type = type;
        this.unwrap = unwrap;
    }

    @Override
    public void serialize(Encoder encoder, EncoderContext context, Argument<? extends T> type, T value)
            throws IOException {
        encoder.encodeString(unwrap.apply(value).toHexString());
    }

    @Override
    public T deserialize(Decoder decoder, DecoderContext context, Argument<? super T> type) throws IOException {
        String name = type.getName();
        String field = name == null
                        || name.isEmpty()
                        || type.isTypeVariable()
                        || name.equals(type.getType().getSimpleName())
                ? null
                : name;
        // Read the value as it is: decodeString() would take a number's digits, or the one element of an array
        Object value = decoder.decodeArbitrary();
        try {
            return ObjectIdTypes.fromJson(value, this.type);
        } catch (ObjectIdFormatException e) {
            throw new InvalidJsonIdException(field, e.getMessage(), e, value);
        }
    }
}
