package dev.objectid.starter;

import com.jayway.jsonpath.DocumentContext;
import com.jayway.jsonpath.JsonPath;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;

/** A client of the application under test, on its real port: requests as a browser or curl sends them. */
final class Http {

    private final HttpClient client = HttpClient.newHttpClient();
    private final String base;

    Http(int port) {
        this.base = "http://localhost:" + port;
    }

    Response get(String path, String... headers) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).GET(), headers);
    }

    Response post(String path, String json) {
        return send(
                HttpRequest.newBuilder(URI.create(base + path)).POST(HttpRequest.BodyPublishers.ofString(json)),
                "Content-Type",
                "application/json");
    }

    private Response send(HttpRequest.Builder request, String... headers) {
        request.header("Accept", "application/json, application/problem+json, application/hal+json");
        for (int i = 0; i < headers.length; i += 2) {
            request.setHeader(headers[i], headers[i + 1]);
        }
        try {
            HttpResponse<String> response = client.send(request.build(), HttpResponse.BodyHandlers.ofString());
            return new Response(
                    response.statusCode(),
                    response.headers().firstValue("Content-Type").orElse(""),
                    response.headers().firstValue("Location").orElse(null),
                    response.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** A response; {@link #json()} reads its body with JsonPath. */
    record Response(int status, String contentType, String location, String body) {

        DocumentContext json() {
            return JsonPath.parse(body);
        }

        <T> T read(String path) {
            return json().read(path);
        }

        Map<String, Object> map() {
            return json().read("$");
        }

        @Override
        public String toString() {
            return status + " " + contentType + " " + body;
        }
    }
}
