package dev.objectid.quarkus.jsonb.answers;

import dev.objectid.ObjectId;
import dev.objectid.quarkus.jsonb.FruitId;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.HashMap;
import java.util.Map;
import org.jboss.resteasy.reactive.RestPath;

/**
 * The endpoints of the one-request-one-answer matrix (docs/errors.md): an ObjectId and a typed id in the path, in a
 * query parameter and in a JSON body read by JSON-B, an ObjectId in a header and in a form, each echoed back. The Spring Boot, Micronaut and Quarkus (Jackson)
 * suites have the same endpoints.
 */
@Path("/answers")
public class AnswersResource {

    /** A JSON body with an ObjectId. */
    public static class IdBody {
        public ObjectId id;
    }

    /** A JSON body with a typed id. */
    public static class TypedIdBody {
        public FruitId id;
    }

    @GET
    @Path("/ids/{id}")
    public Map<String, Object> path(@RestPath ObjectId id) {
        return echo(id);
    }

    @GET
    @Path("/typed/{id}")
    public Map<String, Object> typedPath(@RestPath FruitId id) {
        return echo(id);
    }

    @GET
    @Path("/ids")
    public Map<String, Object> query(@QueryParam("id") ObjectId id) {
        return echo(id);
    }

    @GET
    @Path("/header")
    public Map<String, Object> header(@HeaderParam("X-Id") ObjectId id) {
        return echo(id);
    }

    @POST
    @Path("/form")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Map<String, Object> form(@FormParam("id") ObjectId id) {
        return echo(id);
    }

    @POST
    @Path("/ids")
    public Map<String, Object> body(IdBody body) {
        return echo(body.id);
    }

    @POST
    @Path("/typed")
    public Map<String, Object> typedBody(TypedIdBody body) {
        return echo(body.id);
    }

    private static Map<String, Object> echo(Object id) {
        Map<String, Object> answer = new HashMap<>();
        answer.put("id", id == null ? null : id.toString());
        return answer;
    }
}
