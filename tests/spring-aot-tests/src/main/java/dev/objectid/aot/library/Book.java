package dev.objectid.aot.library;

import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;

/** A book: a typed id, {@code BookId}, which objectid-processor generates, and a foreign key to its author. */
@Entity
public class Book {

    @Id
    @ObjectIdGenerated
    private BookId id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    private Author author;

    private String title;

    protected Book() {}

    public Book(Author author, String title) {
        this.author = author;
        this.title = title;
    }

    public BookId getId() {
        return id;
    }

    public Author getAuthor() {
        return author;
    }

    public String getTitle() {
        return title;
    }
}
