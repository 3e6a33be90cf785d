package dev.objectid.openapi;

import com.jayway.jsonpath.DocumentContext;
import com.jayway.jsonpath.JsonPath;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/** A JSON client of the application under test, on its real port. */
final class Http {

    private final HttpClient client = HttpClient.newHttpClient();
    private final String base;

    Http(int port) {
        this.base = "http://localhost:" + port;
    }

    Response get(String path) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).GET());
    }

    Response post(String path, String json) {
        return send(HttpRequest.newBuilder(URI.create(base + path))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json)));
    }

    private Response send(HttpRequest.Builder request) {
        request.header("Accept", "application/json, application/problem+json");
        try {
            HttpResponse<String> response = client.send(request.build(), HttpResponse.BodyHandlers.ofString());
            return new Response(
                    response.statusCode(),
                    response.headers().firstValue("Content-Type").orElse(""),
                    response.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** A response; {@link #json()} reads its body with JsonPath. */
    record Response(int status, String contentType, String body) {

        DocumentContext json() {
            return JsonPath.parse(body);
        }

        <T> T read(String path) {
            return json().read(path);
        }
    }
}
