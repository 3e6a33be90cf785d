package dev.objectid.stacks.springdata;

import dev.objectid.ObjectId;
import org.springframework.data.annotation.Id;
import org.springframework.data.relational.core.mapping.Table;

/** An aggregate with a plain {@link ObjectId} id, as a mutable class with a setter. */
@Table("events")
public class Event {

    @Id
    private ObjectId id;

    private String kind;

    /** For Spring Data. */
    public Event() {}

    public Event(String kind) {
        this.kind = kind;
    }

    public ObjectId getId() {
        return id;
    }

    public void setId(ObjectId id) {
        this.id = id;
    }

    public String getKind() {
        return kind;
    }

    public void setKind(String kind) {
        this.kind = kind;
    }
}
