package dev.objectid.micronaut.it.jdbc;

import io.micronaut.context.annotation.Requires;
import io.micronaut.core.convert.exceptions.ConversionErrorException;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import jakarta.inject.Singleton;

/** An application's own handler of conversion errors, as {@link OwnHandlerWinsTest} installs it. */
@Singleton
@Requires(property = "test.own-handler", value = "true")
class OwnConversionErrorHandler implements ExceptionHandler<ConversionErrorException, HttpResponse<?>> {

    @Override
    @SuppressWarnings("rawtypes") // the interface declares the raw type
    public HttpResponse<?> handle(HttpRequest request, ConversionErrorException exception) {
        return HttpResponse.unprocessableEntity()
                .body("own handler: " + exception.getArgument().getName());
    }
}
