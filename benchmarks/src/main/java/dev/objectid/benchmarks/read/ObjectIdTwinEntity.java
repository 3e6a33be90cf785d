package dev.objectid.benchmarks.read;

import dev.objectid.ObjectId;
import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/**
 * {@link ObjectIdEntity} again under another name, on its table: what two reads that differ in nothing but the entity
 * class differ by, the control of {@link TypedIdReadComparison}.
 */
@Entity
@Table(name = "read_objectid")
public class ObjectIdTwinEntity extends ReadPayload {

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
