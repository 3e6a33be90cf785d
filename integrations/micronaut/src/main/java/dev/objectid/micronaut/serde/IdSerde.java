package dev.objectid.micronaut.serde;

import dev.objectid.ObjectId;
import dev.objectid.ObjectIdFormatException;
import dev.objectid.ObjectIdTypes;
import io.micronaut.core.type.Argument;
import io.micronaut.serde.Decoder;
import io.micronaut.serde.Encoder;
import io.micronaut.serde.Serde;
import java.io.IOException;
import java.util.function.Function;

/**
 * Writes an id, an {@link ObjectId} or a typed id, as the JSON string of its 24 hexadecimal digits, and reads it
 * back. A string that is not an id, or a value that is not a string (a number, even of 24 digits, an array, even of
 * one string, an object), is an {@link InvalidJsonIdException} naming the value or the id type and what is accepted,
 * with the parser's {@link ObjectIdFormatException} as its cause when there was a string.
 *
 * @param <T> the id type
 */
class IdSerde<T> implements Serde<T> {

    /** What to say when the value is not a string: it names the id type. */
    private final String notAString;
    private final Function<String, T> parse;
    private final Function<T, ObjectId> unwrap;

    /**
     * @param type   the id type, {@code ObjectId} or a typed id
     * @param parse  the id type's own parser, whose errors name the type
     * @param unwrap the {@code ObjectId} of an id
     */
    IdSerde(Class<T> type, Function<String, T> parse, Function<T, ObjectId> unwrap) {
        this.notAString = ObjectIdTypes.notAString(type, "JSON");
        this.parse = parse;
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
        String field = name == null || name.isEmpty() || type.isTypeVariable()
                || name.equals(type.getType().getSimpleName()) ? null : name;
        // Read the value as it is: decodeString() would take a number's digits, or the one element of an array
        Object value = decoder.decodeArbitrary();
        if (!(value instanceof String text)) {
            throw new InvalidJsonIdException(field, notAString, null, null);
        }
        try {
            return parse.apply(text);
        } catch (ObjectIdFormatException e) {
            throw new InvalidJsonIdException(field, e.getMessage(), e, text);
        }
    }
}
