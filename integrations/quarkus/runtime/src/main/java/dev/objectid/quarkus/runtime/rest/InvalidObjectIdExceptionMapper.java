package dev.objectid.quarkus.runtime.rest;

import dev.objectid.ObjectIdFormatException;
import dev.objectid.quarkus.InvalidObjectIdException;
import io.vertx.core.json.JsonObject;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.server.spi.ResteasyReactiveExceptionMapper;
import org.jboss.resteasy.reactive.server.spi.ServerRequestContext;

/**
 * Answers an {@link InvalidObjectIdException} with a 400 {@code application/problem+json} body (RFC 9457) with the
 * members the Spring Boot starter's has: {@code title}, {@code status}, {@code detail}, {@code instance} (the request
 * path), {@code parameter} or {@code field}, {@code value} (cut after 100 characters) and {@code expected}. Registered
 * with a priority below the application's own mappers, so that an application mapper for the exception wins.
 */
public final class InvalidObjectIdExceptionMapper implements ResteasyReactiveExceptionMapper<InvalidObjectIdException> {

    private static final int MAX_VALUE_LENGTH = 100;

    /** Created by Quarkus REST. */
    public InvalidObjectIdExceptionMapper() {}

    @Override
    public Response toResponse(InvalidObjectIdException invalid) {
        return toResponse(invalid, null);
    }

    @Override
    public Response toResponse(InvalidObjectIdException invalid, ServerRequestContext context) {
        JsonObject problem = ProblemBody.badRequest(invalid.getMessage(), context);
        problem.put(invalid.inBody() ? "field" : "parameter", invalid.name());
        String value = invalid.value();
        if (value != null) {
            problem.put(
                    "value",
                    value.length() <= MAX_VALUE_LENGTH ? value : value.substring(0, MAX_VALUE_LENGTH) + "\u2026");
        }
        problem.put("expected", ObjectIdFormatException.EXPECTED);
        return ProblemBody.response(problem);
    }
}
