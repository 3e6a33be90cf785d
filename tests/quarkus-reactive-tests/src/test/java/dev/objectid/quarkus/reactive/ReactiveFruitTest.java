package dev.objectid.quarkus.reactive;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Hibernate Reactive with Panache over the Vert.x PostgreSQL client: ids generated on persist, written and read as
 * bytea, found by id, by an ObjectId column and by the time they were made; malformed ids answered with the problem
 * body. Runs only when {@code OBJECTID_TEST_DATABASES} names postgresql.
 */
@QuarkusTest
@WithTestResource(TestDatabaseResource.class)
class ReactiveFruitTest {

    static final String EXPECTED = "24 hexadecimal digits (0-9, a-f, A-F)";

    @Test
    void fruitsGetIdsAndAreFoundByThem() {
        Instant before = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        ObjectId supplier = ObjectId.generate();
        String apple = add("Apple", supplier);
        String pear = add("Pear", supplier);
        Instant after = Instant.now();

        assertThat(ObjectId.parse(apple).timestamp()).isBetween(before, after);
        assertThat(given().get("/fruits/" + apple.toUpperCase()).jsonPath().getMap("$"))
                .isEqualTo(Map.of("id", apple, "name", "Apple", "supplier", supplier.toHexString()));
        assertThat(given().get("/fruits?supplier=" + supplier).jsonPath().getList("id"))
                .containsExactly(apple, pear);
        assertThat(given().get("/fruits?supplier=" + ObjectId.generate())
                        .jsonPath()
                        .getList("id"))
                .isEmpty();
        assertThat(given().get("/fruits/created-since?since=" + before)
                        .jsonPath()
                        .getList("id"))
                .contains(apple, pear);
        assertThat(given().get("/fruits/created-since?since=" + after.plus(1, ChronoUnit.HOURS))
                        .jsonPath()
                        .getList("id"))
                .isEmpty();
        assertThat(given().get("/fruits/" + ObjectId.generate()).statusCode()).isEqualTo(404);
    }

    @Test
    void malformedIdsAnswerAProblemBody() {
        Response path = given().get("/fruits/zz");
        assertThat(path.statusCode()).isEqualTo(400);
        assertThat(path.contentType()).startsWith("application/problem+json");
        assertThat(path.jsonPath().getMap("$"))
                .isEqualTo(Map.of(
                        "type",
                        "about:blank",
                        "title",
                        "Bad Request",
                        "status",
                        400,
                        "detail",
                        "Path variable 'id': Invalid FruitId \"zz\": length is 2, expected " + EXPECTED,
                        "instance",
                        "/fruits/zz",
                        "parameter",
                        "id",
                        "value",
                        "zz",
                        "expected",
                        EXPECTED));

        Response body = given().contentType(ContentType.JSON)
                .body(Map.of("name", "Plum", "supplier", "c0ffee"))
                .post("/fruits");
        assertThat(body.statusCode()).isEqualTo(400);
        assertThat(body.jsonPath().getMap("$"))
                .containsEntry("field", "supplier")
                .containsEntry("value", "c0ffee");
    }

    private static String add(String name, ObjectId supplier) {
        Response added = given().contentType(ContentType.JSON)
                .body(Map.of("name", name, "supplier", supplier.toHexString()))
                .post("/fruits");
        assertThat(added.statusCode()).as(added.asString()).isEqualTo(200);
        return added.jsonPath().getString("id");
    }
}
