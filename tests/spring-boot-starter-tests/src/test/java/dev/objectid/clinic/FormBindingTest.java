package dev.objectid.clinic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.model;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.view;

import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.http.MediaType;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;
import org.springframework.validation.BindingResult;
import org.springframework.validation.FieldError;
import org.springframework.web.context.WebApplicationContext;

/**
 * Thymeleaf forms with ids, as PetClinic's: the hidden id field is empty for a new pet and holds the id when editing;
 * a select box of owners starts with an empty "no owner". An empty or blank id binds to {@code null}, a malformed one
 * is a field error the form shows, with the parser's message.
 */
@SpringBootTest(classes = ClinicApplication.class)
class FormBindingTest {

    static final String EXPECTED = "expected 24 hexadecimal digits (0-9, a-f, A-F)";

    @Autowired
    WebApplicationContext context;

    @Autowired
    PetRepository pets;

    @Autowired
    OwnerRepository owners;

    @Autowired
    VisitRepository visits;

    MockMvc mvc;

    @BeforeEach
    void setUp() {
        mvc = MockMvcBuilders.webAppContextSetup(context).build();
        visits.deleteAll();
        pets.deleteAll();
        owners.deleteAll();
    }

    @Test
    void aNewPetWithAnEmptyHiddenIdIsSaved() throws Exception {
        MvcResult created = mvc.perform(
                        post("/pets/new").param("id", "").param("name", "Leo").param("ownerId", ""))
                .andExpect(status().is3xxRedirection())
                .andReturn();
        List<Pet> saved = pets.findAll();
        assertThat(saved).singleElement().satisfies(pet -> {
            assertThat(pet.getName()).isEqualTo("Leo");
            assertThat(pet.getId()).isNotNull();
            assertThat(pet.getOwnerId()).isNull();
        });
        assertThat(created.getResponse().getRedirectedUrl())
                .isEqualTo("/pets/" + saved.get(0).getId() + "/edit");
    }

    @Test
    void aBlankIdIsNoIdEither() throws Exception {
        mvc.perform(post("/pets/new").param("id", "  ").param("name", "Basil").param("ownerId", "\t"))
                .andExpect(status().is3xxRedirection());
        assertThat(pets.findAll()).singleElement().satisfies(pet -> {
            assertThat(pet.getId()).isNotNull();
            assertThat(pet.getOwnerId()).isNull();
        });
    }

    @Test
    void theFormOfANewPetRendersAnEmptyHiddenIdAndItsAnswerSavesIt() throws Exception {
        owners.save(new Owner("Jean Coleman"));
        String form = mvc.perform(get("/pets/new").accept(MediaType.TEXT_HTML))
                .andExpect(status().isOk())
                .andReturn()
                .getResponse()
                .getContentAsString();
        assertThat(form)
                .contains("<input type=\"hidden\" id=\"id\" name=\"id\" value=\"\"/>")
                .contains("<option value=\"\">(no owner)</option>");
        mvc.perform(post("/pets/new").param("id", "").param("name", "Samantha").param("ownerId", ""))
                .andExpect(status().is3xxRedirection());
        assertThat(pets.count()).isEqualTo(1);
    }

    @Test
    void anExistingPetWithItsIdInTheHiddenFieldIsUpdated() throws Exception {
        Owner owner = owners.save(new Owner("George Franklin"));
        Pet pet = new Pet();
        pet.setName("Leo");
        PetId id = pets.save(pet).getId();

        String form = mvc.perform(get("/pets/" + id + "/edit"))
                .andExpect(status().isOk())
                .andReturn()
                .getResponse()
                .getContentAsString();
        assertThat(form).contains("<input type=\"hidden\" id=\"id\" name=\"id\" value=\"" + id + "\"/>");

        mvc.perform(post("/pets/" + id + "/edit")
                        .param("id", id.toString().toUpperCase())
                        .param("name", "Leonard")
                        .param("ownerId", owner.getId().toString()))
                .andExpect(status().is3xxRedirection())
                .andExpect(redirectedUrl("/pets"));
        assertThat(pets.findAll()).singleElement().satisfies(updated -> {
            assertThat(updated.getId()).isEqualTo(id);
            assertThat(updated.getName()).isEqualTo("Leonard");
            assertThat(updated.getOwnerId()).isEqualTo(owner.getId());
        });
    }

    @Test
    void aMalformedIdIsAFieldErrorTheFormShows() throws Exception {
        MvcResult result = mvc.perform(
                        post("/pets/new").param("id", "zz").param("name", "Leo").param("ownerId", ""))
                .andExpect(status().isOk())
                .andExpect(view().name(PetController.FORM))
                .andExpect(model().attributeHasFieldErrorCode("pet", "id", "typeMismatch"))
                .andReturn();
        FieldError error = fieldError(result, "pet", "id");
        assertThat(error.getRejectedValue()).isEqualTo("zz");
        assertThat(error.getDefaultMessage()).isEqualTo("Invalid PetId \"zz\": length is 2, " + EXPECTED);
        assertThat(error.getCodes())
                .contains(
                        "typeMismatch.pet.id",
                        "typeMismatch.id",
                        "typeMismatch." + PetId.class.getName(),
                        "typeMismatch");
        assertThat(result.getResponse().getContentAsString())
                .contains("<p class=\"error\" id=\"id-error\">Invalid PetId &quot;zz&quot;: length is 2, " + EXPECTED
                        + "</p>")
                .contains("<input type=\"hidden\" id=\"id\" name=\"id\" value=\"zz\"/>");
        assertThat(pets.count()).isZero();

        String bad = "6740c5e1a3f29b04c70000Z1";
        MvcResult owner = mvc.perform(
                        post("/pets/new").param("id", "").param("name", "Leo").param("ownerId", bad))
                .andExpect(status().isOk())
                .andExpect(view().name(PetController.FORM))
                .andReturn();
        assertThat(fieldError(owner, "pet", "ownerId").getDefaultMessage())
                .isEqualTo(
                        "Invalid OwnerId \"" + bad
                                + "\": character 'Z' (U+005A) at index 22 is not a hexadecimal digit; expected 24 of 0-9, a-f, A-F");
        assertThat(owner.getResponse().getContentAsString()).contains("<p class=\"error\" id=\"owner-error\">");
        assertThat(pets.count()).isZero();
    }

    @Test
    void aPlainObjectIdInAHiddenFieldTheSameWay() throws Exception {
        mvc.perform(post("/visits/new").param("id", "").param("description", "rabies shot"))
                .andExpect(status().is3xxRedirection());
        assertThat(visits.findAll())
                .singleElement()
                .satisfies(visit -> assertThat(visit.getId()).isNotNull());

        MvcResult result = mvc.perform(
                        post("/visits/new").param("id", "not an id").param("description", "x"))
                .andExpect(status().isOk())
                .andExpect(view().name("visits/form"))
                .andReturn();
        assertThat(fieldError(result, "visit", "id").getDefaultMessage())
                .isEqualTo("Invalid ObjectId \"not an id\": length is 9, " + EXPECTED);
        assertThat(visits.count()).isEqualTo(1);
    }

    @Test
    void requestParametersBoundToAnObject() throws Exception {
        Owner owner = owners.save(new Owner("Betty Davis"));
        Pet pet = new Pet();
        pet.setName("Basil");
        pet.setOwnerId(owner.getId());
        pets.save(pet);
        Pet stray = new Pet();
        stray.setName("Stray");
        pets.save(stray);

        assertThat(mvc.perform(get("/pets").param("ownerId", ""))
                        .andExpect(status().isOk())
                        .andReturn()
                        .getResponse()
                        .getContentAsString())
                .contains("Basil", "Stray");
        assertThat(mvc.perform(get("/pets").param("ownerId", owner.getId().toString()))
                        .andExpect(status().isOk())
                        .andReturn()
                        .getResponse()
                        .getContentAsString())
                .contains("Basil")
                .doesNotContain("Stray");
        mvc.perform(get("/pets").param("ownerId", "zz")).andExpect(status().isBadRequest());
    }

    @Test
    void aMalformedIdInTheUrlOfAPageIsAnErrorForTheErrorPageNotJson() throws Exception {
        MvcResult result = mvc.perform(get("/pets/zz/edit").accept(MediaType.TEXT_HTML))
                .andExpect(status().isBadRequest())
                .andReturn();
        assertThat(result.getResponse().getErrorMessage())
                .isEqualTo("Path variable 'petId': Invalid PetId \"zz\": " + "length is 2, " + EXPECTED);
        assertThat(result.getResponse().getContentAsString()).isEmpty(); // the container renders the error page
    }

    static FieldError fieldError(MvcResult result, String form, String field) {
        BindingResult binding =
                (BindingResult) result.getModelAndView().getModel().get(BindingResult.MODEL_KEY_PREFIX + form);
        FieldError error = binding.getFieldError(field);
        assertThat(error).as("the field error of " + field).isNotNull();
        return error;
    }

    /**
     * Switched off, an empty id is what Spring makes of it without the starter: a binding error, nothing saved. Its own
     * context, and its own fields for it: the enclosing instance is injected from the enclosing class's context on
     * Spring Framework 6.2.
     */
    @Nested
    @TestPropertySource(properties = "objectid.data-binding.enabled=false")
    class SwitchedOff {

        @Autowired
        WebApplicationContext switchedOff;

        @Autowired
        PetRepository petsHere;

        @Test
        void anEmptyIdIsABindingError() throws Exception {
            petsHere.deleteAll();
            MockMvc here = MockMvcBuilders.webAppContextSetup(switchedOff).build();
            here.perform(post("/pets/new").param("id", "").param("name", "Leo").param("ownerId", ""))
                    .andExpect(status().isOk())
                    .andExpect(view().name(PetController.FORM))
                    .andExpect(model().attributeHasFieldErrorCode("pet", "id", "typeMismatch"));
            assertThat(petsHere.count()).isZero();
        }
    }
}
