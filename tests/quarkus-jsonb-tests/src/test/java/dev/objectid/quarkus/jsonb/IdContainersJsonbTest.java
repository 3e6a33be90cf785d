package dev.objectid.quarkus.jsonb;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import jakarta.json.bind.Jsonb;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Ids in the containers Yasson writes by their runtime type ({@link IdsResource}): a list, a set of typed ids, a map's
 * values and keys, an array and an {@code Optional}, returned as the body itself and inside a bean, are their
 * hexadecimal strings and never {@code {}}, through the extension's {@code JsonbConfigCustomizer}; read back the same
 * way, a malformed one a 400 problem body. Strings and numbers next to them are left to JSON-B.
 */
@QuarkusTest
class IdContainersJsonbTest {

    static final String FIRST = "6740c5e1a3f29b04c7000001";
    static final String SECOND = "66322180ffffffffffffffff";

    @Inject
    Jsonb jsonb;

    private static String get(String path) {
        Response response = given().get(path);
        assertThat(response.statusCode()).as(response.asString()).isEqualTo(200);
        assertThat(response.asString()).doesNotContain("{}");
        return response.asString();
    }

    private static Response post(String path, String json) {
        return given().contentType(ContentType.JSON).body(json).post(path);
    }

    @Test
    void aListOfIdsIsAnArrayOfStrings() {
        assertThat(get("/ids/list")).isEqualTo("[\"" + FIRST + "\",\"" + SECOND + "\"]");
        assertThat(get("/ids/nulls")).isEqualTo("[\"" + FIRST + "\",null]");
    }

    @Test
    void aSetOfTypedIdsIsAnArrayOfStrings() {
        assertThat(get("/ids/typed-set")).isEqualTo("[\"" + FIRST + "\"]");
    }

    @Test
    void theValuesOfAMapAreStrings() {
        assertThat(get("/ids/map")).isEqualTo("{\"k\":\"" + FIRST + "\",\"none\":null}");
    }

    /**
     * Yasson writes a map whose keys are neither strings nor numbers as a list of entries, the key the string; it reads
     * that back, and a JSON object keyed by ids too.
     */
    @Test
    void idKeysAreStringsInYassonsEntriesAndAreReadBack() {
        String entries = "[{\"key\":\"" + FIRST + "\",\"value\":\"apple\"}]";

        assertThat(get("/ids/keys")).isEqualTo(entries);
        assertThat(post("/ids/keys", entries).asString()).isEqualTo(entries);
        assertThat(post("/ids/keys", "{\"" + FIRST + "\":\"apple\"}").asString())
                .isEqualTo(entries);
    }

    @Test
    void anArrayAndAnOptionalAreStrings() {
        assertThat(get("/ids/array")).isEqualTo("[\"" + FIRST + "\",null]");
        assertThat(get("/ids/optional")).isEqualTo("\"" + FIRST + "\"");
    }

    @Test
    void idsInsideContainersInsideABeanAreStrings() {
        String json = "{\"anything\":\"" + SECOND + "\",\"byName\":{\"k\":\"" + FIRST + "\"},\"coupon\":\"" + FIRST
                + "\",\"crates\":[\"" + SECOND + "\"],\"fruits\":[\"" + FIRST + "\"],\"names\":[{\"key\":\"" + FIRST
                + "\",\"value\":\"apple\"}]}";

        assertThat(get("/ids/basket")).isEqualTo(json);
        Response echoed = post(
                "/ids/basket",
                json.replace(",\"anything\":\"" + SECOND + "\"", "").replace("\"anything\":\"" + SECOND + "\",", ""));
        assertThat(echoed.statusCode()).as(echoed.asString()).isEqualTo(200);
        assertThat(echoed.asString()).isEqualTo(json.replace("\"anything\":\"" + SECOND + "\",", ""));
    }

    @Test
    void rootContainersAreReadBack() {
        String list = "[\"" + FIRST + "\",\"" + SECOND.toUpperCase() + "\"]";
        assertThat(post("/ids/list", list).asString()).isEqualTo(list.toLowerCase());
        assertThat(post("/ids/typed-set", "[{\"$oid\":\"" + FIRST + "\"}]").asString())
                .isEqualTo("[\"" + FIRST + "\"]");
        assertThat(post("/ids/map", "{\"a\":\"" + FIRST + "\",\"b\":null}").asString())
                .isEqualTo("{\"a\":\"" + FIRST + "\",\"b\":null}");
    }

    @Test
    void aMalformedIdInARootContainerIsA400Problem() {
        Response response = post("/ids/list", "[\"" + FIRST + "\",\"zz\"]");

        assertThat(response.statusCode()).as(response.asString()).isEqualTo(400);
        assertThat(response.contentType()).startsWith(FruitJsonbTest.PROBLEM_JSON);
        assertThat(response.jsonPath().getString("detail"))
                .isEqualTo("Request body: Invalid ObjectId \"zz\": length is 2, expected " + FruitJsonbTest.EXPECTED);
        assertThat(response.jsonPath().getString("value")).isEqualTo("zz");
        Response key = post("/ids/keys", "{\"" + FIRST + "x\":\"apple\"}");
        assertThat(key.statusCode()).as(key.asString()).isEqualTo(400);
        assertThat(key.jsonPath().getString("detail"))
                .isEqualTo("Request body: Invalid FruitId \"" + FIRST + "x\": length is 25, expected "
                        + FruitJsonbTest.EXPECTED);
        Response typed = post("/ids/typed-set", "[12]");
        assertThat(typed.statusCode()).as(typed.asString()).isEqualTo(400);
        assertThat(typed.jsonPath().getString("detail")).startsWith("Request body: Invalid FruitId: the number 12");
    }

    /** The application's own {@code Jsonb} bean, outside Quarkus REST: the same. */
    @Test
    void theApplicationsJsonbWritesIdsInContainersAsStrings() {
        ObjectId first = ObjectId.parse(FIRST);

        assertThat(jsonb.toJson(List.of(first, FruitId.of(first)))).isEqualTo("[\"" + FIRST + "\",\"" + FIRST + "\"]");
        assertThat(jsonb.toJson(Map.of("k", Optional.of(first)))).isEqualTo("{\"k\":\"" + FIRST + "\"}");
        assertThat(jsonb.toJson(List.of("text", 1, first))).isEqualTo("[\"text\",1,\"" + FIRST + "\"]");
        assertThat(jsonb.toJson(Map.of("k", "v"))).isEqualTo("{\"k\":\"v\"}");
    }
}
