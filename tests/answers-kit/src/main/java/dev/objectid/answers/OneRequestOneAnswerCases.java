package dev.objectid.answers;

import static org.assertj.core.api.Assertions.assertThat;

import com.jayway.jsonpath.JsonPath;
import dev.objectid.ObjectId;
import dev.objectid.ObjectIdFormatException;
import dev.objectid.spi.ObjectIdTypes;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * One request, one answer: the same bad ids, sent to the same endpoints ({@code /answers/ids} and
 * {@code /answers/typed}) of a Spring Boot, a Micronaut and a Quarkus application, get the same status and the same
 * problem body. The cases are written here once; each framework's suite has a subclass named
 * {@code OneRequestOneAnswerTest} that boots its application and says only what differs: the application's address
 * ({@link #baseUrl()}), its typed id ({@link #typedId()}) and the answers that are the framework's own, not ours
 * ({@link #tooDeepBody(Answer)}). docs/errors.md has a row for each case, which the docs tests check against this
 * class and the subclasses.
 *
 * <p>The test methods are public so that a subclass, in another package, could override one; a case that answers
 * differently in one framework is an abstract hook here instead, so that the difference is written where it is.
 */
public abstract class OneRequestOneAnswerCases {

    protected static final String GOOD = "6740c5e1a3f29b04c7000001";
    protected static final String OTHER = "6740c5e1a3f29b04c7000002";

    /**
     * HTTP/1.1, as browsers and curl speak to a plain {@code http:} address: Java's client would otherwise ask to
     * upgrade to HTTP/2 on the first request, and Vert.x (Quarkus) keeps one value of a repeated header in that upgrade.
     */
    private static final HttpClient HTTP =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    /** The application's address, such as {@code http://localhost:8080}; a trailing slash is left out. */
    protected abstract String baseUrl();

    /** The application's typed id, which {@code /answers/typed} takes: only its name differs in the answers. */
    protected abstract Class<?> typedId();

    /**
     * What the framework answers to a body nested too deep ({@link #tooDeepBody()}): the JSON parser refuses it before
     * any id is read, so the body is the framework's own (or the extension's, for every body it cannot read), not one
     * about an id. The status is 400 everywhere.
     */
    protected abstract void tooDeepBody(Answer answer);

    @Test
    public void malformedInPath() {
        assertThat(get("/answers/ids/zz"))
                .isEqualTo(problem(
                        "/answers/ids/zz",
                        "parameter",
                        "id",
                        "zz",
                        "Path variable 'id': Invalid ObjectId \"zz\": length is 2, expected 24 hexadecimal digits (0-9, a-f,"
                                + " A-F)"));
    }

    @Test
    public void malformedTypedIdInPath() {
        assertThat(get("/answers/typed/zz"))
                .isEqualTo(problem(
                        "/answers/typed/zz",
                        "parameter",
                        "id",
                        "zz",
                        "Path variable 'id': " + parser("zz", typedId())));
    }

    @Test
    public void upperCaseInPath() {
        assertThat(get("/answers/ids/" + GOOD.toUpperCase())).isEqualTo(echo(GOOD));
    }

    @Test
    public void malformedInQuery() {
        assertThat(get("/answers/ids?id=zz"))
                .isEqualTo(problem(
                        "/answers/ids",
                        "parameter",
                        "id",
                        "zz",
                        "Request parameter 'id': " + parser("zz", ObjectId.class)));
    }

    @Test
    public void repeatedQueryParameter() {
        assertThat(get("/answers/ids?id=" + GOOD + "&id=" + OTHER))
                .isEqualTo(problem(
                        "/answers/ids",
                        "parameter",
                        "id",
                        null,
                        "Request parameter 'id': Invalid ObjectId: 2 values (\"" + GOOD + "\", \"" + OTHER
                                + "\"); expected one, of 24 hexadecimal digits (0-9, a-f, A-F)"));
        assertThat(get("/answers/ids?id=" + GOOD + "&id=zz"))
                .isEqualTo(problem(
                        "/answers/ids",
                        "parameter",
                        "id",
                        null,
                        "Request parameter 'id': "
                                + ObjectIdTypes.oneValueExpected(List.of(GOOD, "zz"), ObjectId.class)
                                        .getMessage()));
    }

    @Test
    public void malformedInHeader() {
        assertThat(get("/answers/header", "X-Id", "zz"))
                .isEqualTo(problem(
                        "/answers/header",
                        "parameter",
                        "X-Id",
                        "zz",
                        "Request header 'X-Id': " + parser("zz", ObjectId.class)));
    }

    /** A header that carries one id, sent twice: refused as a repeated query parameter is, never the first taken. */
    @Test
    public void repeatedHeader() {
        assertThat(get("/answers/header", "X-Id", GOOD, "X-Id", OTHER))
                .isEqualTo(problem(
                        "/answers/header",
                        "parameter",
                        "X-Id",
                        null,
                        "Request header 'X-Id': "
                                + ObjectIdTypes.oneValueExpected(List.of(GOOD, OTHER), ObjectId.class)
                                        .getMessage()));
    }

    @Test
    public void malformedInForm() {
        assertThat(form("/answers/form", "id=zz"))
                .isEqualTo(problem(
                        "/answers/form",
                        "parameter",
                        "id",
                        "zz",
                        "Request parameter 'id': " + parser("zz", ObjectId.class)));
    }

    @Test
    public void repeatedFormParameter() {
        assertThat(form("/answers/form", "id=" + GOOD + "&id=" + OTHER))
                .isEqualTo(problem(
                        "/answers/form",
                        "parameter",
                        "id",
                        null,
                        "Request parameter 'id': "
                                + ObjectIdTypes.oneValueExpected(List.of(GOOD, OTHER), ObjectId.class)
                                        .getMessage()));
    }

    @Test
    public void emptyQueryParameter() {
        assertThat(get("/answers/ids?id=")).isEqualTo(echo(null));
    }

    @Test
    public void malformedInBody() {
        assertThat(post("/answers/ids", "{\"id\":\"zz\"}"))
                .isEqualTo(problem("/answers/ids", "field", "id", "zz", "Field 'id': " + parser("zz", ObjectId.class)));
    }

    @Test
    public void malformedTypedIdInBody() {
        assertThat(post("/answers/typed", "{\"id\":\"zz\"}"))
                .isEqualTo(problem("/answers/typed", "field", "id", "zz", "Field 'id': " + parser("zz", typedId())));
    }

    @Test
    public void upperCaseInBody() {
        assertThat(post("/answers/ids", "{\"id\":\"" + GOOD.toUpperCase() + "\"}"))
                .isEqualTo(echo(GOOD));
    }

    @Test
    public void extendedJsonInBody() {
        assertThat(post("/answers/typed", "{\"id\":{\"$oid\":\"" + GOOD + "\"}}"))
                .isEqualTo(echo(GOOD));
    }

    @Test
    public void numberInBody() {
        assertThat(post("/answers/ids", "{\"id\":42}"))
                .isEqualTo(problem(
                        "/answers/ids",
                        "field",
                        "id",
                        null,
                        "Field 'id': Invalid ObjectId: the number 42; expected a string of 24 hexadecimal digits (0-9, a-f,"
                                + " A-F), or {\"$oid\": \"<24 hexadecimal digits>\"} (MongoDB Extended JSON)"));
    }

    @Test
    public void numberForTypedIdInBody() {
        assertThat(post("/answers/typed", "{\"id\":42}"))
                .isEqualTo(problem("/answers/typed", "field", "id", null, "Field 'id': " + json(42, typedId())));
    }

    @Test
    public void longNumberInBody() {
        assertThat(post("/answers/ids", "{\"id\":674051234567890123456789}"))
                .isEqualTo(problem(
                        "/answers/ids",
                        "field",
                        "id",
                        null,
                        "Field 'id': " + json(new BigInteger("674051234567890123456789"), ObjectId.class)));
    }

    @Test
    public void arrayOfOneIdInBody() {
        assertThat(post("/answers/ids", "{\"id\":[\"" + GOOD + "\"]}"))
                .isEqualTo(problem(
                        "/answers/ids", "field", "id", null, "Field 'id': " + json(List.of(GOOD), ObjectId.class)));
    }

    @Test
    public void objectInBody() {
        assertThat(post("/answers/ids", "{\"id\":{\"a\":1}}"))
                .isEqualTo(problem(
                        "/answers/ids", "field", "id", null, "Field 'id': " + json(Map.of("a", 1), ObjectId.class)));
    }

    @Test
    public void booleanInBody() {
        assertThat(post("/answers/ids", "{\"id\":true}"))
                .isEqualTo(problem("/answers/ids", "field", "id", null, "Field 'id': " + json(true, ObjectId.class)));
    }

    @Test
    public void emptyStringInBody() {
        assertThat(post("/answers/ids", "{\"id\":\"\"}"))
                .isEqualTo(problem("/answers/ids", "field", "id", "", "Field 'id': " + parser("", ObjectId.class)));
    }

    @Test
    public void nullInBody() {
        assertThat(post("/answers/ids", "{\"id\":null}")).isEqualTo(echo(null));
    }

    /** 400 everywhere; the body is each framework's own: {@link #tooDeepBody(Answer)}. */
    @Test
    public void tooDeepBody() {
        Answer answer = post("/answers/ids", "{\"id\":" + "[".repeat(5000) + "]".repeat(5000) + "}");
        assertThat(answer.status()).isEqualTo(400);
        tooDeepBody(answer);
    }

    /** What the parser of {@code type} says of {@code text}. */
    protected static String parser(String text, Class<?> type) {
        return ObjectIdTypes.parseFailure(text, type).getMessage();
    }

    /** What reading {@code json} as an id of {@code type} says. */
    protected static String json(Object json, Class<?> type) {
        try {
            ObjectIdTypes.fromJson(json, type);
        } catch (ObjectIdFormatException refused) {
            return refused.getMessage();
        }
        throw new AssertionError(json + " is an id");
    }

    /** The answer of an endpoint that read {@code id}: the id written back. */
    protected static Answer echo(String id) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("id", id);
        return new Answer(200, "application/json", body);
    }

    /** The problem body every framework answers a bad id with. */
    protected static Answer problem(String instance, String member, String name, String value, String detail) {
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

    protected Answer get(String path) {
        return send(HttpRequest.newBuilder(uri(path)).GET());
    }

    /** A GET with headers, given as names and values; a name given twice is sent as two header lines. */
    protected Answer get(String path, String... headers) {
        return send(HttpRequest.newBuilder(uri(path)).GET().headers(headers));
    }

    /** A POST of an HTML form's fields, {@code application/x-www-form-urlencoded}. */
    protected Answer form(String path, String fields) {
        return send(HttpRequest.newBuilder(uri(path))
                .POST(HttpRequest.BodyPublishers.ofString(fields))
                .header("Content-Type", "application/x-www-form-urlencoded"));
    }

    protected Answer post(String path, String json) {
        return send(HttpRequest.newBuilder(uri(path))
                .POST(HttpRequest.BodyPublishers.ofString(json))
                .header("Content-Type", "application/json"));
    }

    private URI uri(String path) {
        return URI.create(baseUrl().replaceAll("/$", "") + path);
    }

    private static Answer send(HttpRequest.Builder request) {
        request.header("Accept", "application/json, application/problem+json");
        try {
            HttpResponse<String> response = HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
            String contentType = response.headers().firstValue("Content-Type").orElse("");
            return new Answer(
                    response.statusCode(),
                    Arrays.stream(contentType.split(";")).findFirst().orElse(""),
                    JsonPath.parse(response.body()).read("$"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /**
     * A status, a media type without parameters and the JSON body as a map.
     *
     * @param status the HTTP status
     * @param contentType the media type of the {@code Content-Type} header, without parameters
     * @param body the JSON body, read as a map
     */
    public record Answer(int status, String contentType, Map<String, Object> body) {}
}
