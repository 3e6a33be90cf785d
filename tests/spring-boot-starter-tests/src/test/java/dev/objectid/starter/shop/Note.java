package dev.objectid.starter.shop;

import dev.objectid.ObjectId;
import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** An entity with a plain {@link ObjectId} as its id. */
@Entity
public class Note {

    @Id
    @ObjectIdGenerated
    private ObjectId id;

    private String text;

    protected Note() {}

    public Note(String text) {
        this.text = text;
    }

    public ObjectId getId() {
        return id;
    }

    public String getText() {
        return text;
    }

    public void setText(String text) {
        this.text = text;
    }
}
