package dev.objectid.petclinic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import dev.objectid.petclinic.owner.Owner;
import dev.objectid.petclinic.owner.OwnerId;
import dev.objectid.petclinic.owner.OwnerRepository;
import dev.objectid.petclinic.owner.Pet;
import dev.objectid.petclinic.vet.VetRepository;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The PetClinic-shaped application as a browser and an API client use it, on this run's database (H2; PostgreSQL or
 * MariaDB in the executions {@code OBJECTID_TEST_DATABASES} adds), seeded with the SQL objectid-cli's seed command
 * made from the database's PetClinic-shaped data.sql ({@link SeedData}). The application has no glue for ids: no
 * binder settings, no adapters, no properties.
 */
@SpringBootTest(classes = PetClinicApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class PetClinicTest {

    private static final TestDatabase DATABASE = TestDatabases.create();

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) throws Exception {
        Path seed = SeedData.write(DATABASE.name());
        registry.add("spring.datasource.url", DATABASE::url);
        registry.add("spring.datasource.username", DATABASE::user);
        registry.add("spring.datasource.password", DATABASE::password);
        registry.add("spring.sql.init.mode", () -> "always");
        // ids are bytea on PostgreSQL and binary(12) on H2 and MariaDB, which share db/schema.sql
        registry.add(
                "spring.sql.init.schema-locations",
                () -> DATABASE.name().equals("postgresql")
                        ? "classpath:db/schema-postgresql.sql"
                        : "classpath:db/schema.sql");
        registry.add("spring.sql.init.data-locations", () -> seed.toUri().toString());
        registry.add("spring.jpa.hibernate.ddl-auto", () -> "none");
    }

    @LocalServerPort
    private int port;

    @Autowired
    private OwnerRepository owners;

    @Autowired
    private VetRepository vets;

    @Autowired
    private TransactionTemplate transactions;

    private Http http;

    @BeforeEach
    void browser() {
        http = new Http(port);
    }

    @Test
    void aNewOwnerIsCreatedThroughTheFormAndShownAtItsId() throws Exception {
        HttpResponse<String> created = http.post("/owners/new", ownerFields("Ada", "Lovelace"));

        assertThat(created.statusCode()).as(created.body()).isEqualTo(302);
        String location = created.headers().firstValue("Location").orElseThrow();
        OwnerId id = OwnerId.valueOf(location.substring(location.lastIndexOf('/') + 1));
        assertThat(owners.findById(id)).get().extracting(Owner::getLastName).isEqualTo("Lovelace");
        HttpResponse<String> page = http.page("/owners/" + id);
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body()).contains("Ada Lovelace");
    }

    @Test
    void addPetPostsAnEmptyHiddenIdAndSavesThePet() throws Exception {
        OwnerId owner = newOwner("Grace", "Hopper");

        HttpResponse<String> page = http.page("/owners/" + owner + "/pets/new");
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body()).contains("<input type=\"hidden\" name=\"id\" value=\"\"/>");
        HttpResponse<String> added =
                http.post("/owners/" + owner + "/pets/new", petFields("", "Bobby", "2023-05-04", "dog"));

        assertThat(added.statusCode()).as(added.body()).isEqualTo(302);
        assertThat(petsOf(owner)).extracting(Pet::getName).containsExactly("Bobby");
        assertThat(petsOf(owner).get(0).getId()).isNotNull();
    }

    @Test
    void editPetPostsTheRealIdAndUpdatesThatPet() throws Exception {
        OwnerId owner = newOwner("Alan", "Turing");
        http.post("/owners/" + owner + "/pets/new", petFields("", "Chess", "2021-01-02", "cat"));
        Pet chess = petsOf(owner).get(0);

        HttpResponse<String> form = http.page("/owners/" + owner + "/pets/" + chess.getId() + "/edit");
        assertThat(form.body()).contains("value=\"" + chess.getId() + "\"");
        HttpResponse<String> updated = http.post(
                "/owners/" + owner + "/pets/" + chess.getId() + "/edit",
                petFields(chess.getId().toString(), "Enigma", "2021-01-02", "cat"));

        assertThat(updated.statusCode()).as(updated.body()).isEqualTo(302);
        assertThat(petsOf(owner)).singleElement().satisfies(pet -> {
            assertThat(pet.getId()).isEqualTo(chess.getId());
            assertThat(pet.getName()).isEqualTo("Enigma");
        });
    }

    @Test
    void aMalformedIdInAFormIsAFieldErrorTheFormShowsAndNothingIsSaved() throws Exception {
        OwnerId owner = newOwner("Edsger", "Dijkstra");

        HttpResponse<String> rejected =
                http.post("/owners/" + owner + "/pets/new", petFields("zz", "Shortest", "2020-02-02", "bird"));

        assertThat(rejected.statusCode()).isEqualTo(200);
        assertThat(rejected.body()).contains("class=\"error\"").contains("zz");
        assertThat(petsOf(owner)).isEmpty();
    }

    @Test
    void aBrowserAskingForAMalformedOwnerGetsTheApplicationsErrorPageWithStatus400() throws Exception {
        HttpResponse<String> page = http.page("/owners/xyz");

        assertThat(page.statusCode()).isEqualTo(400);
        assertThat(page.headers().firstValue("Content-Type")).get().asString().startsWith("text/html");
        assertThat(page.body()).contains("Something happened...").contains("<p id=\"status\">400</p>");
        assertThat(page.body()).doesNotContain("\"expected\"").doesNotContain("\"detail\"");
    }

    @Test
    void anApiClientAskingForAMalformedOwnerGetsAProblemBody() throws Exception {
        HttpResponse<String> problem = http.get("/owners/xyz", "application/json");

        assertThat(problem.statusCode()).isEqualTo(400);
        assertThat(problem.headers().firstValue("Content-Type"))
                .get()
                .asString()
                .startsWith("application/problem+json");
        assertThat(problem.body()).contains("\"ownerId\"").contains("xyz");
    }

    @Test
    void theVetsAreServedAsXmlThroughTheGenericBaseClass() throws Exception {
        HttpResponse<String> xml = http.get("/vets", "application/xml");

        assertThat(xml.statusCode()).as(xml.body()).isEqualTo(200);
        assertThat(xml.headers().firstValue("Content-Type")).get().asString().startsWith("application/xml");
        vets.findAllByOrderByLastName().forEach(vet -> {
            assertThat(xml.body()).contains("<id>" + vet.getId() + "</id>");
            vet.getSpecialties()
                    .forEach(specialty -> assertThat(xml.body()).contains("<id>" + specialty.getId() + "</id>"));
        });
    }

    @Test
    void theVetsAreServedAsJson() throws Exception {
        HttpResponse<String> json = http.get("/vets", "application/json");

        assertThat(json.statusCode()).as(json.body()).isEqualTo(200);
        vets.findAllByOrderByLastName()
                .forEach(vet -> assertThat(json.body()).contains("\"id\":\"" + vet.getId() + "\""));
    }

    @Test
    void theSeedDataIsThereWithItsFixtureIds() throws Exception {
        HttpResponse<String> davis = http.page("/owners?lastName=Davis");

        assertThat(davis.body()).contains("Betty Davis").contains("Harold Davis");
        assertThat(vets.count()).isEqualTo(6);
        assertThat(owners.findAll())
                .filteredOn(owner -> owner.getFirstName().equals("Jean"))
                .singleElement()
                .satisfies(jean -> {
                    assertThat(jean.getId()).isEqualTo(OwnerId.of(SeedData.id("owners", 6)));
                    List<String> pets = transactions.execute(
                            status -> owners.findById(jean.getId()).orElseThrow().getPets().stream()
                                    .map(Pet::getName)
                                    .toList());
                    assertThat(pets).containsExactly("Max", "Samantha");
                });
    }

    private OwnerId newOwner(String firstName, String lastName) throws Exception {
        String location = http.post("/owners/new", ownerFields(firstName, lastName))
                .headers()
                .firstValue("Location")
                .orElseThrow();
        return OwnerId.valueOf(location.substring(location.lastIndexOf('/') + 1));
    }

    private List<Pet> petsOf(OwnerId owner) {
        return transactions.execute(
                status -> List.copyOf(owners.findById(owner).orElseThrow().getPets()));
    }

    private static Map<String, String> ownerFields(String firstName, String lastName) {
        Map<String, String> fields = new LinkedHashMap<>();
        fields.put("firstName", firstName);
        fields.put("lastName", lastName);
        fields.put("address", "1 Main St.");
        fields.put("city", "Madison");
        fields.put("telephone", "6085550000");
        return fields;
    }

    private static Map<String, String> petFields(String id, String name, String birthDate, String type) {
        Map<String, String> fields = new LinkedHashMap<>();
        fields.put("id", id);
        fields.put("name", name);
        fields.put("birthDate", birthDate);
        fields.put("type", type);
        return fields;
    }
}
