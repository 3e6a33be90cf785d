package dev.objectid.openapi;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import dev.objectid.openapi.pet.PetRepository;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The API openapi-generator wrote from {@code openapi.yaml}, implemented and called over HTTP: ids round-trip as the
 * spec's id schemas say (24 hexadecimal digits, either case), bean validation stays on for the other fields, and a
 * malformed id in the path, the query or the body is the starter's 400 problem body, with nothing stored.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class ContractFirstApiTest {

    private static final String EXPECTED = "expected 24 hexadecimal digits (0-9, a-f, A-F)";

    @LocalServerPort
    int port;

    @Autowired
    PetRepository pets;

    Http http;

    @BeforeEach
    void client() {
        http = new Http(port);
    }

    private String addOwner(String name) {
        Http.Response created = http.post("/owners", "{\"name\": \"" + name + "\"}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        return created.read("$.id");
    }

    @Test
    void anOwnersTypedIdRoundTrips() {
        String id = addOwner("Ada");
        assertThat(ObjectId.isValid(id)).as(id).isTrue();

        Http.Response owner = http.get("/owners/" + id);
        assertThat(owner.status()).isEqualTo(200);
        assertThat(owner.json().<Map<String, Object>>read("$")).isEqualTo(Map.of("id", id, "name", "Ada"));
        // the pattern of the id schemas accepts either case, as the parser does; the answer is in the form written
        assertThat(http.get("/owners/" + id.toUpperCase()).<String>read("$.id")).isEqualTo(id);
        assertThat(http.get("/owners").<List<String>>read("$[*].id")).contains(id);
    }

    @Test
    void aPetsObjectIdAndItsOwnersTypedIdRoundTrip() {
        String owner = addOwner("Grace");
        Http.Response created = http.post("/pets", "{\"name\": \"Rex\", \"ownerId\": \"" + owner + "\"}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        String id = created.read("$.id");
        assertThat(ObjectId.isValid(id)).as(id).isTrue();
        Map<String, Object> pet = Map.of("id", id, "name", "Rex", "ownerId", owner);
        assertThat(created.json().<Map<String, Object>>read("$")).isEqualTo(pet);

        assertThat(http.get("/pets/" + id).json().<Map<String, Object>>read("$"))
                .isEqualTo(pet);
        assertThat(http.get("/pets?ownerId=" + owner).json().<List<Map<String, Object>>>read("$"))
                .containsExactly(pet);
    }

    @Test
    void aWellFormedIdOfNothingIsA404() {
        String nobody = ObjectId.generate().toHexString();
        long stored = pets.count();

        assertThat(http.get("/owners/" + nobody).status()).isEqualTo(404);
        assertThat(http.get("/pets/" + nobody).status()).isEqualTo(404);
        assertThat(http.post("/pets", "{\"name\": \"Rex\", \"ownerId\": \"" + nobody + "\"}")
                        .status())
                .isEqualTo(404);
        assertThat(pets.count()).isEqualTo(stored);
    }

    @Test
    void aMalformedIdInThePathIsA400ProblemNamingIt() {
        assertProblem(
                http.get("/owners/zz"),
                "Path variable 'ownerId': Invalid OwnerId \"zz\": length is 2, " + EXPECTED,
                "parameter",
                "ownerId",
                "zz");
        String almost = "6740c5e1a3f29b04c700000g";
        assertProblem(
                http.get("/pets/" + almost),
                "Path variable 'petId': Invalid ObjectId \"" + almost + "\": character 'g' (U+0067) at index 23 is "
                        + "not a hexadecimal digit; expected 24 of 0-9, a-f, A-F",
                "parameter",
                "petId",
                almost);
    }

    @Test
    void aMalformedIdInTheQueryIsA400ProblemNamingIt() {
        assertProblem(
                http.get("/pets?ownerId=6740c5e1a3f29b04c700000"),
                "Request parameter 'ownerId': Invalid OwnerId \"6740c5e1a3f29b04c700000\": length is 23, " + EXPECTED,
                "parameter",
                "ownerId",
                "6740c5e1a3f29b04c700000");
    }

    @Test
    void aMalformedIdInTheBodyIsA400ProblemNamingItAndNothingIsStored() {
        addOwner("Edsger");
        long stored = pets.count();

        assertProblem(
                http.post("/pets", "{\"name\": \"Rex\", \"ownerId\": \"zz\"}"),
                "Field 'ownerId': Invalid OwnerId \"zz\": length is 2, " + EXPECTED,
                "field",
                "ownerId",
                "zz");
        assertThat(pets.count()).isEqualTo(stored);
    }

    @Test
    void beanValidationStillChecksTheOtherFields() {
        String owner = addOwner("Barbara");
        long stored = pets.count();

        // PetFields.name has minLength 1: the generated @Size is checked, beside the ids' @Pattern and @Size
        Http.Response refused = http.post("/pets", "{\"name\": \"\", \"ownerId\": \"" + owner + "\"}");
        assertThat(refused.status()).as(refused.body()).isEqualTo(400);
        assertThat(pets.count()).isEqualTo(stored);
        assertThat(http.post("/pets", "{\"name\": \"B\", \"ownerId\": \"" + owner + "\"}")
                        .status())
                .isEqualTo(201);
    }

    private static void assertProblem(Http.Response response, String detail, String where, String name, String value) {
        assertThat(response.status()).as(response.body()).isEqualTo(400);
        assertThat(response.contentType()).isEqualTo("application/problem+json");
        assertThat(response.json().<Map<String, Object>>read("$"))
                .containsEntry("status", 400)
                .containsEntry("detail", detail)
                .containsEntry(where, name)
                .containsEntry("value", value);
    }
}
