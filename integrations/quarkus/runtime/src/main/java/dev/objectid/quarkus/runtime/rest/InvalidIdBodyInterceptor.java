package dev.objectid.quarkus.runtime.rest;

import dev.objectid.quarkus.InvalidObjectIdException;
import dev.objectid.quarkus.UnreadableBodyException;
import jakarta.ws.rs.ext.ReaderInterceptor;
import jakarta.ws.rs.ext.ReaderInterceptorContext;
import java.io.IOException;

/**
 * Reads every request body as it would be read without it, and replaces a failure about a malformed ObjectId or typed
 * id in a JSON body with an {@link InvalidObjectIdException} naming the field, and any other failure of Jackson's to
 * read the body (not JSON, too deep, a value of the wrong kind) with an {@link UnreadableBodyException}, so that no
 * unreadable body is answered with an empty 400. Failures that are not Jackson's pass unchanged. Registered by the extension when Quarkus REST Jackson is
 * present.
 */
public final class InvalidIdBodyInterceptor implements ReaderInterceptor {

    /** Created by Quarkus REST. */
    public InvalidIdBodyInterceptor() {}

    @Override
    public Object aroundReadFrom(ReaderInterceptorContext context) throws IOException {
        try {
            return context.proceed();
        } catch (IOException | RuntimeException failure) {
            InvalidObjectIdException invalid = JsonIdFailures.of(failure);
            if (invalid != null) {
                throw invalid;
            }
            UnreadableBodyException unreadable = JsonIdFailures.unreadable(failure);
            if (unreadable != null) {
                throw unreadable;
            }
            throw failure;
        }
    }
}
