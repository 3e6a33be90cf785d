package dev.objectid.quarkus.runtime.rest;

import dev.objectid.quarkus.InvalidObjectIdException;
import dev.objectid.quarkus.UnreadableBodyException;
import jakarta.ws.rs.ext.ReaderInterceptor;
import jakarta.ws.rs.ext.ReaderInterceptorContext;
import java.io.IOException;

/**
 * Reads every request body as it would be read without it, and replaces a failure about a malformed ObjectId or typed
 * id in a JSON-B body with an {@link InvalidObjectIdException} naming the field, and any other failure of JSON-B to
 * read the body (not JSON, too deep, a value of the wrong kind) with an {@link UnreadableBodyException}. Failures that
 * are not JSON-B's pass unchanged. Registered by the extension when Quarkus REST JSON-B is
 * present; {@link InvalidIdBodyInterceptor} is its counterpart for Jackson.
 */
public final class InvalidIdJsonbBodyInterceptor implements ReaderInterceptor {

    /** Created by Quarkus REST. */
    public InvalidIdJsonbBodyInterceptor() {}

    @Override
    public Object aroundReadFrom(ReaderInterceptorContext context) throws IOException {
        try {
            return context.proceed();
        } catch (IOException | RuntimeException failure) {
            InvalidObjectIdException invalid = JsonbIdFailures.of(failure);
            if (invalid != null) {
                throw invalid;
            }
            UnreadableBodyException unreadable = JsonbIdFailures.unreadable(failure);
            if (unreadable != null) {
                throw unreadable;
            }
            throw failure;
        }
    }
}
