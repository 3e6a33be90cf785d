package dev.objectid.quarkus.deployment;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import dev.objectid.quarkus.test.shop.ShopApp;
import io.quarkus.test.QuarkusUnitTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Malformed ids in every part of a request, against the running application: each is a 400 problem body naming the
 * parameter or field, the value and what is accepted, with the members of the Spring Boot starter's; everything else
 * keeps Quarkus's own answer.
 */
class ProblemDetailsTest {

    static final String PROBLEM_JSON = "application/problem+json";
    static final String EXPECTED = "24 hexadecimal digits (0-9, a-f, A-F)";
    static final String GOOD = "6740c5e1a3f29b04c7000001";
    static final String BAD_CHARACTER = "6740c5e1a3f29b04c70000Z1";

    @RegisterExtension
    static final QuarkusUnitTest APP = ShopApp.create();

    static void assertProblem(
            Response response, String instance, String member, String name, String value, String detail) {
        assertThat(response.statusCode()).as(response.asString()).isEqualTo(400);
        assertThat(response.contentType()).startsWith(PROBLEM_JSON);
        Map<String, Object> body = response.jsonPath().getMap("$");
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
                given().get("/shop/orders/zz"),
                "/shop/orders/zz",
                "parameter",
                "id",
                "zz",
                "Path variable 'id': Invalid OrderId \"zz\": length is 2, expected " + EXPECTED);
    }

    @Test
    void anObjectIdInThePathWithoutAnAnnotation() {
        assertProblem(
                given().get("/shop/ids/" + BAD_CHARACTER),
                "/shop/ids/" + BAD_CHARACTER,
                "parameter",
                "id",
                BAD_CHARACTER,
                "Path variable 'id': Invalid ObjectId \"" + BAD_CHARACTER + "\": character 'Z' (U+005A)"
                        + " at index 22 is not a hexadecimal digit; expected 24 of 0-9, a-f, A-F");
        assertProblem(
                given().get("/shop/customers/42"),
                "/shop/customers/42",
                "parameter",
                "id",
                "42",
                "Path variable 'id': Invalid ObjectId \"42\": length is 2, expected " + EXPECTED);
    }

    @Test
    void queryParametersHeadersAndCookies() {
        assertProblem(
                given().get("/shop/search?order=42"),
                "/shop/search",
                "parameter",
                "order",
                "42",
                "Request parameter 'order': Invalid OrderId \"42\": length is 2, expected " + EXPECTED);
        // one bad element of a list, with @RestQuery naming no parameter: the element is the value
        assertProblem(
                given().get("/shop/search?related=" + GOOD + "&related=nope"),
                null,
                "parameter",
                "related",
                "nope",
                "Request parameter 'related': Invalid ObjectId \"nope\": length is 4, expected " + EXPECTED);
        assertProblem(
                given().header("X-Order-Id", "abc").get("/shop/me"),
                null,
                "parameter",
                "X-Order-Id",
                "abc",
                "Request header 'X-Order-Id': Invalid OrderId \"abc\": length is 3, expected " + EXPECTED);
        assertProblem(
                given().header("X-Order-Id", GOOD).cookie("session", "s1").get("/shop/me"),
                null,
                "parameter",
                "session",
                "s1",
                "Cookie 'session': Invalid ObjectId \"s1\": length is 2, expected " + EXPECTED);
        assertProblem(
                given().urlEncodingEnabled(false).get("/shop/matrix;id=x1"),
                null,
                "parameter",
                "id",
                "x1",
                "Matrix variable 'id': Invalid ObjectId \"x1\": length is 2, expected " + EXPECTED);
    }

    @Test
    void formParameters() {
        assertProblem(
                given().formParam("customer", "c1").formParam("order", GOOD).post("/shop/forms"),
                "/shop/forms",
                "parameter",
                "customer",
                "c1",
                "Request parameter 'customer': Invalid ObjectId \"c1\": length is 2, expected " + EXPECTED);
        // @RestForm naming no parameter
        assertProblem(
                given().formParam("customer", GOOD).formParam("order", "o1").post("/shop/forms"),
                null,
                "parameter",
                "order",
                "o1",
                "Request parameter 'order': Invalid OrderId \"o1\": length is 2, expected " + EXPECTED);
    }

    @Test
    void fieldsOfAJsonBody() {
        assertProblem(
                json("{\"customerId\":\"" + BAD_CHARACTER + "\"}").post("/shop/orders"),
                "/shop/orders",
                "field",
                "customerId",
                BAD_CHARACTER,
                "Field 'customerId': Invalid ObjectId \"" + BAD_CHARACTER
                        + "\": character 'Z' (U+005A) at index 22 is not a hexadecimal digit; expected 24 of 0-9, a-f,"
                        + " A-F");
        assertProblem(
                json("{\"related\":[\"" + GOOD + "\",\"x\"]}").post("/shop/orders"),
                null,
                "field",
                "related[1]",
                "x",
                "Field 'related[1]': Invalid ObjectId \"x\": length is 1, expected " + EXPECTED);
        assertProblem(
                json("{\"referrals\":{\"" + GOOD + "\":1,\"k\":2}}").post("/shop/orders"),
                null,
                "field",
                "referrals",
                "k",
                "Field 'referrals': Invalid OrderId \"k\": length is 1, expected " + EXPECTED);
        assertProblem(
                json("[\"" + GOOD + "\",\"\"]").post("/shop/ids"),
                null,
                "field",
                "[1]",
                "",
                "Field '[1]': Invalid ObjectId \"\": length is 0, expected " + EXPECTED);
    }

    @Test
    void aJsonValueThatIsNotAStringHasNoValue() {
        assertProblem(
                json("{\"customerId\":12}").post("/shop/orders"),
                null,
                "field",
                "customerId",
                null,
                "Field 'customerId': Invalid ObjectId: the number 12; expected a string of " + EXPECTED
                        + ", or {\"$oid\": \"<24 hexadecimal digits>\"} (MongoDB Extended JSON)");
    }

    /** A typed id that Jackson reads from a string only: no parser saw the value, the message names the typed id. */
    @Test
    void aJsonNumberForATypedIdReadOnlyFromAStringNamesTheTypedId() {
        assertProblem(
                json("{\"coupon\":12}").post("/shop/orders"),
                null,
                "field",
                "coupon",
                null,
                "Field 'coupon': expected a CouponId, a JSON string of " + EXPECTED);
        assertProblem(
                json("{\"coupon\":\"c1\"}").post("/shop/orders"),
                null,
                "field",
                "coupon",
                "c1",
                "Field 'coupon': Invalid CouponId \"c1\": length is 2, expected " + EXPECTED);
    }

    @Test
    void aLongValueIsCutAfter100Characters() {
        String text = "a".repeat(150);
        Response response = given().get("/shop/ids/" + text);
        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(response.jsonPath().getString("value")).isEqualTo("a".repeat(100) + "\u2026");
        assertThat(response.jsonPath().getString("detail")).contains("length is 150", "(110 more characters)");
    }

    @Test
    void wellFormedIdsPassInEitherCaseAndComeBackInLowerCase() {
        Response decoded = given().get("/shop/ids/" + GOOD.toUpperCase());
        assertThat(decoded.statusCode()).isEqualTo(200);
        assertThat(decoded.jsonPath().getMap("$"))
                .containsEntry("id", GOOD)
                .containsEntry("created", ObjectId.parse(GOOD).timestamp().toString());

        String other = ObjectId.generate().toHexString();
        Response placed = json("{\"customerId\":\"" + GOOD.toUpperCase() + "\",\"related\":[\"" + other
                        + "\"],\"referrals\":{\"" + other.toUpperCase() + "\":3}}")
                .post("/shop/orders");
        assertThat(placed.statusCode()).as(placed.asString()).isEqualTo(200);
        assertThat(placed.jsonPath().getMap("$"))
                .containsEntry("customerId", GOOD)
                .containsEntry("related", List.of(other))
                .containsEntry("referrals", Map.of(other, 3));

        Response searched = given().get("/shop/search?order=" + GOOD + "&related=" + other + "&related=" + GOOD);
        assertThat(searched.jsonPath().getMap("$"))
                .containsEntry("order", GOOD)
                .containsEntry("related", List.of(other, GOOD));
        assertThat(given().header("X-Order-Id", GOOD)
                        .cookie("session", other)
                        .get("/shop/me")
                        .jsonPath()
                        .getMap("$"))
                .containsEntry("order", GOOD)
                .containsEntry("session", other);
        assertThat(given().urlEncodingEnabled(false)
                        .get("/shop/matrix;id=" + GOOD)
                        .asString())
                .isEqualTo(GOOD);
        assertThat(given().formParam("customer", GOOD)
                        .formParam("order", other)
                        .post("/shop/forms")
                        .asString())
                .isEqualTo(GOOD + " " + other);
    }

    @Test
    void otherBadRequestsKeepQuarkusAnswer() {
        Response notANumber = given().get("/shop/search?limit=ten");
        assertThat(notANumber.statusCode()).isEqualTo(404);
        assertThat(notANumber.contentType()).doesNotStartWith(PROBLEM_JSON);

        Response unknown = given().get("/shop/orders/" + GOOD);
        assertThat(unknown.statusCode()).isEqualTo(404);
        assertThat(unknown.contentType()).doesNotStartWith(PROBLEM_JSON);
    }

    /** Every body Jackson cannot read is a problem body too, never Quarkus's empty 400; the problem names no type. */
    @Test
    void unreadableBodiesAreProblemBodies() {
        String deep = "[".repeat(5000) + "]".repeat(5000);
        assertUnreadable(
                json("{\"customerId\":" + deep + "}").post("/shop/orders"),
                "/shop/orders",
                "customerId",
                "Field 'customerId': not readable as JSON: Document nesting depth (1001) exceeds the maximum allowed");
        assertUnreadable(
                json("{\"unrelated\":" + deep + "}").post("/shop/orders"),
                "/shop/orders",
                null,
                "Request body: not readable as JSON: Document nesting depth (1001) exceeds the maximum allowed");
        assertUnreadable(
                json(deep).post("/shop/ids"),
                "/shop/ids",
                "[0]",
                "Field '[0]': not readable as JSON: Document nesting depth (1001) exceeds the maximum allowed");
        assertUnreadable(
                json("{\"customerId\":").post("/shop/orders"),
                "/shop/orders",
                null,
                "Request body: not readable as JSON: Unexpected end-of-input");
        assertUnreadable(
                json("{\"related\":5}").post("/shop/orders"),
                "/shop/orders",
                "related",
                "Field 'related': the JSON value at line 1, column 12 is not of the kind this field takes");
        assertUnreadable(
                json("{}").post("/shop/ids"),
                "/shop/ids",
                null,
                "Request body: the JSON value at line 1, column 1 is not of the kind this field takes");
    }

    static void assertUnreadable(Response response, String instance, String field, String detailStart) {
        assertThat(response.statusCode()).as(response.asString()).isEqualTo(400);
        assertThat(response.contentType()).startsWith(PROBLEM_JSON);
        Map<String, Object> body = response.jsonPath().getMap("$");
        assertThat(body)
                .containsEntry("status", 400)
                .containsEntry("title", "Bad Request")
                .containsEntry("instance", instance)
                .doesNotContainKeys("value", "expected", "parameter");
        assertThat((String) body.get("detail")).startsWith(detailStart).doesNotContain("dev.objectid", "java.");
        if (field == null) {
            assertThat(body).doesNotContainKey("field");
        } else {
            assertThat(body).containsEntry("field", field);
        }
    }

    private static io.restassured.specification.RequestSpecification json(String body) {
        return given().contentType(ContentType.JSON).body(body);
    }
}
