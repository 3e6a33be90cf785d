package dev.objectid.sample;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.objectid.ObjectId;
import dev.objectid.sample.shop.Customer;
import dev.objectid.sample.shop.CustomerId;
import dev.objectid.sample.shop.CustomerRepository;
import dev.objectid.sample.shop.Order;
import dev.objectid.sample.shop.OrderId;
import dev.objectid.sample.shop.OrderRepository;
import dev.objectid.sample.shop.OrderStatus;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.annotation.DirtiesContext;

/**
 * The REST API against a running server on a real port, on one database: each subclass names the database
 * ({@code H2ApiTest}, {@code PostgresqlApiTest}, {@code MariadbApiTest}). The demo data is seeded as at any start
 * (the last 30 days); rows these tests place at chosen instants lie in 2020 and 2021, away from it.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@DirtiesContext // a database of its own per class: close the application with the class
abstract class ApiContract {

    private static final String PROBLEM_JSON = "application/problem+json";

    @Value("${local.server.port}")
    int port;

    @Autowired
    CustomerRepository customers;

    @Autowired
    OrderRepository orders;

    @Autowired
    JdbcTemplate jdbc;

    Api api;

    @BeforeEach
    void connect() {
        api = new Api(port);
    }

    // ---- create and fetch ----

    @Test
    void createsACustomerAndAnOrderAndFetchesThemById() {
        Api.Response created =
                api.post("/customers", "{\"name\":\"Barbara Liskov\",\"email\":\"barbara@example.com\"}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        String customerId = created.string("id");
        assertThat(ObjectId.isValid(customerId)).as(customerId).isTrue();
        assertThat(customerId).hasSize(24).isLowerCase();
        assertThat(created.headers().getLocation())
                .hasToString("http://localhost:" + port + "/customers/" + customerId);
        assertThat(created.string("createdAt"))
                .isEqualTo(ObjectId.parse(customerId).timestamp().toString());

        Api.Response customer = api.get("/customers/" + customerId);
        assertThat(customer.status()).isEqualTo(200);
        assertThat(customer.json())
                .isEqualTo(created.json())
                .containsEntry("name", "Barbara Liskov")
                .containsEntry("email", "barbara@example.com");

        Api.Response order = api.post("/orders", "{\"customerId\":\"" + customerId + "\",\"amount\":42.50}");
        assertThat(order.status()).as(order.body()).isEqualTo(201);
        String orderId = order.string("id");
        assertThat(order.headers().getLocation()).hasToString("http://localhost:" + port + "/orders/" + orderId);
        assertThat(order.body()).contains("\"amount\":42.50");
        assertThat(order.json())
                .containsEntry("customerId", customerId)
                .containsEntry("status", "NEW")
                .containsEntry("createdAt", ObjectId.parse(orderId).timestamp().toString());

        Api.Response fetched = api.get("/orders/" + orderId);
        assertThat(fetched.status()).isEqualTo(200);
        assertThat(fetched.json()).isEqualTo(order.json());

        // stored as the library intends: 12 bytes, and the foreign key holds the customer's 12 bytes
        Order stored = orders.findById(OrderId.valueOf(orderId)).orElseThrow();
        assertThat(stored.getAmount()).isEqualByComparingTo("42.50");
        assertThat(jdbc.queryForObject(
                        "select customer_id from orders where id = ?",
                        byte[].class,
                        OrderId.valueOf(orderId).toByteArray()))
                .isEqualTo(ObjectId.parse(customerId).toByteArray());
    }

    @Test
    void anOrderTakesItsStatusFromTheBody() {
        String customerId = api.post("/customers", "{\"name\":\"Radia Perlman\",\"email\":\"radia@example.com\"}")
                .string("id");
        Api.Response order = api.post(
                "/orders",
                "{\"customerId\":\"" + customerId.toUpperCase() + "\",\"amount\":\"7\",\"status\":\"PAID\"}");
        assertThat(order.status()).as(order.body()).isEqualTo(201);
        assertThat(order.json()).containsEntry("status", "PAID").containsEntry("customerId", customerId);
    }

    // ---- time ranges ----

    @Test
    void listsExactlyTheOrdersCreatedInATimeRange() {
        Instant t = Instant.parse("2021-03-04T10:00:00Z");
        Customer customer = customers.save(new Customer(
                CustomerId.of(ObjectId.generate(t.minus(Duration.ofDays(1)))), "Frances Allen", "frances@example.com"));
        Order before = place(customer, t.minusSeconds(1)); // 09:59:59, outside
        Order first = place(customer, t); // 10:00:00.000, inside
        Order sameSecond = place(customer, t.plusMillis(999)); // 10:00:00.999, inside (ids hold seconds)
        Order later = place(customer, t.plus(Duration.ofMinutes(90))); // 11:30, inside
        Order last = place(customer, t.plus(Duration.ofHours(2)).minusSeconds(1)); // 11:59:59, inside
        Order atTo = place(customer, t.plus(Duration.ofHours(2))); // 12:00:00, outside: [from, to)

        Api.Response page = api.get("/orders?createdFrom=2021-03-04T10:00:00Z&createdTo=2021-03-04T12:00:00Z");
        assertThat(page.status()).as(page.body()).isEqualTo(200);
        assertThat(ids(page))
                .containsExactly(
                        first.getId().toString(),
                        sameSecond.getId().toString(),
                        later.getId().toString(),
                        last.getId().toString());
        assertThat(page.json())
                .containsEntry("totalElements", 4)
                .containsEntry("totalPages", 1)
                .containsEntry("createdFrom", "2021-03-04T10:00:00Z")
                .containsEntry("createdTo", "2021-03-04T12:00:00Z")
                .containsEntry(
                        "idRange",
                        Map.of(
                                "from",
                                OrderId.minFor(t).toString(),
                                "to",
                                OrderId.minFor(t.plus(Duration.ofHours(2))).toString()));
        assertThat(ids(page))
                .doesNotContain(before.getId().toString(), atTo.getId().toString());

        // bounds are floored to the second, as the ids are
        Api.Response floored =
                api.get("/orders?createdFrom=2021-03-04T10:00:00.500Z&createdTo=2021-03-04T11:59:59.999Z");
        assertThat(ids(floored))
                .containsExactly(
                        first.getId().toString(),
                        sameSecond.getId().toString(),
                        later.getId().toString());

        // one customer's orders in the range: the generated specification and a customer_id filter
        Customer other = customers.save(new Customer(
                CustomerId.of(ObjectId.generate(t.minus(Duration.ofDays(1)))), "John Backus", "john@example.com"));
        Order othersOrder = place(other, t.plus(Duration.ofMinutes(30)));
        Api.Response all = api.get("/orders?createdFrom=2021-03-04T10:00:00Z&createdTo=2021-03-04T12:00:00Z");
        assertThat(ids(all))
                .containsExactly(
                        first.getId().toString(),
                        sameSecond.getId().toString(),
                        othersOrder.getId().toString(),
                        later.getId().toString(),
                        last.getId().toString());
        Api.Response ofOther = api.get("/orders?createdFrom=2021-03-04T10:00:00Z&createdTo=2021-03-04T12:00:00Z"
                + "&customerId=" + other.getId());
        assertThat(ids(ofOther)).containsExactly(othersOrder.getId().toString());
        Api.Response ofFirst = api.get("/orders?createdFrom=2021-03-04T10:00:00Z&createdTo=2021-03-04T12:00:00Z"
                + "&customerId=" + customer.getId() + "&size=3");
        assertThat(ids(ofFirst))
                .containsExactly(
                        first.getId().toString(),
                        sameSecond.getId().toString(),
                        later.getId().toString());
        assertThat(ofFirst.json()).containsEntry("totalElements", 4).containsEntry("totalPages", 2);

        // an empty range is not an error
        Api.Response empty = api.get("/orders?createdFrom=2021-03-04T12:00:00Z&createdTo=2021-03-04T10:00:00Z");
        assertThat(empty.status()).isEqualTo(200);
        assertThat(ids(empty)).isEmpty();
    }

    @Test
    void pagesThroughATimeRangeInCreationOrder() {
        Instant t = Instant.parse("2020-07-01T00:00:00Z");
        Customer customer =
                customers.save(new Customer(CustomerId.of(ObjectId.generate(t)), "Grace", "grace@example.com"));
        List<String> placed = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            placed.add(place(customer, t.plus(Duration.ofHours(5 - i))).getId().toString()); // stored newest first
        }
        List<String> inCreationOrder = new ArrayList<>(placed);
        Collections.reverse(inCreationOrder);
        String range = "/orders?createdFrom=2020-07-01T00:00:00Z&createdTo=2020-07-02T00:00:00Z&size=2";

        Api.Response page0 = api.get(range + "&page=0");
        Api.Response page1 = api.get(range + "&page=1");
        Api.Response page2 = api.get(range + "&page=2");
        assertThat(ids(page0)).containsExactlyElementsOf(inCreationOrder.subList(0, 2));
        assertThat(ids(page1)).containsExactlyElementsOf(inCreationOrder.subList(2, 4));
        assertThat(ids(page2)).containsExactlyElementsOf(inCreationOrder.subList(4, 5));
        assertThat(page0.json())
                .containsEntry("totalElements", 5)
                .containsEntry("totalPages", 3)
                .containsEntry("page", 0)
                .containsEntry("size", 2);
    }

    @Test
    void withoutARangeListsTheLast30Days() {
        Api.Response page = api.get("/orders?size=100");
        assertThat(page.status()).isEqualTo(200);
        Instant from = Instant.parse(page.string("createdFrom"));
        Instant to = Instant.parse(page.string("createdTo"));
        assertThat(Duration.between(from, to)).isEqualTo(Duration.ofDays(30));
        // the demo data: 60 orders over the 30 days before the start, each one at least an hour after its start
        assertThat(((Number) page.json().get("totalElements")).longValue())
                .isEqualTo(orders.countCreatedBetween(from, to))
                .isGreaterThanOrEqualTo(60);
    }

    // ---- malformed ids and parameters: 400 with a problem body naming the value ----

    @Test
    void aMalformedIdInThePathIs400NamingIt() {
        Map<String, String> types = Map.of("/orders/", "OrderId", "/customers/", "CustomerId", "/ids/", "ObjectId");
        for (String path : List.of("/orders/", "/customers/", "/ids/")) {
            assertBadId(path, "not-an-id", "Invalid " + types.get(path) + " \"not-an-id\": length is 9");
            assertBadId(
                    path, "6b0241a8b55e2dac6a0cea1Z", "character 'Z' (U+005A) at index 23 is not a hexadecimal digit");
            assertBadId(path, "6b0241a8b55e2dac6a0cea1d0", "length is 25");
        }
    }

    /** The problem body of objectid-spring-boot-starter: the parameter, the value, what is accepted. */
    private void assertBadId(String path, String id, String message) {
        String parameter = path.equals("/ids/") ? "hex" : "id";
        Api.Response response = api.get(path + id);
        assertThat(response.status()).as(path + id + ": " + response).isEqualTo(400);
        assertThat(response.contentType()).startsWith(PROBLEM_JSON);
        assertThat(response.json())
                .containsEntry("status", 400)
                .containsEntry("title", "Bad Request")
                .containsEntry("instance", path + id)
                .containsEntry("parameter", parameter)
                .containsEntry("value", id)
                .containsEntry("expected", "24 hexadecimal digits (0-9, a-f, A-F)");
        assertThat(response.string("detail"))
                .startsWith("Path variable '" + parameter + "': ")
                .contains(message);
    }

    @Test
    void malformedListParametersAre400NamingThem() {
        Api.Response badCustomer = api.get("/orders?customerId=42");
        assertThat(badCustomer.status()).isEqualTo(400);
        assertThat(badCustomer.contentType()).startsWith(PROBLEM_JSON);
        assertThat(badCustomer.string("detail"))
                .isEqualTo("Request parameter 'customerId': "
                        + "Invalid CustomerId \"42\": length is 2, expected 24 hexadecimal digits (0-9, a-f, A-F)");
        assertThat(badCustomer.json()).containsEntry("parameter", "customerId").containsEntry("value", "42");

        Api.Response notATime = api.get("/orders?createdFrom=yesterday");
        assertThat(notATime.status()).isEqualTo(400);
        assertThat(notATime.contentType()).startsWith(PROBLEM_JSON);
        assertThat(notATime.string("detail")).contains("'yesterday'", "'createdFrom'");

        Api.Response outOfRange = api.get("/orders?createdTo=2200-01-01T00:00:00Z");
        assertThat(outOfRange.status()).isEqualTo(400);
        assertThat(outOfRange.string("detail")).contains("createdTo", "2200-01-01T00:00:00Z", "2106-02-07T06:28:15Z");
        assertThat(outOfRange.errors())
                .singleElement()
                .satisfies(error -> assertThat(error)
                        .containsEntry("field", "createdTo")
                        .containsEntry("rejectedValue", "2200-01-01T00:00:00Z"));

        Api.Response badPaging = api.get("/orders?page=-1&size=101");
        assertThat(badPaging.status()).isEqualTo(400);
        assertThat(badPaging.errors())
                .extracting(error -> error.get("field"), error -> error.get("rejectedValue"))
                .containsExactly(tuple("page", -1), tuple("size", 101));

        Api.Response notANumber = api.get("/orders?size=ten");
        assertThat(notANumber.status()).isEqualTo(400);
        assertThat(notANumber.string("detail")).contains("'ten'", "'size'");
    }

    // ---- unknown ids: 404 ----

    @Test
    void anUnknownIdIs404() {
        String unknown = ObjectId.generate().toHexString(); // well formed, never stored
        Api.Response order = api.get("/orders/" + unknown);
        assertThat(order.status()).isEqualTo(404);
        assertThat(order.contentType()).startsWith(PROBLEM_JSON);
        assertThat(order.json())
                .containsEntry("status", 404)
                .containsEntry("title", "Not Found")
                .containsEntry("detail", "No order with id " + unknown + ".")
                .containsEntry("id", unknown);

        Api.Response customer = api.get("/customers/" + unknown);
        assertThat(customer.status()).isEqualTo(404);
        assertThat(customer.string("detail")).isEqualTo("No customer with id " + unknown + ".");
    }

    // ---- invalid bodies: 400 with the field errors, nothing stored ----

    @Test
    void anInvalidCustomerIs400WithItsFieldErrorsAndNotStored() {
        long before = customers.count();
        Api.Response response = api.post("/customers", "{\"name\":\" \",\"email\":\"not an address\"}");
        assertThat(response.status()).isEqualTo(400);
        assertThat(response.contentType()).startsWith(PROBLEM_JSON);
        assertThat(response.errors())
                .extracting(error -> error.get("field"), error -> error.get("rejectedValue"))
                .containsExactly(tuple("email", "not an address"), tuple("name", " "));
        assertThat(response.string("detail"))
                .isEqualTo(
                        "Invalid request content: email must be a well-formed email address; name must not be blank.");
        assertThat(customers.count()).isEqualTo(before);
    }

    @Test
    void anInvalidOrderIs400WithItsFieldErrorsAndNotStored() {
        long before = orders.count();
        Api.Response response = api.post("/orders", "{\"amount\":-1.234}");
        assertThat(response.status()).isEqualTo(400);
        assertThat(response.errors())
                .extracting(error -> error.get("field"), error -> error.get("message"))
                .containsExactly(
                        tuple("amount", "must be greater than 0"),
                        tuple("amount", "numeric value out of bounds (<10 digits>.<2 digits> expected)"),
                        tuple("customerId", "must not be null"));
        assertThat(orders.count()).isEqualTo(before);
    }

    @Test
    void anOrderForAnUnknownCustomerIs400AndNotStored() {
        long before = orders.count();
        String unknown = ObjectId.generate().toHexString();
        Api.Response response = api.post("/orders", "{\"customerId\":\"" + unknown + "\",\"amount\":1}");
        assertThat(response.status()).isEqualTo(400);
        assertThat(response.errors())
                .singleElement()
                .satisfies(error -> assertThat(error)
                        .containsEntry("field", "customerId")
                        .containsEntry("rejectedValue", unknown)
                        .containsEntry("message", "is not the id of a customer"));
        assertThat(orders.count()).isEqualTo(before);
    }

    @Test
    void anUnreadableOrderIs400NamingTheBadValueAndNotStored() {
        long before = orders.count();
        Api.Response badId = api.post("/orders", "{\"customerId\":\"6b0241a8b55e2dac6a0cea1Z\",\"amount\":1}");
        assertThat(badId.status()).isEqualTo(400);
        assertThat(badId.contentType()).startsWith(PROBLEM_JSON);
        assertThat(badId.string("detail"))
                .isEqualTo("Field 'customerId': Invalid CustomerId "
                        + "\"6b0241a8b55e2dac6a0cea1Z\": character 'Z' (U+005A) at index 23 is not a hexadecimal digit; "
                        + "expected 24 of 0-9, a-f, A-F");
        assertThat(badId.json())
                .containsEntry("field", "customerId")
                .containsEntry("value", "6b0241a8b55e2dac6a0cea1Z");

        Api.Response badStatus =
                api.post("/orders", "{\"customerId\":\"6b0241a8b55e2dac6a0cea1d\",\"amount\":1,\"status\":\"LOST\"}");
        assertThat(badStatus.status()).isEqualTo(400);
        assertThat(badStatus.string("detail"))
                .startsWith("Unreadable request body: ")
                .contains("\"LOST\"");

        Api.Response notJson = api.post("/orders", "{\"customerId\":");
        assertThat(notJson.status()).isEqualTo(400);
        assertThat(notJson.string("detail")).startsWith("Unreadable request body: ");
        assertThat(orders.count()).isEqualTo(before);
    }

    // ---- what objectid-spring-boot-starter adds: OpenAPI, Swagger UI, Actuator ----

    @Test
    void theOpenApiDescriptionDocumentsEveryIdAndSwaggerUiIsServed() {
        Api.Response docs = api.get("/v3/api-docs");
        assertThat(docs.status()).isEqualTo(200);
        String pattern = "\"pattern\":\"^[0-9a-fA-F]{24}$\"";
        for (String id : List.of("A CustomerId: an ObjectId", "An OrderId: an ObjectId", "An ObjectId")) {
            assertThat(docs.body()).contains("\"description\":\"" + id + ", 24 hexadecimal digits");
        }
        assertThat(docs.body()).contains(pattern).doesNotContain("\"timestamp\":{"); // no ObjectId as an object
        assertThat(api.get("/swagger-ui/index.html").status()).isEqualTo(200);
    }

    @Test
    void actuatorServesHealthAndNeitherTheGeneratorsInfoNorItsCount() {
        Api.Response health = api.get("/actuator/health");
        assertThat(health.status()).isEqualTo(200);
        assertThat(health.json()).containsEntry("status", "UP").doesNotContainKey("components");
        assertThat(api.get("/actuator").json())
                .extractingByKey("_links")
                .asInstanceOf(InstanceOfAssertFactories.MAP)
                .containsOnlyKeys("self", "health", "health-path");
        for (String hidden : List.of(
                "/actuator/info",
                "/actuator/metrics",
                "/actuator/metrics/objectid.ids.generated",
                "/actuator/env",
                "/actuator/prometheus")) {
            assertThat(api.get(hidden).status()).as(hidden).isEqualTo(404);
        }
    }

    // ---- the id decoder ----

    @Test
    void decodesAnId() {
        Api.Response response = api.get("/ids/66322EC0A1B2C3D4E50F1E2D"); // either case
        assertThat(response.status()).isEqualTo(200);
        assertThat(response.json())
                .containsEntry("id", "66322ec0a1b2c3d4e50f1e2d")
                .containsEntry("createdAt", "2024-05-01T12:00:00Z")
                .containsEntry("epochSecond", 1714564800)
                .containsEntry("processValue", "a1b2c3d4e5")
                .containsEntry("counter", 0x0f1e2d)
                .containsEntry("legacy", Map.of("machineId", 0xa1b2c3, "processId", 0xd4e5))
                .containsEntry(
                        "sameSecond", Map.of("min", "66322ec00000000000000000", "max", "66322ec0ffffffffffffffff"));
    }

    private Order place(Customer customer, Instant createdAt) {
        return orders.save(new Order(
                OrderId.of(ObjectId.generate(createdAt)), customer, new BigDecimal("10.00"), OrderStatus.PAID));
    }

    @SuppressWarnings("unchecked")
    private static List<String> ids(Api.Response page) {
        return ((List<Map<String, Object>>) page.json().get("orders"))
                .stream().map(o -> (String) o.get("id")).toList();
    }
}
