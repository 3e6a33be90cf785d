package dev.objectid.quarkus.shop;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The resources REST Data with Panache generates for an ObjectId entity and a typed-id repository: created, found,
 * listed and deleted by their ids, HAL links carrying the ids, malformed ids answered with the problem body that names
 * the typed id. On H2, and on PostgreSQL when {@code OBJECTID_TEST_DATABASES} names it.
 */
@QuarkusTest
@WithTestResource(TestDatabaseResource.class)
class RestDataTest {

    static final String EXPECTED = "24 hexadecimal digits (0-9, a-f, A-F)";
    static final String HAL = "application/hal+json";

    @Test
    void generatedResourcesCreateFindAndDeleteByIds() {
        Response customer = json(Map.of("name", "Ada")).post("/customer-records");
        assertThat(customer.statusCode()).as(customer.asString()).isEqualTo(201);
        String customerId = customer.jsonPath().getString("id");
        assertThat(ObjectId.isValid(customerId)).isTrue();
        assertThat(customer.header("Location")).endsWith("/customer-records/" + customerId);

        Response order = json(Map.of("customer", Map.of("id", customerId), "item", "tea"))
                .post("/order-records");
        assertThat(order.statusCode()).as(order.asString()).isEqualTo(201);
        String orderId = order.jsonPath().getString("id");
        assertThat(ObjectId.isValid(orderId)).isTrue();

        Response found = given().get("/order-records/" + orderId.toUpperCase());
        assertThat(found.statusCode()).isEqualTo(200);
        assertThat(found.jsonPath().getString("id")).isEqualTo(orderId);
        assertThat(found.jsonPath().getString("customer.id")).isEqualTo(customerId);

        assertThat(given().delete("/order-records/" + orderId).statusCode()).isEqualTo(204);
        assertThat(given().get("/order-records/" + orderId).statusCode()).isEqualTo(404);
    }

    @Test
    void halLinksCarryTheIds() {
        String customerId = json(Map.of("name", "Grace"))
                .post("/customer-records")
                .jsonPath()
                .getString("id");
        String orderId = json(Map.of("customer", Map.of("id", customerId), "item", "bread"))
                .post("/order-records")
                .jsonPath()
                .getString("id");

        Response one = given().accept(HAL).get("/order-records/" + orderId);
        assertThat(one.statusCode()).as(one.asString()).isEqualTo(200);
        assertThat(one.contentType()).startsWith(HAL);
        assertThat(one.jsonPath().getString("id")).isEqualTo(orderId);
        assertThat(one.jsonPath().getString("_links.self.href")).endsWith("/order-records/" + orderId);

        Response all = given().accept(HAL).get("/order-records");
        assertThat(all.statusCode()).as(all.asString()).isEqualTo(200);
        assertThat(all.jsonPath().getList("_embedded.order-records.id")).contains(orderId);
        assertThat(all.jsonPath().getList("_embedded.order-records._links.self.href", String.class))
                .anySatisfy(href -> assertThat(href).endsWith("/order-records/" + orderId));
    }

    @Test
    void malformedIdsAnswerTheProblemBodyNamingTheTypedId() {
        Response order = given().get("/order-records/zz");
        assertThat(order.statusCode()).isEqualTo(400);
        assertThat(order.contentType()).startsWith("application/problem+json");
        assertThat(order.jsonPath().getMap("$"))
                .isEqualTo(Map.of(
                        "type",
                        "about:blank",
                        "title",
                        "Bad Request",
                        "status",
                        400,
                        "detail",
                        "Path variable 'id': Invalid OrderId \"zz\": length is 2, expected " + EXPECTED,
                        "instance",
                        "/order-records/zz",
                        "parameter",
                        "id",
                        "value",
                        "zz",
                        "expected",
                        EXPECTED));

        Response customer = given().delete("/customer-records/42");
        assertThat(customer.statusCode()).isEqualTo(400);
        assertThat(customer.jsonPath().getString("detail"))
                .isEqualTo("Path variable 'id': Invalid ObjectId \"42\": length is 2, expected " + EXPECTED);

        Response body =
                json(Map.of("customer", Map.of("id", "c0ffee"), "item", "tea")).post("/order-records");
        assertThat(body.statusCode()).isEqualTo(400);
        assertThat(body.jsonPath().getMap("$"))
                .containsEntry("field", "customer.id")
                .containsEntry("value", "c0ffee");
    }

    private static io.restassured.specification.RequestSpecification json(Object body) {
        return given().contentType(ContentType.JSON).body(body);
    }
}
