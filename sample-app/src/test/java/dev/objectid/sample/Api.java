package dev.objectid.sample;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.springframework.boot.json.JsonParserFactory;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.util.StreamUtils;
import org.springframework.web.client.RestClient;

/** The application's REST API over HTTP, with Spring's {@link RestClient}; answers of every status are returned. */
final class Api {

    private final RestClient client;

    Api(int port) {
        this.client = RestClient.builder().baseUrl("http://localhost:" + port).build();
    }

    Response get(String path) {
        return client.get()
                .uri(path)
                .exchange((request, response) -> new Response(
                        response.getStatusCode().value(),
                        response.getHeaders(),
                        StreamUtils.copyToString(response.getBody(), StandardCharsets.UTF_8)));
    }

    Response post(String path, String json) {
        return client.post()
                .uri(path)
                .contentType(MediaType.APPLICATION_JSON)
                .body(json)
                .exchange((request, response) -> new Response(
                        response.getStatusCode().value(),
                        response.getHeaders(),
                        StreamUtils.copyToString(response.getBody(), StandardCharsets.UTF_8)));
    }

    /**
     * An answer.
     *
     * @param status the HTTP status code
     * @param headers the headers
     * @param body the body as text
     */
    record Response(int status, HttpHeaders headers, String body) {

        /** The body, a JSON object. */
        Map<String, Object> json() {
            return JsonParserFactory.getJsonParser().parseMap(body);
        }

        /** A string member of the body. */
        String string(String name) {
            return (String) json().get(name);
        }

        /** The {@code errors} list of a problem body. */
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> errors() {
            return (List<Map<String, Object>>) json().get("errors");
        }

        String contentType() {
            return headers.getFirst(HttpHeaders.CONTENT_TYPE);
        }

        @Override
        public String toString() {
            return status + " " + body;
        }
    }
}
