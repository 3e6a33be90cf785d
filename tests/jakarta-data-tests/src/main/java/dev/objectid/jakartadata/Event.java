package dev.objectid.jakartadata;

import dev.objectid.ObjectId;
import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** An entity with a plain ObjectId id: hibernate-processor sees it in any build. */
@Entity
@Table(name = "events")
public class Event {

    @Id
    @ObjectIdGenerated(allowAssigned = true)
    private ObjectId id;

    private String kind;

    protected Event() {}

    public Event(String kind) {
        this.kind = kind;
    }

    public Event(ObjectId id, String kind) {
        this.id = id;
        this.kind = kind;
    }

    public ObjectId getId() {
        return id;
    }

    public String getKind() {
        return kind;
    }
}
