package dev.objectid.quarkus.jsonb;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A Quarkus application on JSON-B (quarkus-rest-jsonb): ObjectIds and typed ids are their hexadecimal strings in
 * responses and request bodies, and a malformed one in a body is a 400 problem body naming the field, the value and
 * what is accepted, as with Jackson.
 */
@QuarkusTest
class FruitJsonbTest {

    static final String PROBLEM_JSON = "application/problem+json";
    static final String EXPECTED = "24 hexadecimal digits (0-9, a-f, A-F)";
    static final String SUPPLIER = "6740c5e1a3f29b04c7000001";

    private static Response post(String path, String json) {
        return given().contentType(ContentType.JSON).body(json).post(path);
    }

    @Test
    void idsAreWrittenAndReadAsHexStrings() {
        Response added = post("/fruits", "{\"name\":\"Apple\",\"supplier\":\"" + SUPPLIER.toUpperCase() + "\"}");

        assertThat(added.statusCode()).as(added.asString()).isEqualTo(200);
        String id = added.jsonPath().getString("id");
        assertThat(ObjectId.isValid(id)).as(added.asString()).isTrue();
        assertThat(added.asString())
                .isEqualTo("{\"id\":\"" + id + "\",\"name\":\"Apple\",\"supplier\":\"" + SUPPLIER + "\"}");
        assertThat(given().get("/fruits/" + id).jsonPath().getMap("$"))
                .isEqualTo(Map.of("id", id, "name", "Apple", "supplier", SUPPLIER));
        assertThat(given().get("/fruits").jsonPath().getList("id")).contains(id);
    }

    @Test
    void aRecordWithATypedIdAndAListOfObjectIdsIsReadAndWritten() {
        String json = "{\"crates\":[\"" + SUPPLIER + "\"],\"fruit\":\"66322180ffffffffffffffff\"}";

        Response echoed = post("/deliveries", json);

        assertThat(echoed.statusCode()).as(echoed.asString()).isEqualTo(200);
        assertThat(echoed.asString()).isEqualTo(json);
    }

    static void assertProblem(Response response, String instance, String field, String value, String detail) {
        assertThat(response.statusCode()).as(response.asString()).isEqualTo(400);
        assertThat(response.contentType()).startsWith(PROBLEM_JSON);
        Map<String, Object> body = response.jsonPath().getMap("$");
        assertThat(body)
                .containsEntry("status", 400)
                .containsEntry("title", "Bad Request")
                .containsEntry("instance", instance)
                .containsEntry("field", field)
                .containsEntry("detail", detail)
                .containsEntry("expected", EXPECTED);
        if (value != null) {
            assertThat(body).containsEntry("value", value);
        } else {
            assertThat(body).doesNotContainKey("value");
        }
    }

    @Test
    void aMalformedObjectIdInABodyIsA400ProblemNamingTheField() {
        assertProblem(
                post("/fruits", "{\"name\":\"Pear\",\"supplier\":\"zz\"}"),
                "/fruits",
                "supplier",
                "zz",
                "Field 'supplier': Invalid ObjectId \"zz\": length is 2, expected " + EXPECTED);
    }

    @Test
    void aMalformedTypedIdInABodyNamesTheTypedId() {
        assertProblem(
                post("/fruits", "{\"id\":\"6740c5e1a3f29b04c70000g1\",\"name\":\"Pear\"}"),
                "/fruits",
                "id",
                "6740c5e1a3f29b04c70000g1",
                "Field 'id': Invalid FruitId \"6740c5e1a3f29b04c70000g1\": character 'g'"
                        + " (U+0067) at index 22 is not a hexadecimal digit; expected 24 of 0-9, a-f, A-F");
        assertProblem(
                post("/deliveries", "{\"fruit\":\"abc\"}"),
                "/deliveries",
                "fruit",
                "abc",
                "Field 'fruit': Invalid FruitId \"abc\": length is 3, expected " + EXPECTED);
        assertProblem(
                post("/deliveries", "{\"crates\":[\"" + SUPPLIER + "\",\"x\"]}"),
                "/deliveries",
                "crates",
                "x",
                "Field 'crates': Invalid ObjectId \"x\": length is 1, expected " + EXPECTED);
    }

    @Test
    void aMalformedIdInANestedObjectIsNamedByItsPath() {
        assertProblem(
                post("/shipments", "{\"delivery\":{\"fruit\":\"abc\"}}"),
                "/shipments",
                "delivery.fruit",
                "abc",
                "Field 'delivery.fruit': Invalid FruitId \"abc\": length is 3, expected " + EXPECTED);
        assertThat(post("/shipments", "{\"delivery\":{\"fruit\":\"66322180ffffffffffffffff\"}}")
                        .asString())
                .isEqualTo("{\"delivery\":{\"fruit\":\"66322180ffffffffffffffff\"}}");
    }

    @Test
    void aValueThatIsNoStringIsA400ProblemWithoutAValue() {
        for (String value : List.of("12", "{}", "[\"" + SUPPLIER + "\"]")) {
            Response response = post("/fruits", "{\"supplier\":" + value + "}");
            assertProblem(
                    response, "/fruits", "supplier", null, response.jsonPath().getString("detail"));
            assertThat(response.jsonPath().getString("detail"))
                    .startsWith("Field 'supplier': Invalid ObjectId: ")
                    .contains("expected a string of " + EXPECTED);
        }
    }

    @Test
    void aMalformedIdInThePathIsA400ProblemNamingTheTypedId() {
        Response response = given().get("/fruits/zz");

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(response.jsonPath().getMap("$"))
                .containsEntry("parameter", "id")
                .containsEntry(
                        "detail", "Path variable 'id': Invalid FruitId \"zz\": length is 2, expected " + EXPECTED);
    }

    /** {@code detail}: the whole detail, or its start when it ends with "at" (Parsson's position follows). */
    static void assertUnreadable(Response response, String detail) {
        assertThat(response.statusCode()).as(response.asString()).isEqualTo(400);
        assertThat(response.contentType()).startsWith(PROBLEM_JSON);
        Map<String, Object> body = response.jsonPath().getMap("$");
        assertThat(body)
                .containsEntry("status", 400)
                .containsEntry("title", "Bad Request")
                .containsEntry("instance", "/fruits")
                .doesNotContainKeys("value", "expected", "parameter");
        if (detail.endsWith(" at")) {
            assertThat((String) body.get("detail")).startsWith(detail);
        } else {
            assertThat(body).containsEntry("detail", detail);
        }
        if (detail.startsWith("Field '")) {
            assertThat(body).containsEntry("field", detail.substring(7, detail.indexOf('\'', 7)));
        } else {
            assertThat(body).doesNotContainKey("field");
        }
    }

    /** Bodies JSON-B cannot read at all are problem bodies too, never an empty 400 or a 500; they name no type. */
    @Test
    void unreadableBodiesAreProblemBodies() {
        String deep = "[".repeat(5000) + "]".repeat(5000);
        assertUnreadable(
                post("/fruits", "{\"supplier\":" + deep + "}"),
                "Request body: not readable as JSON: Input is too deeply nested 1,000");
        assertUnreadable(
                post("/fruits", "{\"name\":" + deep + "}"),
                "Field 'name': the JSON value is not of the kind this field takes");
        assertUnreadable(post("/fruits", deep), "Request body: the JSON value is not of the kind this field takes");
        assertUnreadable(post("/fruits", "{\"name\":"), "Request body: not readable as JSON: Invalid token=EOF at");
    }
}
