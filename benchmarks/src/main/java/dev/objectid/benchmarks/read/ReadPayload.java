package dev.objectid.benchmarks.read;

import jakarta.persistence.Column;
import jakarta.persistence.MappedSuperclass;
import java.time.Instant;

/**
 * The columns every entity of the read-path benchmark carries besides its id, the same for every key scheme so that
 * only the id's mapping differs between them.
 */
@MappedSuperclass
abstract class ReadPayload {

    @Column(name = "name", nullable = false, length = 64)
    String name;

    @Column(name = "amount", nullable = false)
    long amount;

    @Column(name = "created_at", nullable = false)
    Instant createdAt;

    void fill(int i, Instant createdAt) {
        this.name = "customer-" + i;
        this.amount = i * 7L % 100_000;
        this.createdAt = createdAt;
    }

    /** The id as the benchmark compares it: the entity's own id value. */
    abstract Object id();

    /** Sets the id; the value is of the entity's id type. */
    abstract void id(Object id);
}
