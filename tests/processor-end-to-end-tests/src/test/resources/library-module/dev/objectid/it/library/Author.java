package dev.objectid.it.library;

import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** An entity of a module that IncrementalBuildTest compiles whole, then in part. */
@Entity
public class Author {

    @Id
    @ObjectIdGenerated
    private AuthorId id;

    private String name;

    protected Author() {
    }

    public Author(String name) {
        this.name = name;
    }

    public AuthorId getId() {
        return id;
    }
}
