package dev.objectid.it.shop;

import dev.objectid.ObjectId;
import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** An entity with a plain {@link ObjectId} id: no typed id is generated for it, the time-range helpers are. */
// tag::audit-event[]
@Entity
public class AuditEvent {

    @Id
    @ObjectIdGenerated(allowAssigned = true)
    private ObjectId id;

    private String action;
    // end::audit-event[]

    protected AuditEvent() {}

    public AuditEvent(String action) {
        this.action = action;
    }

    public AuditEvent(ObjectId id, String action) {
        this.id = id;
        this.action = action;
    }

    public ObjectId getId() {
        return id;
    }

    public String getAction() {
        return action;
    }

    @Override
    public String toString() {
        return "AuditEvent[" + id + ", " + action + "]";
    }
}
