package dev.objectid.benchmarks.read;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.UUID;

/** A {@code uuid} id (time-ordered values in the UUIDv7 layout), assigned by the benchmark. */
@Entity
@Table(name = "read_uuid")
public class UuidEntity extends ReadPayload {

    @Id
    UUID id;

    @Override
    Object id() {
        return id;
    }

    @Override
    void id(Object id) {
        this.id = (UUID) id;
    }
}
