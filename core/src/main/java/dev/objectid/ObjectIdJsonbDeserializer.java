package dev.objectid;

import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.json.bind.JsonbException;
import jakarta.json.bind.serializer.DeserializationContext;
import jakarta.json.bind.serializer.JsonbDeserializer;
import jakarta.json.stream.JsonParser;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.Collections;
import java.util.Map;

/**
 * Lets JSON-B ({@code jakarta.json.bind}, such as Yasson) read an {@link ObjectId} or a typed id from its hexadecimal
 * string, or from MongoDB Extended JSON's {@code {"$oid": "..."}}, as Jackson does. {@code ObjectId} names it in
 * {@code @JsonbTypeDeserializer}, as does every typed id objectid-processor generates, so there is nothing to register
 * where JSON-B reads a declared type. It creates the type JSON-B asks for, through {@link TypedIdType}, so that one
 * deserializer serves every typed id. Registered in a {@code JsonbConfig} with {@link ObjectIdJsonbSerializer} (see
 * there), JSON-B applies it to ObjectIds and typed ids only, also to a typed id that names no deserializer and to the
 * keys of the entries in which JSON-B writes a map keyed by ids.
 *
 * <p>A JSON {@code null} is {@code null}. Anything else that is no id (a malformed string, a number, an array, another
 * object) is a {@link JsonbException} whose message names the type and the value, with the parser's
 * {@link ObjectIdFormatException} as its cause; JSON-B never gets a wrong or empty id.
 */
public final class ObjectIdJsonbDeserializer implements JsonbDeserializer<AnyObjectId> {

    /** Called by JSON-B, or by an application registering it in a {@code JsonbConfig}. */
    public ObjectIdJsonbDeserializer() {}

    /**
     * Reads an id.
     *
     * @param parser  the parser, at the value
     * @param context not used
     * @param type    the type JSON-B reads: {@code ObjectId} or a typed id
     * @return the id, or {@code null} for a JSON {@code null}
     * @throws JsonbException if the value is no id of {@code type}, or {@code type} is no id type (a property declared
     *         with a type variable that JSON-B did not resolve); the message names the value and the type
     */
    @Override
    public AnyObjectId deserialize(JsonParser parser, DeserializationContext context, Type type) {
        JsonValue json = parser.getValue();
        if (json.getValueType() == JsonValue.ValueType.NULL) {
            return null;
        }
        Class<?> target = classOf(type);
        try {
            if (target == ObjectId.class) {
                return ObjectId.fromJson(plain(json));
            }
            if (target != null && TypedObjectId.class.isAssignableFrom(target) && TypedIdType.isTypedId(target)) {
                return (AnyObjectId) TypedIdType.of(target).fromJson(plain(json));
            }
        } catch (ObjectIdFormatException malformed) {
            throw new JsonbException(malformed.getMessage(), malformed);
        }
        String text = json instanceof JsonString ? ((JsonString) json).getString() : json.toString();
        throw new JsonbException("Cannot read the id " + Texts.quote(text) + " from JSON as "
                + (type == null ? "an unknown type" : type.getTypeName()) + ", which is neither ObjectId nor a typed"
                + " id that extends " + TypedObjectId.class.getName() + " with a class of its own (such as a"
                + " property declared with a type variable). Declare the property with ObjectId or the typed id"
                + " itself; a typed id of another shape, such as a record, needs a JsonbAdapter of its own.");
    }

    /** The class of {@code type}, or {@code null} if it names none (a type variable, a wildcard). */
    private static Class<?> classOf(Type type) {
        if (type instanceof Class) {
            return (Class<?>) type;
        }
        if (type instanceof ParameterizedType && ((ParameterizedType) type).getRawType() instanceof Class) {
            return (Class<?>) ((ParameterizedType) type).getRawType();
        }
        return null;
    }

    /**
     * A JSON value as {@link ObjectIdJson#read} takes it: strings, numbers and booleans as their Java values, an object
     * of one member as a map of that member's plain value, one level deep (so that {@code {"$oid": "..."}} is read);
     * other objects and arrays as they are, which are a {@code Map} and a {@code List}.
     */
    private static Object plain(JsonValue json) {
        switch (json.getValueType()) {
            case STRING:
                return ((JsonString) json).getString();
            case NUMBER:
                return ((JsonNumber) json).bigDecimalValue();
            case TRUE:
                return Boolean.TRUE;
            case FALSE:
                return Boolean.FALSE;
            case NULL:
                return null;
            case OBJECT:
                JsonObject object = (JsonObject) json;
                if (object.size() == 1) {
                    Map.Entry<String, JsonValue> member =
                            object.entrySet().iterator().next();
                    JsonValue value = member.getValue();
                    return Collections.singletonMap(
                            member.getKey(), value.getValueType() == JsonValue.ValueType.OBJECT ? value : plain(value));
                }
                return object;
            default:
                return json;
        }
    }
}
