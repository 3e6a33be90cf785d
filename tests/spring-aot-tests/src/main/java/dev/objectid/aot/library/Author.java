package dev.objectid.aot.library;

import dev.objectid.ObjectId;
import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** An author, with a plain {@code ObjectId} as its id. */
@Entity
public class Author {

    @Id
    @ObjectIdGenerated
    private ObjectId id;

    private String name;

    protected Author() {}

    public Author(String name) {
        this.name = name;
    }

    public ObjectId getId() {
        return id;
    }

    public String getName() {
        return name;
    }
}
