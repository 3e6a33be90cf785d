package dev.objectid.petclinic;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

/** A browser's requests to the running application: pages, form posts (redirects not followed), other media types. */
final class Http {

    private final HttpClient client =
            HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();
    private final String base;

    Http(int port) {
        this.base = "http://localhost:" + port;
    }

    HttpResponse<String> get(String path, String accept) throws IOException, InterruptedException {
        return client.send(
                HttpRequest.newBuilder(URI.create(base + path))
                        .header("Accept", accept)
                        .GET()
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }

    /** A page as a browser asks for it. */
    HttpResponse<String> page(String path) throws IOException, InterruptedException {
        return get(path, "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8");
    }

    /** A form posted as a browser posts it, fields in the order given. */
    HttpResponse<String> post(String path, Map<String, String> fields) throws IOException, InterruptedException {
        String body = new LinkedHashMap<>(fields)
                .entrySet().stream()
                        .map(field -> encode(field.getKey()) + "=" + encode(field.getValue()))
                        .collect(Collectors.joining("&"));
        return client.send(
                HttpRequest.newBuilder(URI.create(base + path))
                        .header("Content-Type", "application/x-www-form-urlencoded")
                        .header("Accept", "text/html")
                        .POST(HttpRequest.BodyPublishers.ofString(body))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }
}
