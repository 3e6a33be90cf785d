package dev.objectid;

import dev.objectid.spi.TypedIdContract;
import jakarta.json.bind.JsonbException;
import jakarta.json.bind.serializer.JsonbSerializer;
import jakarta.json.bind.serializer.SerializationContext;
import jakarta.json.stream.JsonGenerator;

/**
 * Lets JSON-B ({@code jakarta.json.bind}, such as Yasson) write an {@link ObjectId} or a typed id as its 24-character
 * hexadecimal string, as a value, in arrays and as the key of a map entry. {@code ObjectId} and {@link TypedObjectId}
 * name it in {@code @JsonbTypeSerializer}, as does every typed id objectid-processor generates, so there is nothing to
 * register; it is public only because JSON-B instantiates it. (Without it JSON-B would write an id as a bean with no
 * properties, {@code {}}.) {@link ObjectIdJsonbDeserializer} reads the string back.
 */
public final class ObjectIdJsonbSerializer implements JsonbSerializer<Object> {

    /** Called by JSON-B. */
    public ObjectIdJsonbSerializer() {}

    /**
     * Writes an id as its lower-case hexadecimal string.
     *
     * @param id        an {@code ObjectId} or a subclass of {@code TypedObjectId}; JSON-B writes {@code null} itself
     * @param generator where to write
     * @param context   not used
     * @throws JsonbException if {@code id} is neither, which only an annotation on another class can cause
     */
    @Override
    public void serialize(Object id, JsonGenerator generator, SerializationContext context) {
        if (id instanceof ObjectId) {
            generator.write(((ObjectId) id).toHexString());
        } else if (id instanceof TypedObjectId) {
            generator.write(id.toString());
        } else {
            throw new JsonbException(ObjectIdJsonbSerializer.class.getName() + " writes ObjectIds and subclasses of "
                    + TypedIdContract.TYPED_OBJECT_ID + ", not "
                    + (id == null ? "null" : id.getClass().getName()));
        }
    }
}
