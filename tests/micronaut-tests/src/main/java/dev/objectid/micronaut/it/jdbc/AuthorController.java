package dev.objectid.micronaut.it.jdbc;

import dev.objectid.ObjectId;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Authors over HTTP: an {@link ObjectId} in the URL, and in the JSON of what it returns. */
// tag::author-controller[]
@Controller("/authors")
@ExecuteOn(TaskExecutors.BLOCKING)
class AuthorController {

    private final AuthorRepository authors;

    AuthorController(AuthorRepository authors) {
        this.authors = authors;
    }

    @Get("/{id}")
    Optional<Author> show(ObjectId id) { // GET /authors/zz answers 400 with a problem body
        return authors.findById(id);
    }

    @Get
    List<Author> createdBetween(@QueryValue Instant from, @QueryValue Instant to) {
        return authors.findByIdGreaterThanEqualsAndIdLessThan(ObjectId.minFor(from), ObjectId.minFor(to));
    }
    // end::author-controller[]

    @Post
    HttpResponse<Author> create(@Body Author author) {
        return HttpResponse.created(authors.save(author));
    }
}
