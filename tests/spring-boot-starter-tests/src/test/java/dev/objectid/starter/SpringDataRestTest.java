package dev.objectid.starter;

import static dev.objectid.starter.ProblemDetailsTest.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import dev.objectid.starter.shop.Customer;
import dev.objectid.starter.shop.CustomerId;
import dev.objectid.starter.shop.CustomerRepository;
import dev.objectid.starter.shop.PurchaseOrder;
import dev.objectid.starter.shop.PurchaseOrderRepository;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * Repositories exported by Spring Data REST ({@code /api/customers} with a typed id, {@code /api/notes} with a plain
 * ObjectId): links carry the hex form, lookups by it work, and a malformed id gets the same problem body as in a
 * controller of the application's own.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class SpringDataRestTest {

    @Value("${local.server.port}")
    int port;

    @Autowired
    CustomerRepository customers;

    @Autowired
    PurchaseOrderRepository orders;

    Http http;

    @BeforeEach
    void connect() {
        http = new Http(port);
    }

    @Test
    void linksCarryTheHexIdAndLookupsByItWork() {
        for (String collection : new String[] {"customers", "notes"}) {
            String body = collection.equals("customers") ? "{\"name\":\"Ada\"}" : "{\"text\":\"remember\"}";
            Http.Response created = http.post("/api/" + collection, body);
            assertThat(created.status()).as(created.toString()).isEqualTo(201);
            String prefix = "http://localhost:" + port + "/api/" + collection + "/";
            assertThat(created.location()).startsWith(prefix);
            String id = created.location().substring(prefix.length());
            assertThat(ObjectId.isValid(id)).as(id).isTrue();
            assertThat(id).isLowerCase();

            Http.Response fetched = http.get("/api/" + collection + "/" + id.toUpperCase());
            assertThat(fetched.status()).as(fetched.toString()).isEqualTo(200);
            assertThat(fetched.<String>read("$._links.self.href")).isEqualTo(prefix + id);

            Http.Response listed = http.get("/api/" + collection);
            assertThat(listed.<java.util.List<String>>read("$._embedded." + collection + "[*]._links.self.href"))
                    .contains(prefix + id);
        }
        CustomerId stored = customers.findAll().get(0).getId();
        assertThat(http.get("/api/customers/" + stored).status()).isEqualTo(200);
    }

    @Test
    void aSearchByIdFindsAndAMalformedSearchParameterIsAProblem() {
        CustomerId customer = customers.save(new Customer("Grace")).getId();
        orders.save(new PurchaseOrder(customer, "compiler"));
        orders.save(new PurchaseOrder(customers.save(new Customer("Alan")).getId(), "machine"));

        Http.Response found = http.get("/api/orders/search/findByCustomerId?customer=" + customer);
        assertThat(found.status()).as(found.toString()).isEqualTo(200);
        assertThat(found.<List<String>>read("$._embedded.orders[*].item")).containsExactly("compiler");

        assertProblem(
                http.get("/api/orders/search/findByCustomerId?customer=zz"),
                null,
                "parameter",
                "customer",
                "zz",
                "Request parameter 'customer': Invalid CustomerId \"zz\": length is 2, expected 24 hexadecimal "
                        + "digits (0-9, a-f, A-F)");
    }

    @Test
    void aMalformedIdGetsTheSameProblemBody() {
        assertProblem(
                http.get("/api/customers/zz"),
                "/api/customers/zz",
                "parameter",
                "id",
                "zz",
                "Path variable 'id': Invalid CustomerId \"zz\": length is 2, expected 24 hexadecimal digits (0-9, a-f, "
                        + "A-F)");
        assertProblem(
                http.get("/api/notes/" + ProblemDetailsTest.BAD_CHARACTER),
                null,
                "parameter",
                "id",
                ProblemDetailsTest.BAD_CHARACTER,
                "Path variable 'id': Invalid ObjectId \""
                        + ProblemDetailsTest.BAD_CHARACTER + "\": character 'Z' (U+005A) at index 22 is not a "
                        + "hexadecimal digit; expected 24 of 0-9, a-f, A-F");
    }
}
