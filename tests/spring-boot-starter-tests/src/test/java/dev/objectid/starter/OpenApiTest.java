package dev.objectid.starter;

import static org.assertj.core.api.Assertions.assertThat;

import com.jayway.jsonpath.DocumentContext;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * springdoc's {@code /v3/api-docs}: every ObjectId and typed id of the application, wherever it appears, is a
 * reference to the schema of its type in the components, which a contract-first spec declares alike.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class OpenApiTest {

    static final String PATTERN = "^[0-9a-fA-F]{24}$";
    static final String OBJECT_ID =
            "An ObjectId, 24 hexadecimal digits; the first 8 are its creation time (seconds " + "since 1970)";
    static final String CUSTOMER_ID = "A CustomerId: an ObjectId, 24 hexadecimal digits; the first 8 are its creation "
            + "time (seconds since 1970)";

    @Value("${local.server.port}")
    int port;

    DocumentContext docs;

    @BeforeEach
    void read() {
        Http.Response response = new Http(port).get("/v3/api-docs");
        assertThat(response.status()).isEqualTo(200);
        docs = response.json();
    }

    /** The schema at {@code path} refers to the id schema {@code name}, and says nothing else. */
    private void assertIdReference(String path, String name) {
        Map<String, Object> schema = docs.read(path);
        assertThat(schema).as(path).containsOnly(Map.entry("$ref", "#/components/schemas/" + name));
    }

    private String parameter(String path, String method, String name) {
        return "$.paths['" + path + "']." + method + ".parameters[?(@.name == '" + name + "')].schema";
    }

    private void assertIdParameter(String path, String name, String in, String type, String description) {
        List<Map<String, Object>> schemas = docs.read(parameter(path, "get", name));
        assertThat(schemas)
                .as(path + " " + name)
                .singleElement()
                .isEqualTo(Map.of("$ref", "#/components/schemas/" + type));
        assertThat(docs.<List<String>>read("$.paths['" + path + "'].get.parameters[?(@.name == '" + name + "')].in"))
                .containsExactly(in);
        // Swagger UI shows a parameter's own description, not its schema's: it gets one with the pattern
        assertThat(docs.<List<String>>read(
                        "$.paths['" + path + "'].get.parameters[?(@.name == '" + name + "')].description"))
                .containsExactly(
                        description.replace("24 hexadecimal digits", "24 hexadecimal digits (pattern " + PATTERN + ")")
                                + ".");
    }

    @Test
    void eachIdTypeIsASchemaOfItsOwn() {
        for (Map.Entry<String, String> id : Map.of(
                        "ObjectId", OBJECT_ID,
                        "CustomerId", CUSTOMER_ID,
                        "CouponId", CUSTOMER_ID.replace("A CustomerId", "A CouponId"))
                .entrySet()) {
            assertThat(docs.<Map<String, Object>>read("$.components.schemas." + id.getKey()))
                    .as(id.getKey())
                    .containsOnly(
                            Map.entry("type", "string"),
                            Map.entry("format", "objectid"),
                            Map.entry("pattern", PATTERN),
                            Map.entry("minLength", 24),
                            Map.entry("maxLength", 24),
                            Map.entry("example", "6740c5e1a3f29b04c7000001"),
                            Map.entry("description", id.getValue()));
        }
    }

    @Test
    void pathVariablesRequestParametersHeadersAndCookies() {
        assertIdParameter("/shop/customers/{id}", "id", "path", "CustomerId", CUSTOMER_ID);
        assertIdParameter("/shop/ids/{id}", "id", "path", "ObjectId", OBJECT_ID);
        assertIdParameter("/shop/orders", "customerId", "query", "CustomerId", CUSTOMER_ID);
        assertIdParameter("/shop/me", "X-Customer-Id", "header", "CustomerId", CUSTOMER_ID);
        assertIdParameter("/shop/me", "session", "cookie", "ObjectId", OBJECT_ID);
        List<Map<String, Object>> related = docs.read(parameter("/shop/orders", "get", "related"));
        assertThat(related)
                .singleElement()
                .satisfies(schema -> assertThat(schema).containsEntry("type", "array"));
        assertIdReference("$.paths['/shop/orders'].get.parameters[1].schema.items", "ObjectId");
        assertThat(docs.<String>read("$.paths['/shop/orders'].get.parameters[1].description"))
                .isEqualTo("Each one: " + OBJECT_ID.replace("digits", "digits (pattern " + PATTERN + ")") + ".");
        // not an id: no description
        assertThat(docs.<List<Object>>read(
                        parameter("/shop/orders", "get", "limit").replace(".schema", ".description")))
                .isEmpty();
    }

    @Test
    void requestAndResponseBodies() {
        assertIdReference("$.components.schemas.OrderRequest.properties.customerId", "CustomerId");
        assertIdReference("$.components.schemas.OrderRequest.properties.related.items", "ObjectId");
        assertIdReference("$.components.schemas.OrderRequest.properties.coupon", "CouponId");
        assertIdReference("$.components.schemas.OrderView.properties.id", "ObjectId");
        assertIdReference("$.components.schemas.OrderView.properties.customerId", "CustomerId");
        assertIdReference("$.paths['/shop/ids'].post.requestBody.content['application/json'].schema.items", "ObjectId");
        assertThat(docs.<List<Object>>read("$.paths['/shop/ids'].post.responses['200'].content.*.schema.items"))
                .singleElement()
                .isEqualTo(Map.of("$ref", "#/components/schemas/ObjectId"));
        // the entity as Spring Data REST reads it
        assertIdReference("$.components.schemas.CustomerRequestBody.properties.id", "CustomerId");
    }

    @Test
    void mapKeys() {
        // OpenAPI 3.1 (JSON Schema 2020-12) describes the keys of an object with propertyNames
        assertThat(docs.<String>read("$.openapi")).startsWith("3.1");
        assertIdReference("$.components.schemas.OrderRequest.properties.referrals.propertyNames", "CustomerId");
        assertIdReference("$.components.schemas.OrderView.properties.referrals.propertyNames", "CustomerId");
        assertThat(docs.<Map<String, Object>>read("$.components.schemas.OrderView.properties.referrals"))
                .containsEntry("type", "object")
                .containsKey("additionalProperties");
    }
}
