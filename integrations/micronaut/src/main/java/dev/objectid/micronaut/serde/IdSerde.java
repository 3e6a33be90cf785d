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
 * back. A string that is not an id, or a value that is not a string, is an {@link InvalidJsonIdException} naming the
 * value and what is accepted, with the parser's {@link ObjectIdFormatException} as its cause.
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
        String text;
        try {
            text = decoder.decodeString();
        } catch (IOException e) {
            throw new InvalidJsonIdException(field, notAString, e, null);
        }
        try {
            return parse.apply(text);
        } catch (ObjectIdFormatException e) {
            throw new InvalidJsonIdException(field, e.getMessage(), e, text);
        }
    }
}
