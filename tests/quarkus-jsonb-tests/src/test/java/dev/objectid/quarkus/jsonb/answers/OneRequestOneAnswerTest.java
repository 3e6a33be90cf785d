package dev.objectid.quarkus.jsonb.answers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import dev.objectid.ObjectIdFormatException;
import dev.objectid.quarkus.jsonb.FruitId;
import dev.objectid.spi.ObjectIdTypes;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * One request, one answer, with JSON-B: the same bad ids, sent to the same endpoints ({@link AnswersResource}) of a
 * Quarkus application on Quarkus REST JSON-B, get the answers of the Jackson one. The Spring Boot and Micronaut
 * suites have a test class of this name with the same test methods; docs/errors.md has a row for each, which the
 * docs tests check against the three classes.
 */
@QuarkusTest
class OneRequestOneAnswerTest {

    static final String GOOD = "6740c5e1a3f29b04c7000001";
    static final String OTHER = "6740c5e1a3f29b04c7000002";

    @TestHTTPResource("/")
    URL server;

    @Test
    void malformedInPath() {
        assertThat(get("/answers/ids/zz")).isEqualTo(problem("/answers/ids/zz", "parameter", "id", "zz",
                "Path variable 'id': Invalid ObjectId \"zz\": length is 2, expected 24 hexadecimal digits (0-9, a-f,"
                        + " A-F)"));
    }

    @Test
    void malformedTypedIdInPath() {
        assertThat(get("/answers/typed/zz")).isEqualTo(problem("/answers/typed/zz", "parameter", "id", "zz",
                "Path variable 'id': " + parser("zz", FruitId.class)));
    }

    @Test
    void upperCaseInPath() {
        assertThat(get("/answers/ids/" + GOOD.toUpperCase())).isEqualTo(echo(GOOD));
    }

    @Test
    void malformedInQuery() {
        assertThat(get("/answers/ids?id=zz")).isEqualTo(problem("/answers/ids", "parameter", "id", "zz",
                "Request parameter 'id': " + parser("zz", ObjectId.class)));
    }

    @Test
    void repeatedQueryParameter() {
        assertThat(get("/answers/ids?id=" + GOOD + "&id=" + OTHER)).isEqualTo(problem("/answers/ids", "parameter",
                "id", null, "Request parameter 'id': Invalid ObjectId: 2 values (\"" + GOOD + "\", \"" + OTHER
                        + "\"); expected one, of 24 hexadecimal digits (0-9, a-f, A-F)"));
        assertThat(get("/answers/ids?id=" + GOOD + "&id=zz")).isEqualTo(problem("/answers/ids", "parameter", "id",
                null, "Request parameter 'id': " + ObjectIdTypes.oneValueExpected(List.of(GOOD, "zz"),
                        ObjectId.class).getMessage()));
    }

    @Test
    void emptyQueryParameter() {
        assertThat(get("/answers/ids?id=")).isEqualTo(echo(null));
    }

    @Test
    void malformedInBody() {
        assertThat(post("/answers/ids", "{\"id\":\"zz\"}")).isEqualTo(problem("/answers/ids", "field", "id", "zz",
                "Field 'id': " + parser("zz", ObjectId.class)));
    }

    @Test
    void malformedTypedIdInBody() {
        assertThat(post("/answers/typed", "{\"id\":\"zz\"}")).isEqualTo(problem("/answers/typed", "field", "id",
                "zz", "Field 'id': " + parser("zz", FruitId.class)));
    }

    @Test
    void upperCaseInBody() {
        assertThat(post("/answers/ids", "{\"id\":\"" + GOOD.toUpperCase() + "\"}")).isEqualTo(echo(GOOD));
    }

    @Test
    void extendedJsonInBody() {
        assertThat(post("/answers/typed", "{\"id\":{\"$oid\":\"" + GOOD + "\"}}")).isEqualTo(echo(GOOD));
    }

    @Test
    void numberInBody() {
        assertThat(post("/answers/ids", "{\"id\":42}")).isEqualTo(problem("/answers/ids", "field", "id", null,
                "Field 'id': Invalid ObjectId: the number 42; expected a string of 24 hexadecimal digits (0-9, a-f,"
                        + " A-F), or {\"$oid\": \"<24 hexadecimal digits>\"} (MongoDB Extended JSON)"));
    }

    @Test
    void numberForTypedIdInBody() {
        assertThat(post("/answers/typed", "{\"id\":42}")).isEqualTo(problem("/answers/typed", "field", "id", null,
                "Field 'id': " + json(42, FruitId.class)));
    }

    @Test
    void longNumberInBody() {
        assertThat(post("/answers/ids", "{\"id\":674051234567890123456789}")).isEqualTo(problem("/answers/ids",
                "field", "id", null, "Field 'id': " + json(new BigInteger("674051234567890123456789"),
                        ObjectId.class)));
    }

    @Test
    void arrayOfOneIdInBody() {
        assertThat(post("/answers/ids", "{\"id\":[\"" + GOOD + "\"]}")).isEqualTo(problem("/answers/ids", "field",
                "id", null, "Field 'id': " + json(List.of(GOOD), ObjectId.class)));
    }

    @Test
    void objectInBody() {
        assertThat(post("/answers/ids", "{\"id\":{\"a\":1}}")).isEqualTo(problem("/answers/ids", "field", "id",
                null, "Field 'id': " + json(Map.of("a", 1), ObjectId.class)));
    }

    @Test
    void booleanInBody() {
        assertThat(post("/answers/ids", "{\"id\":true}")).isEqualTo(problem("/answers/ids", "field", "id", null,
                "Field 'id': " + json(true, ObjectId.class)));
    }

    @Test
    void emptyStringInBody() {
        assertThat(post("/answers/ids", "{\"id\":\"\"}")).isEqualTo(problem("/answers/ids", "field", "id", "",
                "Field 'id': " + parser("", ObjectId.class)));
    }

    @Test
    void nullInBody() {
        assertThat(post("/answers/ids", "{\"id\":null}")).isEqualTo(echo(null));
    }

    /**
     * The JSON parser (Parsson) refuses the body before any id is read (its nesting limit); the extension answers every
     * body Quarkus REST cannot read with a problem body. Unlike Jackson, Parsson does not say which field it was in.
     */
    @Test
    void tooDeepBody() {
        Answer answer = post("/answers/ids", "{\"id\":" + "[".repeat(5000) + "]".repeat(5000) + "}");
        assertThat(answer.status()).isEqualTo(400);
        assertThat(answer.contentType()).isEqualTo("application/problem+json");
        assertThat(answer.body()).containsEntry("type", "about:blank").containsEntry("title", "Bad Request")
                .containsEntry("status", 400).containsEntry("instance", "/answers/ids").doesNotContainKey("field");
        assertThat((String) answer.body().get("detail")).startsWith("Request body: not readable as JSON: ")
                .contains("too deeply nested");
    }

    /** What the parser of {@code type} says of {@code text}. */
    static String parser(String text, Class<?> type) {
        return ObjectIdTypes.parseFailure(text, type).getMessage();
    }

    /** What reading {@code json} as an id of {@code type} says. */
    static String json(Object json, Class<?> type) {
        try {
            ObjectIdTypes.fromJson(json, type);
        } catch (ObjectIdFormatException refused) {
            return refused.getMessage();
        }
        throw new AssertionError(json + " is an id");
    }

    static Answer echo(String id) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("id", id);
        return new Answer(200, "application/json", body);
    }

    /** The problem body every framework answers a bad id with. */
    static Answer problem(String instance, String member, String name, String value, String detail) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("type", "about:blank");
        body.put("title", "Bad Request");
        body.put("status", 400);
        body.put("detail", detail);
        body.put("instance", instance);
        body.put(member, name);
        if (value != null) {
            body.put("value", value);
        }
        body.put("expected", ObjectIdFormatException.EXPECTED);
        return new Answer(400, "application/problem+json", body);
    }

    Answer get(String path) {
        return send(HttpRequest.newBuilder(URI.create(server.toString().replaceAll("/$", "") + path)).GET());
    }

    Answer post(String path, String json) {
        return send(HttpRequest.newBuilder(URI.create(server.toString().replaceAll("/$", "") + path))
                .POST(HttpRequest.BodyPublishers.ofString(json)).header("Content-Type", "application/json"));
    }

    private Answer send(HttpRequest.Builder request) {
        request.header("Accept", "application/json, application/problem+json");
        try {
            HttpResponse<String> response = HttpClient.newHttpClient().send(request.build(),
                    HttpResponse.BodyHandlers.ofString());
            String contentType = response.headers().firstValue("Content-Type").orElse("");
            return new Answer(response.statusCode(), Arrays.stream(contentType.split(";")).findFirst().orElse(""),
                    JsonPath.from(response.body()).getMap("$"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** A status, a media type without parameters and the JSON body as a map. */
    record Answer(int status, String contentType, Map<String, Object> body) {
    }
}
