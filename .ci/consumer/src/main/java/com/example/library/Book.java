package com.example.library;

import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;

/** A book: a typed id that objectid-processor generates, and a foreign key to its author's typed id. */
@Entity
public class Book {

    @Id
    @ObjectIdGenerated
    private BookId id;

    @ManyToOne(optional = false)
    private Author author;

    private String title;

    protected Book() {
    }

    public Book(Author author, String title) {
        this.author = author;
        this.title = title;
    }

    public BookId getId() {
        return id;
    }

    public String getTitle() {
        return title;
    }
}
