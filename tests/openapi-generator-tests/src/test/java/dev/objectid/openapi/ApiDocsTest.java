package dev.objectid.openapi;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.yaml.snakeyaml.Yaml;

/**
 * springdoc's {@code /v3/api-docs} of the application describes its ids as the spec it was generated from does: the
 * same id schemas in the components, keyword for keyword, and every id the spec names, in a body or a parameter, a
 * reference to the same one. So the description the server publishes is a spec a client can be generated from with
 * the same mappings.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class ApiDocsTest {

    private static final String SCHEMAS = "#/components/schemas/";

    @LocalServerPort
    int port;

    Map<String, Object> spec;
    Map<String, Object> docs;

    @BeforeEach
    void read() throws IOException {
        try (InputStream yaml = ApiDocsTest.class.getResourceAsStream("/openapi.yaml")) {
            spec = new Yaml().load(yaml);
        }
        Http.Response response = new Http(port).get("/v3/api-docs");
        assertThat(response.status()).isEqualTo(200);
        docs = response.read("$");
    }

    @Test
    void theIdSchemasAreTheSpecs() {
        Map<String, Object> ids = idSchemas(spec);

        assertThat(ids).containsOnlyKeys("ObjectId", "OwnerId");
        assertThat(idSchemas(docs)).isEqualTo(ids);
    }

    @Test
    @SuppressWarnings("unchecked")
    void everyIdTheSpecNamesIsAReferenceToTheSameSchema() {
        Map<String, Object> ids = idSchemas(spec);
        List<String> checked = new ArrayList<>();

        Map<String, Object> specModels = map(map(spec, "components"), "schemas");
        Map<String, Object> docsModels = map(map(docs, "components"), "schemas");
        specModels.forEach((model, schema) -> {
            Map<String, Object> properties = map((Map<String, Object>) schema, "properties");
            properties.forEach((property, propertySchema) -> {
                if (referencesAnId(propertySchema, ids)) {
                    Map<String, Object> described = map(map(map(docsModels, model), "properties"), property);
                    assertThat(described).as(model + "." + property).isEqualTo(propertySchema);
                    checked.add(model + "." + property);
                }
            });
        });

        map(spec, "paths")
                .forEach((path, operations) -> ((Map<String, Object>) operations).forEach((method, operation) -> {
                    for (Map<String, Object> parameter : parameters(spec, path, method)) {
                        Object schema = parameter.get("schema");
                        if (referencesAnId(schema, ids)) {
                            String where =
                                    method + " " + path + " " + parameter.get("in") + " " + parameter.get("name");
                            Map<String, Object> described = parameters(docs, path, method).stream()
                                    .filter(p -> p.get("name").equals(parameter.get("name"))
                                            && p.get("in").equals(parameter.get("in")))
                                    .findFirst()
                                    .map(p -> map(p, "schema"))
                                    .orElseThrow(() -> new AssertionError("no parameter " + where + " in " + docs));
                            assertRestates(where, described, (Map<String, Object>) schema, ids);
                            checked.add(where);
                        }
                    }
                }));

        assertThat(checked)
                .containsExactlyInAnyOrder(
                        "Owner.id",
                        "PetFields.ownerId",
                        "Pet.id",
                        "Pet.ownerId",
                        "get /owners/{ownerId} path ownerId",
                        "get /pets query ownerId",
                        "get /pets/{petId} path petId");
    }

    /**
     * The parameter's schema in the docs is the spec's reference; a keyword beside it (springdoc restates the
     * {@code @Pattern} the generated interface carries) says what the referenced schema says.
     */
    private static void assertRestates(
            String where, Map<String, Object> described, Map<String, Object> specified, Map<String, Object> ids) {
        assertThat(described).as(where).containsAllEntriesOf(specified);
        Map<String, Object> referenced = map(ids, ((String) specified.get("$ref")).substring(SCHEMAS.length()));
        Map<String, Object> besides = new LinkedHashMap<>(described);
        besides.remove("$ref");
        assertThat(referenced).as(where).containsAllEntriesOf(besides);
    }

    /** The id schemas of a description: the components of the format the spec's {@code ObjectId} has. */
    private Map<String, Object> idSchemas(Map<String, Object> description) {
        Object format = map(map(map(spec, "components"), "schemas"), "ObjectId").get("format");
        Map<String, Object> ids = new LinkedHashMap<>();
        map(map(description, "components"), "schemas").forEach((name, schema) -> {
            if (format.equals(((Map<?, ?>) schema).get("format"))) {
                ids.put(name, schema);
            }
        });
        return ids;
    }

    private static boolean referencesAnId(Object schema, Map<String, Object> ids) {
        return schema instanceof Map<?, ?> map
                && map.get("$ref") instanceof String ref
                && ref.startsWith(SCHEMAS)
                && ids.containsKey(ref.substring(SCHEMAS.length()));
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> parameters(Map<String, Object> description, String path, String method) {
        Object parameters = map(map(map(description, "paths"), path), method).get("parameters");
        return parameters == null ? List.of() : (List<Map<String, Object>>) parameters;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> map(Map<String, Object> parent, String key) {
        Object child = parent.get(key);
        return child == null ? Map.of() : (Map<String, Object>) child;
    }
}
