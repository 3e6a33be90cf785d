package dev.objectid.spi;

import dev.objectid.ObjectId;
import dev.objectid.ObjectIdFormatException;
import dev.objectid.TypedIdType;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * The Java types an attribute can hold an ObjectId in, and the one conversion from an {@link ObjectId} to each. The
 * integrations that make ids or id bounds for an attribute (Hibernate's generator, Spring Data JDBC's callback and
 * time-range queries, jOOQ's conditions) choose the conversion once, from the attribute's type, and apply it per id.
 *
 * <pre>{@code
 * Function<ObjectId, OrderId> toOrderId = ObjectIdTypes.conversionTo(OrderId.class);
 * OrderId first = toOrderId.apply(ObjectId.minFor(from));
 * }</pre>
 */
public final class ObjectIdTypes {

    /** The accepted types, for messages. */
    private static final String ACCEPTED = "dev.objectid.ObjectId, a typed id, byte[] or String";

    private ObjectIdTypes() {}

    /**
     * Tells whether {@code type} is an id type: {@link ObjectId} or a typed id ({@link TypedIdType#isTypedId}).
     * Never throws.
     *
     * @param type any class, may be {@code null}
     * @return {@code true} for {@code ObjectId} and every typed id
     */
    public static boolean isId(Class<?> type) {
        return type == ObjectId.class || TypedIdType.isTypedId(type);
    }

    /**
     * What parsing {@code text} as an id of {@code type} throws, for code that learns of a malformed id only after the
     * fact (a JSON map key, a bound argument) and must report it with the message of that type's parser, which names
     * the type ({@code Invalid OrderId "zz" ...}).
     *
     * @param text the text, as it was given
     * @param type {@code ObjectId} or a typed id
     * @return the parser's exception, or {@code null} if {@code text} is a well-formed id
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if {@code type} is not an id type; the message names it
     */
    public static ObjectIdFormatException parseFailure(CharSequence text, Class<?> type) {
        Objects.requireNonNull(text, "text");
        requireId(type);
        try {
            if (type == ObjectId.class) {
                ObjectId.parse(text);
            } else {
                TypedIdType.of(type).parse(text);
            }
            return null;
        } catch (ObjectIdFormatException malformed) {
            return malformed;
        }
    }

    /**
     * What a value that is not a string at all (a number, an object, an array) lacks to be an id of {@code type}, for
     * code that finds such a value where an id belongs in a document (a JSON body, GraphQL arguments) and has no
     * parser's message to report: {@code expected an OrderId, a JSON string of 24 hexadecimal digits (0-9, a-f, A-F)}.
     * It names the type by its simple name, as the parser's messages do.
     *
     * @param type     {@code ObjectId} or a typed id
     * @param notation what the document is written in, as the message names it: {@code "JSON"}, {@code "GraphQL"}
     * @return the message, starting with {@code expected}, for a caller to prefix with where the value was
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if {@code type} is not an id type; the message names it
     */
    public static String notAString(Class<?> type, String notation) {
        requireId(type);
        Objects.requireNonNull(notation, "notation");
        String name = type.getSimpleName();
        return "expected " + article(name) + " " + name + ", a " + notation + " string of "
                + ObjectIdFormatException.EXPECTED;
    }

    /**
     * Reads an id of {@code type} from the value a JSON library hands over as plain Java (a {@code String}, a
     * {@code Map}, a {@code List}, a {@code Number}, a {@code Boolean}), as Jackson's and JSON-B's readers of every id
     * type do: its hexadecimal string, or MongoDB Extended JSON's {@code {"$oid": "<24 hexadecimal digits>"}}. For a
     * JSON library without creators, such as Micronaut Serialization, so that it accepts and refuses what they do,
     * with the same messages.
     *
     * @param json the JSON value
     * @param type {@code ObjectId} or a typed id
     * @param <T>  the id type
     * @return the id
     * @throws ObjectIdFormatException if {@code json} is neither form or its text is not an id; the message names the
     *         type, the value ({@code the number 42}, {@code an array}) and both forms; {@link
     *         ObjectIdFormatException#input()} is the text, or {@code null} when {@code json} was not a string
     * @throws IllegalArgumentException if {@code type} is not an id type; the message names it
     */
    @SuppressWarnings("unchecked")
    public static <T> T fromJson(Object json, Class<T> type) {
        requireId(type);
        return type == ObjectId.class
                ? (T) ObjectId.fromJson(json)
                : TypedIdType.of(type).fromJson(json);
    }

    /**
     * What a request that gives a parameter several values, where one id of {@code type} is expected
     * ({@code ?id=a&id=b}), is refused with: frameworks would otherwise use the first value and ignore the others
     * without a word.
     *
     * @param values the values, as they were given
     * @param type   {@code ObjectId} or a typed id
     * @return the exception, its message naming the type, how many values there were, the first few of them and what
     *         is expected; its {@link ObjectIdFormatException#input()} is {@code null}
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if {@code type} is not an id type; the message names it
     */
    public static ObjectIdFormatException oneValueExpected(List<String> values, Class<?> type) {
        Objects.requireNonNull(values, "values");
        requireId(type);
        return ObjectIdFormatException.oneValueExpected(type.getSimpleName(), values);
    }

    /**
     * The simple name of {@code type} after its English article, as messages and descriptions name an id type:
     * {@code an ObjectId}, {@code an OrderId}, {@code a CustomerId}.
     *
     * @param type any class; for a message about an id, {@code ObjectId} or a typed id
     * @return the article, a space and the simple name
     */
    public static String withArticle(Class<?> type) {
        String name = type.getSimpleName();
        return article(name) + " " + name;
    }

    /**
     * "an" before a name that starts with a vowel letter, "a" otherwise: "an OrderId", "a CustomerId". objectid-processor,
     * which cannot call core at run time, writes Javadoc with the same rule ({@code TypedIdWriter.article}).
     */
    private static String article(String name) {
        return !name.isEmpty() && "AEIOUaeiou".indexOf(name.charAt(0)) >= 0 ? "an" : "a";
    }

    /** Refuses a type that is not an id type, naming it and what is accepted. */
    private static void requireId(Class<?> type) {
        if (!isId(Objects.requireNonNull(type, "type"))) {
            throw new IllegalArgumentException(
                    type.getName() + " is not an id type. Accepted: dev.objectid.ObjectId " + "or a typed id");
        }
    }

    /**
     * The conversion from an {@code ObjectId} to {@code type}: the id itself, a typed id wrapping it, its 12 bytes
     * ({@link ObjectId#toByteArray()}) or its hexadecimal string ({@link ObjectId#toHexString()}).
     *
     * @param type {@code ObjectId}, a typed id, {@code byte[]} or {@code String}
     * @param <T>  the type
     * @return the conversion; it throws {@link NullPointerException} for a null id
     * @throws NullPointerException if {@code type} is null
     * @throws IllegalArgumentException if {@code type} is none of those; the message names it and what is accepted
     */
    @SuppressWarnings("unchecked")
    public static <T> Function<ObjectId, T> conversionTo(Class<T> type) {
        Objects.requireNonNull(type, "type");
        if (type == ObjectId.class) {
            return id -> (T) Objects.requireNonNull(id, "id");
        }
        if (type == byte[].class) {
            return id -> (T) id.toByteArray();
        }
        if (type == String.class) {
            return id -> (T) id.toHexString();
        }
        if (TypedIdType.isTypedId(type)) {
            return TypedIdType.of(type)::wrap;
        }
        throw new IllegalArgumentException(type.getName() + " cannot hold an ObjectId. Accepted: " + ACCEPTED);
    }
}
