package dev.objectid.micronaut.it.forms;

import dev.objectid.ObjectId;
import dev.objectid.micronaut.it.jdbc.BookId;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Part;
import io.micronaut.http.annotation.Post;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Ids bound from form fields in each way Micronaut binds them: by the argument's name, {@code @Part} with a name of its
 * own, {@code @Body} naming a field, an {@code Optional}; next to a plain text field, and from a multipart form; and a
 * form with no id. Each echoes what it bound.
 */
@Controller("/forms")
class FormController {

    @Post(value = "/part", consumes = MediaType.APPLICATION_FORM_URLENCODED)
    Map<String, Object> part(@Part("book") BookId id) {
        return echo("book", id);
    }

    @Post(value = "/body-field", consumes = MediaType.APPLICATION_FORM_URLENCODED)
    Map<String, Object> bodyField(@Body("ref") ObjectId id) {
        return echo("ref", id);
    }

    @Post(value = "/optional", consumes = MediaType.APPLICATION_FORM_URLENCODED)
    Map<String, Object> optional(Optional<ObjectId> id) {
        return echo("id", id.orElse(null));
    }

    @Post(value = "/with-note", consumes = MediaType.APPLICATION_FORM_URLENCODED)
    Map<String, Object> withNote(@Nullable ObjectId id, @Nullable String note) {
        Map<String, Object> answer = echo("id", id);
        answer.put("note", note);
        return answer;
    }

    @Post(value = "/note", consumes = MediaType.APPLICATION_FORM_URLENCODED)
    Map<String, Object> note(@Nullable String note) {
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("note", note);
        return answer;
    }

    @Post(value = "/multipart", consumes = MediaType.MULTIPART_FORM_DATA)
    Map<String, Object> multipart(@Nullable ObjectId id) {
        return echo("id", id);
    }

    private static Map<String, Object> echo(String name, Object id) {
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put(name, id == null ? null : id.toString());
        return answer;
    }
}
