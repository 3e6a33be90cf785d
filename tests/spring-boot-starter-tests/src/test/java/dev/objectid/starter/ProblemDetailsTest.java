package dev.objectid.starter;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * Malformed ids in every part of a request, against the running application (Tomcat, Spring Boot's error handling):
 * each is a 400 problem body naming the parameter or field, the value and what is accepted; everything else keeps
 * Spring Boot's own answer.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class ProblemDetailsTest {

    static final String PROBLEM_JSON = "application/problem+json";
    static final String EXPECTED = "24 hexadecimal digits (0-9, a-f, A-F)";
    static final String GOOD = "6740c5e1a3f29b04c7000001";
    static final String BAD_CHARACTER = "6740c5e1a3f29b04c70000Z1";

    @Value("${local.server.port}")
    int port;

    Http http;

    @BeforeEach
    void connect() {
        http = new Http(port);
    }

    static void assertProblem(
            Http.Response response, String instance, String member, String name, String value, String detail) {
        assertThat(response.status()).as(response.toString()).isEqualTo(400);
        assertThat(response.contentType()).startsWith(PROBLEM_JSON);
        Map<String, Object> body = response.map();
        assertThat(body)
                .containsEntry("status", 400)
                .containsEntry("title", "Bad Request")
                .containsEntry("detail", detail)
                .containsEntry(member, name)
                .containsEntry("expected", EXPECTED);
        if (instance != null) {
            assertThat(body).containsEntry("instance", instance);
        }
        if (value != null) {
            assertThat(body).containsEntry("value", value);
        } else {
            assertThat(body).doesNotContainKey("value");
        }
    }

    @Test
    void aTypedIdInThePath() {
        assertProblem(
                http.get("/shop/customers/zz"),
                "/shop/customers/zz",
                "parameter",
                "id",
                "zz",
                "Path variable 'id': Invalid CustomerId \"zz\": length is 2, expected " + EXPECTED);
    }

    @Test
    void anObjectIdInThePath() {
        assertProblem(
                http.get("/shop/ids/" + BAD_CHARACTER),
                "/shop/ids/" + BAD_CHARACTER,
                "parameter",
                "id",
                BAD_CHARACTER,
                "Path variable 'id': Invalid ObjectId \"" + BAD_CHARACTER + "\": character 'Z' (U+005A)"
                        + " at index 22 is not a hexadecimal digit; expected 24 of 0-9, a-f, A-F");
    }

    @Test
    void requestParametersHeadersAndCookies() {
        assertProblem(
                http.get("/shop/orders?customerId=42"),
                "/shop/orders",
                "parameter",
                "customerId",
                "42",
                "Request parameter 'customerId': Invalid CustomerId \"42\": length is 2, expected " + EXPECTED);
        // one bad element of a list: the element is the value
        assertProblem(
                http.get("/shop/orders?related=" + GOOD + "&related=nope"),
                null,
                "parameter",
                "related",
                "nope",
                "Request parameter 'related': Invalid ObjectId \"nope\": length is 4, expected " + EXPECTED);
        assertProblem(
                http.get("/shop/me", "X-Customer-Id", "abc"),
                null,
                "parameter",
                "X-Customer-Id",
                "abc",
                "Request header 'X-Customer-Id': Invalid CustomerId \"abc\": length is 3, expected " + EXPECTED);
        assertProblem(
                http.get("/shop/me", "X-Customer-Id", GOOD, "Cookie", "session=s1"),
                null,
                "parameter",
                "session",
                "s1",
                "Cookie 'session': Invalid ObjectId \"s1\": length is 2, expected " + EXPECTED);
    }

    @Test
    void fieldsOfAJsonBody() {
        assertProblem(
                http.post("/shop/orders", "{\"customerId\":\"" + BAD_CHARACTER + "\"}"),
                "/shop/orders",
                "field",
                "customerId",
                BAD_CHARACTER,
                "Field 'customerId': Invalid CustomerId \"" + BAD_CHARACTER
                        + "\": character 'Z' (U+005A) at index 22 is not a hexadecimal digit; expected 24 of 0-9, a-f,"
                        + " A-F");
        assertProblem(
                http.post("/shop/orders", "{\"related\":[\"" + GOOD + "\",\"x\"]}"),
                null,
                "field",
                "related[1]",
                "x",
                "Field 'related[1]': Invalid ObjectId \"x\": length is 1, expected " + EXPECTED);
        assertProblem(
                http.post("/shop/orders", "{\"referrals\":{\"" + GOOD + "\":1,\"k\":2}}"),
                null,
                "field",
                "referrals",
                "k",
                "Field 'referrals': Invalid CustomerId \"k\": length is 1, expected " + EXPECTED);
        assertProblem(
                http.post("/shop/ids", "[\"" + GOOD + "\",\"\"]"),
                null,
                "field",
                "[1]",
                "",
                "Field '[1]': Invalid ObjectId \"\": length is 0, expected " + EXPECTED);
    }

    @Test
    void aJsonValueThatIsNotAStringHasNoValue() {
        assertProblem(
                http.post("/shop/orders", "{\"customerId\":12}"),
                null,
                "field",
                "customerId",
                null,
                "Field 'customerId': Invalid CustomerId: the number 12; expected a string of " + EXPECTED
                        + ", or {\"$oid\": \"<24 hexadecimal digits>\"} (MongoDB Extended JSON)");
        assertProblem(
                http.post("/shop/orders", "{\"related\":[{\"$oid\":\"x\"}]}"),
                null,
                "field",
                "related[0]",
                "x",
                "Field 'related[0]': Invalid ObjectId \"x\": length is 1, expected " + EXPECTED);
    }

    /** A typed id that Jackson reads from a string only: no parser saw the value, the message names the typed id. */
    @Test
    void aJsonNumberForATypedIdReadOnlyFromAStringNamesTheTypedId() {
        assertProblem(
                http.post("/shop/orders", "{\"coupon\":12}"),
                null,
                "field",
                "coupon",
                null,
                "Field 'coupon': expected a CouponId, a JSON string of " + EXPECTED);
        assertProblem(
                http.post("/shop/orders", "{\"coupon\":\"c1\"}"),
                null,
                "field",
                "coupon",
                "c1",
                "Field 'coupon': Invalid CouponId \"c1\": length is 2, expected " + EXPECTED);
    }

    @Test
    void aLongValueIsCutAfter100Characters() {
        String text = "a".repeat(150);
        Http.Response response = http.get("/shop/ids/" + text);
        assertThat(response.status()).isEqualTo(400);
        assertThat(response.<String>read("$.value")).isEqualTo("a".repeat(100) + "\u2026");
        assertThat(response.<String>read("$.detail")).contains("length is 150", "(110 more characters)");
    }

    @Test
    void wellFormedIdsPassInEitherCaseAndComeBackInLowerCase() {
        Http.Response decoded = http.get("/shop/ids/" + GOOD.toUpperCase());
        assertThat(decoded.status()).isEqualTo(200);
        assertThat(decoded.map())
                .containsEntry("id", GOOD)
                .containsEntry("created", ObjectId.parse(GOOD).timestamp().toString());

        String other = ObjectId.generate().toHexString();
        Http.Response placed = http.post(
                "/shop/orders",
                "{\"customerId\":\"" + GOOD + "\",\"related\":[\"" + other + "\"],\"referrals\":{\""
                        + other.toUpperCase() + "\":3}}");
        assertThat(placed.status()).as(placed.toString()).isEqualTo(201);
        assertThat(placed.map())
                .containsEntry("customerId", GOOD)
                .containsEntry("related", List.of(other))
                .containsEntry("referrals", Map.of(other, 3));
        assertThat(ObjectId.isValid(placed.<String>read("$.id"))).isTrue();

        Http.Response searched = http.get("/shop/orders?customerId=" + GOOD + "&related=" + other + "," + GOOD);
        assertThat(searched.map()).containsEntry("customerId", GOOD).containsEntry("related", List.of(other, GOOD));
    }

    @Test
    void anEmptyParameterIsAnAbsentOneAsForANumber() {
        Http.Response searched = http.get("/shop/orders?customerId=&related=");
        assertThat(searched.status()).as(searched.toString()).isEqualTo(200);
        assertThat(searched.map()).containsEntry("customerId", "null").containsEntry("related", List.of());

        Http.Response blank = http.get("/shop/orders?customerId=%20%20");
        assertThat(blank.status()).as(blank.toString()).isEqualTo(200);
        assertThat(blank.map()).containsEntry("customerId", "null");

        Http.Response required = http.get("/shop/me", "X-Customer-Id", " ");
        assertThat(required.status()).isEqualTo(400);
        assertThat(required.contentType()).startsWith("application/json");
        assertThat(required.map()).containsEntry("error", "Bad Request").doesNotContainKey("detail");
    }

    @Test
    void otherBadRequestsKeepSpringBootsAnswer() {
        Http.Response notANumber = http.get("/shop/orders?limit=ten");
        assertThat(notANumber.status()).isEqualTo(400);
        assertThat(notANumber.contentType()).startsWith("application/json");
        assertThat(notANumber.map())
                .containsEntry("error", "Bad Request")
                .containsEntry("path", "/shop/orders")
                .doesNotContainKey("detail");

        Http.Response notJson = http.post("/shop/orders", "{\"customerId\":");
        assertThat(notJson.status()).isEqualTo(400);
        assertThat(notJson.contentType()).startsWith("application/json");
        assertThat(notJson.map()).containsEntry("error", "Bad Request").doesNotContainKey("detail");

        Http.Response unknown = http.get("/shop/customers/" + GOOD);
        assertThat(unknown.status()).isEqualTo(404);
        assertThat(unknown.map()).doesNotContainKey("detail");
    }
}
