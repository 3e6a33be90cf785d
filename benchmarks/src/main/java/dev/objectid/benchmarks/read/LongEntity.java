package dev.objectid.benchmarks.read;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** The anchor of the read-path benchmark: a {@code bigint} id, assigned by the benchmark. */
@Entity
@Table(name = "read_long")
public class LongEntity extends ReadPayload {

    @Id
    Long id;

    @Override
    Object id() {
        return id;
    }

    @Override
    void id(Object id) {
        this.id = (Long) id;
    }
}
