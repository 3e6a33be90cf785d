package dev.objectid.sql;

import dev.objectid.ObjectId;
import java.time.Instant;
import java.util.Objects;

/**
 * One partition of a {@link TimePartitions time-partitioned table}: the rows whose ids were created in
 * {@code [start, end)}, that is the ids from {@link #lowerBound()} (inclusive) to {@link #upperBound()} (exclusive).
 *
 * @param name the partition's name: a table on PostgreSQL ({@code orders_2026_05}), a partition of the table on
 *             MariaDB and MySQL ({@code p2026_05})
 * @param start the first second of the period, inclusive
 * @param end the first second of the next period, exclusive
 */
public record TimePartition(String name, Instant start, Instant end) {

    /**
     * Checks the partition.
     *
     * @param name the partition's name
     * @param start the first second of the period, inclusive
     * @param end the first second of the next period, exclusive
     * @throws NullPointerException if a component is null
     * @throws IllegalArgumentException if {@code end} is not after {@code start}
     */
    public TimePartition {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(end, "end");
        if (!end.isAfter(start)) {
            throw new IllegalArgumentException(
                    "Partition " + name + " ends at " + end + ", not after its start " + start);
        }
    }

    /**
     * The smallest id of the partition, {@code ObjectId.minFor(start)}.
     *
     * @return the inclusive lower bound
     */
    public ObjectId lowerBound() {
        return ObjectId.minFor(start);
    }

    /**
     * The smallest id of the next partition, {@code ObjectId.minFor(end)}.
     *
     * @return the exclusive upper bound
     */
    public ObjectId upperBound() {
        return ObjectId.minFor(end);
    }
}
