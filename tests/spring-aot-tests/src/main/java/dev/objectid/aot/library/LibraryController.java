package dev.objectid.aot.library;

import dev.objectid.ObjectId;
import java.time.Instant;
import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

/** Authors and books over JSON: ids in paths, bodies and responses as their 24 hexadecimal digits. */
@RestController
@Transactional
public class LibraryController {

    /** A new author. */
    public record NewAuthor(String name) {}

    /** A new book, by an author's id. */
    public record NewBook(ObjectId author, String title) {}

    /** An author as JSON. */
    public record AuthorView(ObjectId id, String name) {}

    /** A book as JSON. */
    public record BookView(BookId id, ObjectId author, String title) {

        static BookView of(Book book) {
            return new BookView(book.getId(), book.getAuthor().getId(), book.getTitle());
        }
    }

    private final AuthorRepository authors;
    private final BookRepository books;

    public LibraryController(AuthorRepository authors, BookRepository books) {
        this.authors = authors;
        this.books = books;
    }

    @PostMapping("/authors")
    public AuthorView addAuthor(@RequestBody NewAuthor author) {
        Author saved = authors.save(new Author(author.name()));
        return new AuthorView(saved.getId(), saved.getName());
    }

    @PostMapping("/books")
    public BookView addBook(@RequestBody NewBook book) {
        Author author = authors.findById(book.author()).orElseThrow(() -> notFound("author " + book.author()));
        return BookView.of(books.save(new Book(author, book.title())));
    }

    @GetMapping("/books/{id}")
    public BookView book(@PathVariable BookId id) {
        return BookView.of(books.findById(id).orElseThrow(() -> notFound("book " + id)));
    }

    /** The books created since {@code since}, through the generated fragment: a range on the primary key. */
    @GetMapping("/books")
    public List<BookView> booksSince(@RequestParam Instant since) {
        return books.findAllCreatedSince(since).stream().map(BookView::of).toList();
    }

    private static ResponseStatusException notFound(String what) {
        return new ResponseStatusException(HttpStatus.NOT_FOUND, "No " + what);
    }
}
