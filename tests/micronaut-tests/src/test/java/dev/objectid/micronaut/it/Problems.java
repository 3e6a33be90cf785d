package dev.objectid.micronaut.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.objectid.ObjectId;
import dev.objectid.ObjectIdFormatException;
import dev.objectid.spi.ObjectIdTypes;
import io.micronaut.core.type.Argument;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.client.BlockingHttpClient;
import io.micronaut.http.client.exceptions.HttpClientResponseException;
import java.util.Map;

/** Sends a request that must fail with objectid-micronaut's problem body, and checks that body. */
public final class Problems {

    private Problems() {}

    /**
     * Asserts that {@code request} answers 400 with an {@code application/problem+json} body naming the parameter
     * (or field) {@code name} with {@code value}, and the detail {@code detail}.
     *
     * @param member {@code "parameter"} or {@code "field"}
     * @return the body, for further assertions
     */
    public static Map<String, Object> assertProblem(
            BlockingHttpClient client,
            HttpRequest<?> request,
            String member,
            String name,
            String value,
            String detail) {
        HttpClientResponseException error = catchThrowableOfType(
                HttpClientResponseException.class,
                () -> client.exchange(request, Argument.of(String.class), Argument.of(String.class)));
        assertThat((Object) error).as("a 400 for " + request).isNotNull();
        assertThat(error.getStatus().getCode()).isEqualTo(400);
        assertThat(error.getResponse().getContentType()).map(Object::toString).contains("application/problem+json");
        @SuppressWarnings("unchecked")
        Map<String, Object> body = error.getResponse().getBody(Map.class).orElseThrow();
        assertThat(body)
                .containsEntry("type", "about:blank")
                .containsEntry("title", "Bad Request")
                .containsEntry("status", 400)
                .containsEntry("detail", detail)
                .containsEntry(member, name)
                .containsEntry("expected", ObjectIdFormatException.EXPECTED)
                .containsEntry("instance", request.getPath());
        if (value != null) {
            assertThat(body).containsEntry("value", value);
        }
        return body;
    }

    /**
     * The body of the 400 {@code application/problem+json} answer to {@code request}, with its members in the order
     * they were written.
     */
    public static Map<String, Object> problemBody(BlockingHttpClient client, HttpRequest<?> request) {
        HttpClientResponseException error = catchThrowableOfType(
                HttpClientResponseException.class,
                () -> client.exchange(request, Argument.of(String.class), Argument.of(String.class)));
        assertThat((Object) error).as("a 400 for " + request).isNotNull();
        assertThat(error.getStatus().getCode()).isEqualTo(400);
        assertThat(error.getResponse().getContentType()).map(Object::toString).contains("application/problem+json");
        return error.getResponse()
                .getBody(Argument.mapOf(String.class, Object.class))
                .orElseThrow();
    }

    /** What the parser says about {@code text}. */
    public static String parserMessage(String text) {
        return parserMessage(text, ObjectId.class);
    }

    /** What the parser of {@code type}, {@code ObjectId} or a typed id, says of {@code text}. */
    public static String parserMessage(String text, Class<?> type) {
        ObjectIdFormatException failure = ObjectIdTypes.parseFailure(text, type);
        if (failure == null) {
            throw new AssertionError(text + " is a " + type.getSimpleName());
        }
        return failure.getMessage();
    }

    /**
     * What core says when a JSON value that is not an id of {@code type} is read as one, as Jackson and JSON-B say it:
     * {@code Invalid ObjectId: the number 42; expected a string of ...}.
     */
    public static String jsonMessage(Object json, Class<?> type) {
        try {
            ObjectIdTypes.fromJson(json, type);
        } catch (ObjectIdFormatException refused) {
            return refused.getMessage();
        }
        throw new AssertionError(json + " is a " + type.getSimpleName());
    }
}
