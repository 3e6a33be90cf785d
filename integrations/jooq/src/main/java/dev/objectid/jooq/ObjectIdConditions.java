package dev.objectid.jooq;

import dev.objectid.ObjectId;
import dev.objectid.spi.ObjectIdTypes;
import java.time.Instant;
import java.util.Objects;
import org.jooq.Condition;
import org.jooq.Field;
import org.jooq.impl.DSL;

/**
 * Time-range conditions on an id column. An id starts with its creation time in seconds, so a time range is a range
 * of ids: each condition compares the id with {@link ObjectId#minFor(Instant)}, needs no timestamp column and is served
 * by the primary-key index. Ranges are half-open, {@code [from, to)}, with both bounds floored to the second.
 *
 * <pre>{@code
 * List<OrdersRecord> created = dsl.selectFrom(ORDERS)
 *         .where(ObjectIdConditions.createdBetween(ORDERS.ID, from, to))
 *         .orderBy(ORDERS.ID)
 *         .fetch();
 * }</pre>
 *
 * <p>The field may be of type {@link ObjectId}, a typed id (any class {@code TypedIdType} accepts), {@code byte[]}
 * (a binary column without a converter) or {@code String} (a column of lower-case hexadecimal digits without a
 * converter). A bound outside {@value ObjectId#TIMESTAMP_RANGE} is an {@link IllegalArgumentException}; a null bound
 * a {@link NullPointerException} naming it.
 */
public final class ObjectIdConditions {

    private ObjectIdConditions() {}

    /**
     * The rows created in {@code [from, to)}: {@code id >= minFor(from) AND id < minFor(to)}.
     *
     * @param id   the id column
     * @param from the start, inclusive, floored to the second
     * @param to   the end, exclusive, floored to the second
     * @param <T>  the field's type
     * @return the condition; it matches nothing unless {@code to} is at least one second after {@code from}
     * @throws IllegalArgumentException if the field's type is none of those above, or a bound is out of range
     */
    public static <T> Condition createdBetween(Field<T> id, Instant from, Instant to) {
        return createdSince(id, from).and(createdBefore(id, to));
    }

    /**
     * The rows created at or after {@code from}, including the current second: {@code id >= minFor(from)}.
     *
     * @param id   the id column
     * @param from the start, inclusive, floored to the second
     * @param <T>  the field's type
     * @return the condition
     * @throws IllegalArgumentException if the field's type is none of those above, or {@code from} is out of range
     */
    public static <T> Condition createdSince(Field<T> id, Instant from) {
        return id.ge(minFor(id, Objects.requireNonNull(from, "from")));
    }

    /**
     * The rows created before {@code to}, whose second is excluded: {@code id < minFor(to)}.
     *
     * @param id  the id column
     * @param to  the end, exclusive, floored to the second
     * @param <T> the field's type
     * @return the condition
     * @throws IllegalArgumentException if the field's type is none of those above, or {@code to} is out of range
     */
    public static <T> Condition createdBefore(Field<T> id, Instant to) {
        return id.lt(minFor(id, Objects.requireNonNull(to, "to")));
    }

    /** {@code minFor(time)} as a bind value of the field's type and converter. */
    private static <T> Field<T> minFor(Field<T> id, Instant time) {
        ObjectId min = ObjectId.minFor(time);
        Class<T> type = Objects.requireNonNull(id, "id").getType();
        T value;
        try {
            value = ObjectIdTypes.conversionTo(type).apply(min);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(
                    "Field " + id + " is of type " + type.getName() + "; a time-range"
                            + " condition needs an id field of type dev.objectid.ObjectId, a typed id, byte[] or String",
                    e);
        }
        return DSL.val(value, id);
    }
}
