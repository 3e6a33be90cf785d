package dev.objectid.benchmarks.read;

import dev.objectid.ObjectId;
import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A plain {@link ObjectId} id, mapped as users map it ({@code binary(12)}, {@code bytea} on PostgreSQL). */
@Entity
@Table(name = "read_objectid")
public class ObjectIdEntity extends ReadPayload {

    @Id
    @ObjectIdGenerated(allowAssigned = true)
    ObjectId id;

    @Override
    Object id() {
        return id;
    }

    @Override
    void id(Object id) {
        this.id = (ObjectId) id;
    }
}
