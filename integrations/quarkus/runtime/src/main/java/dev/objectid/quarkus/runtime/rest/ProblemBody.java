package dev.objectid.quarkus.runtime.rest;

import io.vertx.core.json.JsonObject;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.server.core.ResteasyReactiveRequestContext;
import org.jboss.resteasy.reactive.server.spi.ServerRequestContext;

/**
 * The 400 {@code application/problem+json} body (RFC 9457) every answer of the extension has: {@code type}
 * ({@code about:blank}), {@code title}, {@code status}, {@code detail} and {@code instance} (the request path), as the
 * Spring Boot starter and objectid-micronaut write them; each mapper adds its own members.
 */
final class ProblemBody {

    /** The media type of the answer. */
    static final String PROBLEM_JSON = "application/problem+json";

    private ProblemBody() {}

    /** The common members, for a bad request described by {@code detail}. */
    static JsonObject badRequest(String detail, ServerRequestContext context) {
        JsonObject problem = new JsonObject()
                .put("type", "about:blank")
                .put("title", "Bad Request")
                .put("status", Response.Status.BAD_REQUEST.getStatusCode())
                .put("detail", detail);
        if (context instanceof ResteasyReactiveRequestContext request) {
            problem.put("instance", request.getPath());
        }
        return problem;
    }

    /** The 400 response carrying {@code problem}. */
    static Response response(JsonObject problem) {
        return Response.status(Response.Status.BAD_REQUEST)
                .type(PROBLEM_JSON)
                .entity(problem.encode())
                .build();
    }
}
