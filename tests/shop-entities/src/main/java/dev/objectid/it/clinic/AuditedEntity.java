package dev.objectid.it.clinic;

import dev.objectid.ObjectId;
import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;

/** A base class without a type variable: its entities all have a plain {@link ObjectId} id. */
// tag::audited-entity[]
@MappedSuperclass
public abstract class AuditedEntity {

    @Id
    @ObjectIdGenerated(allowAssigned = true)
    private ObjectId id;
    // end::audited-entity[]

    public ObjectId getId() {
        return id;
    }

    public void setId(ObjectId id) {
        this.id = id;
    }
}
