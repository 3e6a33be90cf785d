package com.example.library;

import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** An author, with a typed id. */
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
