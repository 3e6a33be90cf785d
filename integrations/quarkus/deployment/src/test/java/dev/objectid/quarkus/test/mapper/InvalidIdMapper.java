package dev.objectid.quarkus.test.mapper;

import dev.objectid.quarkus.InvalidObjectIdException;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;

/** An application's own mapper for malformed ids, of the default priority. */
// tag::own-mapper[]
@Provider
public class InvalidIdMapper implements ExceptionMapper<InvalidObjectIdException> {

    @Override
    public Response toResponse(InvalidObjectIdException invalid) {
        return Response.status(422)
                .entity("application: " + invalid.where() + " " + invalid.name() + " " + invalid.value())
                .build();
    }
}
// end::own-mapper[]
