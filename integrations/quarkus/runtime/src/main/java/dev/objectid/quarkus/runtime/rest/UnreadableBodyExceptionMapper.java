package dev.objectid.quarkus.runtime.rest;

import dev.objectid.quarkus.UnreadableBodyException;
import io.vertx.core.json.JsonObject;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.server.spi.ResteasyReactiveExceptionMapper;
import org.jboss.resteasy.reactive.server.spi.ServerRequestContext;

/**
 * Answers an {@link UnreadableBodyException} with a 400 {@code application/problem+json} body of the same shape as
 * {@link InvalidObjectIdExceptionMapper}'s: {@code title}, {@code status}, {@code detail}, {@code instance} and, when
 * known, {@code field}. Registered with a priority below the application's own mappers.
 */
public final class UnreadableBodyExceptionMapper implements ResteasyReactiveExceptionMapper<UnreadableBodyException> {

    /** Created by Quarkus REST. */
    public UnreadableBodyExceptionMapper() {}

    @Override
    public Response toResponse(UnreadableBodyException unreadable) {
        return toResponse(unreadable, null);
    }

    @Override
    public Response toResponse(UnreadableBodyException unreadable, ServerRequestContext context) {
        JsonObject problem = ProblemBody.badRequest(unreadable.getMessage(), context);
        if (!unreadable.field().isEmpty()) {
            problem.put("field", unreadable.field());
        }
        return ProblemBody.response(problem);
    }
}
