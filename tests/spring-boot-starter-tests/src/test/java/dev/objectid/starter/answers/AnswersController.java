package dev.objectid.starter.answers;

import dev.objectid.ObjectId;
import dev.objectid.starter.shop.CustomerId;
import java.util.HashMap;
import java.util.Map;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * The endpoints of the one-request-one-answer matrix (docs/errors.md): an ObjectId and a typed id in the path, in a
 * query parameter and in a JSON body, an ObjectId in a header and in a form, each echoed back. The Micronaut and Quarkus suites have the same endpoints.
 */
@RestController
@RequestMapping("/answers")
public class AnswersController {

    /** A JSON body with an ObjectId. */
    public record IdBody(ObjectId id) {}

    /** A JSON body with a typed id. */
    public record TypedIdBody(CustomerId id) {}

    @GetMapping("/ids/{id}")
    public Map<String, Object> path(@PathVariable ObjectId id) {
        return echo(id);
    }

    @GetMapping("/typed/{id}")
    public Map<String, Object> typedPath(@PathVariable CustomerId id) {
        return echo(id);
    }

    @GetMapping("/ids")
    public Map<String, Object> query(@RequestParam(required = false) ObjectId id) {
        return echo(id);
    }

    @GetMapping("/header")
    public Map<String, Object> header(@RequestHeader(name = "X-Id", required = false) ObjectId id) {
        return echo(id);
    }

    @PostMapping(path = "/form", consumes = MediaType.APPLICATION_FORM_URLENCODED_VALUE)
    public Map<String, Object> form(@RequestParam(required = false) ObjectId id) {
        return echo(id);
    }

    @PostMapping("/ids")
    public Map<String, Object> body(@RequestBody IdBody body) {
        return echo(body.id());
    }

    @PostMapping("/typed")
    public Map<String, Object> typedBody(@RequestBody TypedIdBody body) {
        return echo(body.id());
    }

    private static Map<String, Object> echo(Object id) {
        Map<String, Object> answer = new HashMap<>();
        answer.put("id", id == null ? null : id.toString());
        return answer;
    }
}
