package dev.objectid;

import com.fasterxml.jackson.annotation.JsonValue;
import jakarta.json.bind.annotation.JsonbTypeDeserializer;
import jakarta.json.bind.annotation.JsonbTypeSerializer;
import jakarta.xml.bind.annotation.adapters.XmlJavaTypeAdapter;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.time.Instant;
import java.util.Objects;

/**
 * The supertype of every typed id, such as the {@code OrderId} objectid-processor generates for an entity
 * {@code Order}: an {@link ObjectId} with a type of its own. It holds the id and gives every typed id the same order,
 * equality and text form; each subclass adds its factories and describes itself with a {@link TypedIdType}, through
 * which the integrations wrap ids with no reflection.
 *
 * <pre>{@code
 * public final class OrderId extends TypedObjectId<OrderId> {
 *     public static final TypedIdType<OrderId> TYPE = TypedIdType.define(OrderId.class, OrderId::new);
 *     private OrderId(ObjectId value) {
 *         super(value);
 *     }
 * }
 * }</pre>
 *
 * <p>As the bound of a type variable ({@code BaseEntity<ID extends TypedObjectId<ID>>}) it is also what frameworks
 * that see only the bound handle: JAXB writes such an id as its hexadecimal text through
 * {@link TypedObjectIdXmlAdapter}, Jackson through {@link #toString()}, and JSON-B through
 * {@link ObjectIdJsonbSerializer}. JSON-B does not apply a supertype's deserializer to a subclass, so every generated
 * typed id names {@link ObjectIdJsonbDeserializer} (and the serializer) itself.
 *
 * @param <T> the typed id itself
 */
@XmlJavaTypeAdapter(TypedObjectIdXmlAdapter.class)
@JsonbTypeSerializer(ObjectIdJsonbSerializer.class)
@JsonbTypeDeserializer(ObjectIdJsonbDeserializer.class)
public abstract class TypedObjectId<T extends TypedObjectId<T>> implements Comparable<T>, Serializable, AnyObjectId {

    private static final long serialVersionUID = 1L;

    /** The id; never null. */
    private final ObjectId value;

    /**
     * Wraps an id.
     *
     * @param value the id
     * @throws NullPointerException if {@code value} is null
     */
    protected TypedObjectId(ObjectId value) {
        this.value = Objects.requireNonNull(value, "value");
    }

    /**
     * The wrapped id.
     *
     * @return the {@code ObjectId}, never null
     */
    public final ObjectId toObjectId() {
        return value;
    }

    /**
     * The creation time, to the second.
     *
     * @return the instant of the id's timestamp
     */
    public final Instant timestamp() {
        return value.timestamp();
    }

    /**
     * The 12-byte binary form; a new array on every call.
     *
     * @return the 12 bytes
     */
    public final byte[] toByteArray() {
        return value.toByteArray();
    }

    /**
     * Compares the wrapped ids: the order of creation, to the second, and the order of the id column in the database.
     *
     * @param other the id to compare with
     * @return a negative number, zero or a positive number as this id sorts before, with or after {@code other}
     */
    @Override
    public final int compareTo(T other) {
        return value.compareTo(other.toObjectId());
    }

    /**
     * Whether {@code other} is a typed id of the same class that wraps an equal {@code ObjectId}: an {@code OrderId}
     * never equals a {@code CustomerId}.
     *
     * @param other the object to compare with
     * @return whether the two ids are equal
     */
    @Override
    public final boolean equals(Object other) {
        return other != null && other.getClass() == getClass() && value.equals(((TypedObjectId<?>) other).value);
    }

    /**
     * The hash code of the wrapped {@code ObjectId}.
     *
     * @return the hash code
     */
    @Override
    public final int hashCode() {
        return value.hashCode();
    }

    /**
     * The 24-character lower-case hexadecimal form, which the typed id's {@code parse} and {@code valueOf} read back;
     * also its JSON form.
     *
     * @return the hexadecimal form
     */
    @JsonValue
    @Override
    public final String toString() {
        return value.toHexString();
    }

    /**
     * Refuses a stream without the id, which no constructor allows.
     *
     * @param in the stream
     * @throws IOException if the stream cannot be read, or holds no id
     * @throws ClassNotFoundException if a class of the stream cannot be found
     */
    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        in.defaultReadObject();
        if (value == null) {
            throw new InvalidObjectException(getClass().getName() + " without a value");
        }
    }
}
