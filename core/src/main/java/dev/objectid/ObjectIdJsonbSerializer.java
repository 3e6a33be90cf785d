package dev.objectid;

import jakarta.json.bind.serializer.JsonbSerializer;
import jakarta.json.bind.serializer.SerializationContext;
import jakarta.json.stream.JsonGenerator;

/**
 * Lets JSON-B ({@code jakarta.json.bind}, such as Yasson) write an {@link ObjectId} or a typed id as its 24-character
 * hexadecimal string, as a value, in arrays and as the key of a map entry. {@code ObjectId} and {@link TypedObjectId}
 * name it in {@code @JsonbTypeSerializer}, as does every typed id objectid-processor generates, so there is nothing to
 * register where JSON-B looks at a property's declared type. (Without it JSON-B would write an id as a bean with no
 * properties, {@code {}}.) {@link ObjectIdJsonbDeserializer} reads the string back.
 *
 * <p>Yasson does not look at a class's own annotation for the items of a collection, array, map or {@code Optional}
 * whose type it takes from the value rather than from a declaration, as when an endpoint returns a
 * {@code List<ObjectId>}: register it, and the deserializer, in the {@code JsonbConfig} there. JSON-B applies it to
 * ObjectIds and typed ids only, whatever else the values are:
 *
 * <pre>{@code
 * Jsonb jsonb = JsonbBuilder.create(new JsonbConfig()
 *         .withSerializers(new ObjectIdJsonbSerializer())
 *         .withDeserializers(new ObjectIdJsonbDeserializer()));
 * }</pre>
 */
public final class ObjectIdJsonbSerializer implements JsonbSerializer<AnyObjectId> {

    /** Called by JSON-B, or by an application registering it in a {@code JsonbConfig}. */
    public ObjectIdJsonbSerializer() {}

    /**
     * Writes an id as its lower-case hexadecimal string.
     *
     * @param id        an {@code ObjectId} or a typed id; JSON-B writes {@code null} itself
     * @param generator where to write
     * @param context   not used
     */
    @Override
    public void serialize(AnyObjectId id, JsonGenerator generator, SerializationContext context) {
        generator.write(id instanceof ObjectId ? ((ObjectId) id).toHexString() : id.toString());
    }
}
