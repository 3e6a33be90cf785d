package dev.objectid.spring.data.jdbc;

import java.time.Instant;
import java.util.List;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;

/**
 * Time-range queries for a Spring Data JDBC repository whose aggregate has an {@code ObjectId} or typed id. Let the
 * repository extend this interface too; Spring Data finds the implementation, {@link CreatedQueriesImpl}, through this
 * module's {@code META-INF/spring.factories}, with nothing to scan or configure.
 *
 * <pre>{@code
 * interface OrderRepository extends ListCrudRepository<Order, OrderId>, CreatedQueries<Order> {
 * }
 * }</pre>
 *
 * <p>An id starts with its creation time in seconds, so a time range is a range of ids: each query is
 * {@code id >= minFor(from) AND id < minFor(to)} on the id column, which the primary-key index serves, and needs no
 * timestamp column. Ranges are half-open, {@code [from, to)}, with both bounds floored to the second. Results are
 * ordered by id: the order of creation, to the second.
 *
 * @param <T> the aggregate root type of the repository
 */
public interface CreatedQueries<T> {

    /**
     * The aggregates created in {@code [from, to)}, ordered by id.
     *
     * @param from the start, inclusive, floored to the second
     * @param to   the end, exclusive, floored to the second
     * @return the aggregates, oldest first
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if an instant is outside {@value dev.objectid.ObjectId#TIMESTAMP_RANGE}, the
     *         range of an id's timestamp
     */
    List<T> findAllCreatedBetween(Instant from, Instant to);

    /**
     * A page of the aggregates created in {@code [from, to)}, ordered by the page request's sort, if any, then by id.
     *
     * @param from     the start, inclusive, floored to the second
     * @param to       the end, exclusive, floored to the second
     * @param pageable the page to return; {@code Pageable.unpaged()} for all
     * @return the page, with the number of aggregates in the range
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if an instant is outside the range of an id's timestamp
     */
    Page<T> findAllCreatedBetween(Instant from, Instant to, Pageable pageable);

    /**
     * The aggregates created at or after {@code from}, ordered by id, including those of the current second.
     *
     * @param from the start, inclusive, floored to the second
     * @return the aggregates, oldest first
     * @throws NullPointerException if {@code from} is null
     * @throws IllegalArgumentException if {@code from} is outside the range of an id's timestamp
     */
    List<T> findAllCreatedSince(Instant from);

    /**
     * The number of aggregates created in {@code [from, to)}.
     *
     * @param from the start, inclusive, floored to the second
     * @param to   the end, exclusive, floored to the second
     * @return the number of aggregates
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if an instant is outside the range of an id's timestamp
     */
    long countCreatedBetween(Instant from, Instant to);
}
