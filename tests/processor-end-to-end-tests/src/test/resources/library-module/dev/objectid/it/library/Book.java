package dev.objectid.it.library;

import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;

/** The entity IncrementalBuildTest compiles again alone: it refers to Author's typed id twice. */
@Entity
public class Book {

    @Id
    @ObjectIdGenerated
    private BookId id;

    @ManyToOne
    private Author author;

    private AuthorId editedBy; // a typed id of the entity not compiled again, as a plain attribute

    private String title;

    protected Book() {
    }

    public Book(String title, Author author, AuthorId editedBy) {
        this.title = title;
        this.author = author;
        this.editedBy = editedBy;
    }

    public BookId getId() {
        return id;
    }

    public AuthorId getEditedBy() {
        return editedBy;
    }
}
