package dev.objectid.micronaut.it.answers;

import dev.objectid.ObjectId;
import dev.objectid.micronaut.it.jdbc.BookId;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Header;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.serde.annotation.Serdeable;
import java.util.HashMap;
import java.util.Map;

/**
 * The endpoints of the one-request-one-answer matrix (docs/errors.md): an ObjectId and a typed id in the path, in a
 * query value and in a JSON body, an ObjectId in a header and in a form, each echoed back. The Spring Boot and Quarkus suites have the same endpoints.
 */
@Controller("/answers")
class AnswersController {

    /** A JSON body with an ObjectId. */
    @Serdeable
    record IdBody(@Nullable ObjectId id) {}

    /** A JSON body with a typed id. */
    @Serdeable
    record TypedIdBody(@Nullable BookId id) {}

    @Get("/ids/{id}")
    Map<String, Object> path(@PathVariable ObjectId id) {
        return echo(id);
    }

    @Get("/typed/{id}")
    Map<String, Object> typedPath(@PathVariable BookId id) {
        return echo(id);
    }

    @Get("/ids")
    Map<String, Object> query(@Nullable @QueryValue ObjectId id) {
        return echo(id);
    }

    @Get("/header")
    Map<String, Object> header(@Nullable @Header("X-Id") ObjectId id) {
        return echo(id);
    }

    @Post(value = "/form", consumes = MediaType.APPLICATION_FORM_URLENCODED)
    Map<String, Object> form(@Nullable ObjectId id) {
        return echo(id);
    }

    @Post("/ids")
    Map<String, Object> body(@Body IdBody body) {
        return echo(body.id());
    }

    @Post("/typed")
    Map<String, Object> typedBody(@Body TypedIdBody body) {
        return echo(body.id());
    }

    private static Map<String, Object> echo(Object id) {
        Map<String, Object> answer = new HashMap<>();
        answer.put("id", id == null ? null : id.toString());
        return answer;
    }
}
