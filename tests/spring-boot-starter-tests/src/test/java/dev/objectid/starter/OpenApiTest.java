package dev.objectid.starter;

import static org.assertj.core.api.Assertions.assertThat;

import com.jayway.jsonpath.DocumentContext;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;

/** springdoc's {@code /v3/api-docs}: every ObjectId and typed id of the application, wherever it appears. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class OpenApiTest {

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

    private void assertIdSchema(String path, String description) {
        Map<String, Object> schema = docs.read(path);
        assertThat(schema)
                .as(path)
                .containsOnly(
                        Map.entry("type", "string"),
                        Map.entry("pattern", "^[0-9a-fA-F]{24}$"),
                        Map.entry("example", "6740c5e1a3f29b04c7000001"),
                        Map.entry("description", description));
    }

    private String parameter(String path, String method, String name) {
        return "$.paths['" + path + "']." + method + ".parameters[?(@.name == '" + name + "')].schema";
    }

    private void assertIdParameter(String path, String name, String in, String description) {
        List<Map<String, Object>> schemas = docs.read(parameter(path, "get", name));
        assertThat(schemas)
                .as(path + " " + name)
                .singleElement()
                .satisfies(schema -> assertThat(schema)
                        .containsEntry("type", "string")
                        .containsEntry("pattern", "^[0-9a-fA-F]{24}$")
                        .containsEntry("example", "6740c5e1a3f29b04c7000001")
                        .containsEntry("description", description));
        assertThat(docs.<List<String>>read("$.paths['" + path + "'].get.parameters[?(@.name == '" + name + "')].in"))
                .containsExactly(in);
        // Swagger UI shows a parameter's own description, not its schema's: it gets one with the pattern
        assertThat(docs.<List<String>>read(
                        "$.paths['" + path + "'].get.parameters[?(@.name == '" + name + "')].description"))
                .containsExactly(description.replace(
                                "24 hexadecimal digits", "24 hexadecimal digits (pattern ^[0-9a-fA-F]{24}$)")
                        + ".");
    }

    @Test
    void pathVariablesRequestParametersHeadersAndCookies() {
        assertIdParameter("/shop/customers/{id}", "id", "path", CUSTOMER_ID);
        assertIdParameter("/shop/ids/{id}", "id", "path", OBJECT_ID);
        assertIdParameter("/shop/orders", "customerId", "query", CUSTOMER_ID);
        assertIdParameter("/shop/me", "X-Customer-Id", "header", CUSTOMER_ID);
        assertIdParameter("/shop/me", "session", "cookie", OBJECT_ID);
        List<Map<String, Object>> related = docs.read(parameter("/shop/orders", "get", "related"));
        assertThat(related)
                .singleElement()
                .satisfies(schema -> assertThat(schema).containsEntry("type", "array"));
        assertIdSchema("$.paths['/shop/orders'].get.parameters[1].schema.items", OBJECT_ID);
        assertThat(docs.<String>read("$.paths['/shop/orders'].get.parameters[1].description"))
                .isEqualTo("Each one: " + OBJECT_ID.replace("digits", "digits (pattern ^[0-9a-fA-F]{24}$)") + ".");
        // not an id: no description
        assertThat(docs.<List<Object>>read(
                        parameter("/shop/orders", "get", "limit").replace(".schema", ".description")))
                .isEmpty();
    }

    @Test
    void requestAndResponseBodies() {
        assertIdSchema("$.components.schemas.OrderRequest.properties.customerId", CUSTOMER_ID);
        assertIdSchema("$.components.schemas.OrderRequest.properties.related.items", OBJECT_ID);
        assertIdSchema("$.components.schemas.OrderView.properties.id", OBJECT_ID);
        assertIdSchema("$.components.schemas.OrderView.properties.customerId", CUSTOMER_ID);
        assertIdSchema("$.paths['/shop/ids'].post.requestBody.content['application/json'].schema.items", OBJECT_ID);
        // the entity as Spring Data REST reads it
        assertIdSchema("$.components.schemas.CustomerRequestBody.properties.id", CUSTOMER_ID);
    }

    @Test
    void mapKeys() {
        // OpenAPI 3.1 (JSON Schema 2020-12) describes the keys of an object with propertyNames
        assertThat(docs.<String>read("$.openapi")).startsWith("3.1");
        assertIdSchema("$.components.schemas.OrderRequest.properties.referrals.propertyNames", CUSTOMER_ID);
        assertIdSchema("$.components.schemas.OrderView.properties.referrals.propertyNames", CUSTOMER_ID);
        assertThat(docs.<Map<String, Object>>read("$.components.schemas.OrderView.properties.referrals"))
                .containsEntry("type", "object")
                .containsKey("additionalProperties");
    }
}
