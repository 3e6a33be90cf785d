package dev.objectid.starter;

import static org.assertj.core.api.Assertions.assertThat;

import com.jayway.jsonpath.JsonPath;
import dev.objectid.ObjectId;
import dev.objectid.starter.shop.Customer;
import dev.objectid.starter.shop.CustomerId;
import dev.objectid.starter.shop.CustomerRepository;
import dev.objectid.starter.shop.Note;
import dev.objectid.starter.shop.NoteRepository;
import dev.objectid.starter.shop.PurchaseOrder;
import dev.objectid.starter.shop.PurchaseOrderRepository;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.TestPropertySource;

/**
 * Ids as arguments of Spring for GraphQL controllers ({@code /graphql} over HTTP, as a client sends it): well-formed
 * ids find what they name; a malformed one is a {@code BAD_REQUEST} error naming the argument, the parser's message and
 * what is accepted, not an {@code INTERNAL_ERROR}.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class GraphQlArgumentsTest {

    static final String EXPECTED = "24 hexadecimal digits (0-9, a-f, A-F)";

    @Value("${local.server.port}")
    int port;

    @Autowired
    CustomerRepository customers;

    @Autowired
    NoteRepository notes;

    @Autowired
    PurchaseOrderRepository orders;

    Http http;

    @BeforeEach
    void connect() {
        http = new Http(port);
    }

    private Http.Response query(String document) {
        Http.Response response =
                http.post("/graphql", JsonPath.parse(Map.of("query", document)).jsonString());
        assertThat(response.status()).as(response.toString()).isEqualTo(200);
        return response;
    }

    static void assertBadRequest(Http.Response response, String field, String argument, String message) {
        List<Map<String, Object>> errors = response.read("$.errors");
        assertThat(errors).as(response.toString()).singleElement().satisfies(error -> {
            assertThat(error)
                    .containsEntry("message", "Argument '" + argument + "': " + message)
                    .containsEntry("path", List.of(field));
            assertThat(error)
                    .extractingByKey("extensions")
                    .isEqualTo(Map.of("classification", "BAD_REQUEST", "argument", argument, "expected", EXPECTED));
        });
        assertThat(response.<Map<String, Object>>read("$.data")).containsEntry(field, null);
    }

    @Test
    void wellFormedIdsFindWhatTheyName() {
        Customer ada = customers.save(new Customer("Ada"));
        Customer alan = customers.save(new Customer("Alan"));
        Note note = notes.save(new Note("remember"));
        orders.save(new PurchaseOrder(ada.getId(), "engine"));

        assertThat(query("{ customer(id: \"" + ada.getId().toString().toUpperCase() + "\") { id name } }")
                        .<Map<String, Object>>read("$.data.customer"))
                .isEqualTo(Map.of("id", ada.getId().toString(), "name", "Ada"));
        assertThat(query("{ customers(ids: [\"" + ada.getId() + "\", \"" + alan.getId() + "\"]) { name } }")
                        .<List<String>>read("$.data.customers[*].name"))
                .containsExactlyInAnyOrder("Ada", "Alan");
        assertThat(query("{ note(id: \"" + note.getId() + "\") { text } }").<String>read("$.data.note.text"))
                .isEqualTo("remember");
        assertThat(query("{ ordersOf(filter: {customerId: \"" + ada.getId() + "\"}) { item customerId } }")
                        .<List<Map<String, Object>>>read("$.data.ordersOf"))
                .containsExactly(
                        Map.of("item", "engine", "customerId", ada.getId().toString()));
    }

    /** The message names the argument's own type: the typed id, or ObjectId. */
    @Test
    void aMalformedIdArgumentIsABadRequestNamingIt() {
        assertBadRequest(
                query("{ customer(id: \"zz\") { id } }"),
                "customer",
                "id",
                "Invalid CustomerId \"zz\": length is 2, expected " + EXPECTED);
        assertBadRequest(
                query("{ note(id: \"6740c5e1a3f29b04c70000Z1\") { id } }"),
                "note",
                "id",
                "Invalid ObjectId \"6740c5e1a3f29b04c70000Z1\": character 'Z' (U+005A) at index 22 is not a "
                        + "hexadecimal digit; expected 24 of 0-9, a-f, A-F");
        assertBadRequest(
                query("mutation { rename(id: \"42\", name: \"x\") { id } }"),
                "rename",
                "id",
                "Invalid CustomerId \"42\": length is 2, expected " + EXPECTED);
    }

    @Test
    void inAListAndInAFieldOfAnInputThePathInTheArgument() {
        String good = ObjectId.generate().toHexString();
        assertBadRequest(
                query("{ customers(ids: [\"" + good + "\", \"nope\"]) { id } }"),
                "customers",
                "ids[1]",
                "Invalid CustomerId \"nope\": length is 4, expected " + EXPECTED);
        assertBadRequest(
                query("{ ordersOf(filter: {customerId: \"x\", item: \"engine\"}) { id } }"),
                "ordersOf",
                "filter.customerId",
                "Invalid CustomerId \"x\": length is 1, expected " + EXPECTED);
    }

    /** No parser saw the value: the message names the argument's type and what it should have been given. */
    @Test
    void aNumberForATypedIdIsABadRequestNamingTheTypedId() {
        assertBadRequest(
                query("{ customerNumbered(id: 12) { id } }"),
                "customerNumbered",
                "id",
                "expected a CustomerId, a GraphQL string of " + EXPECTED);
    }

    @Test
    void anIdADataFetcherParsesItselfToo() {
        notes.save(new Note("first"));
        assertThat(query("{ count(since: \"" + ObjectId.minFor(java.time.Instant.EPOCH) + "\") }")
                        .<Integer>read("$.data.count"))
                .isPositive();
        assertBadRequest(
                query("{ count(since: \"yesterday\") }"),
                "count",
                "since",
                "Invalid ObjectId \"yesterday\": length is 9, expected " + EXPECTED);
    }

    /** Switched off, a malformed id is what Spring for GraphQL makes of it without the starter: a server error. */
    @Nested
    @TestPropertySource(properties = "objectid.graphql.enabled=false")
    class SwitchedOff {

        @Value("${local.server.port}")
        int port;

        @Test
        void aMalformedIdIsAnInternalError() {
            http = new Http(port);
            Http.Response response = query("{ customer(id: \"zz\") { id } }");
            assertThat(response.<List<String>>read("$.errors[*].extensions.classification"))
                    .containsExactly("INTERNAL_ERROR");
        }
    }

    @Test
    void otherErrorsKeepSpringForGraphQlsAnswer() {
        CustomerId missing = CustomerId.of(ObjectId.generate());
        Http.Response response = query("mutation { rename(id: \"" + missing + "\", name: \"x\") { id } }");
        assertThat(response.<List<String>>read("$.errors[*].extensions.classification"))
                .containsExactly("INTERNAL_ERROR");
    }
}
