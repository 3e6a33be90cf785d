package dev.objectid.micronaut.it.jdbc;

import dev.objectid.ObjectId;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.CookieValue;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Header;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import java.util.List;
import java.util.Optional;

/** Books over HTTP: a typed id in the path, ObjectIds in a query value, a header and a cookie. */
@Controller("/books")
@ExecuteOn(TaskExecutors.BLOCKING)
class BookController {

    private final BookRepository books;

    BookController(BookRepository books) {
        this.books = books;
    }

    @Get("/{id}")
    Optional<Book> show(BookId id) {
        return books.findById(id);
    }

    @Get
    List<Book> byAuthor(@QueryValue("author") ObjectId authorId) {
        return books.findByAuthorId(authorId);
    }

    @Get("/by-header")
    List<Book> byAuthorHeader(@Header("X-Author-Id") ObjectId authorId) {
        return books.findByAuthorId(authorId);
    }

    @Get("/by-cookie")
    List<Book> byAuthorCookie(@CookieValue("author") ObjectId authorId) {
        return books.findByAuthorId(authorId);
    }

    @Post
    HttpResponse<Book> create(@Body Book book) {
        return HttpResponse.created(books.save(book));
    }
}
