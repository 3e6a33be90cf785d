package dev.objectid.benchmarks.read;

import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/**
 * {@link TypedEntity} again under another name, with a typed id of its own, on the same table: with
 * {@link ObjectIdTwinEntity}, the second entity class of each id type in {@link TypedIdReadComparison}.
 */
@Entity
@Table(name = "read_objectid")
public class TypedTwinEntity extends ReadPayload {

    @Id
    @ObjectIdGenerated(allowAssigned = true)
    TypedTwinEntityId id;

    @Override
    Object id() {
        return id;
    }

    @Override
    void id(Object id) {
        this.id = (TypedTwinEntityId) id;
    }
}
