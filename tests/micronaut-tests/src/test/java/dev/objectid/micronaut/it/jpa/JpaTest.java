package dev.objectid.micronaut.it.jpa;

import static dev.objectid.micronaut.it.Problems.assertProblem;
import static dev.objectid.micronaut.it.Problems.parserMessage;
import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import dev.objectid.it.db.ColumnTypes;
import dev.objectid.it.db.ColumnTypes.ColumnType;
import dev.objectid.it.db.TestDatabase;
import dev.objectid.micronaut.it.TestApplications;
import io.micronaut.core.type.Argument;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.client.BlockingHttpClient;
import io.micronaut.http.client.HttpClient;
import io.micronaut.http.client.annotation.Client;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.micronaut.test.support.TestPropertyProvider;
import jakarta.inject.Inject;
import java.sql.SQLException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Micronaut Data JPA (Hibernate) with objectid-generator: an entity with an {@code @ObjectIdGenerated ObjectId}, an
 * entity with a generated typed id referring to it, both served as JSON, bound from URLs, and a malformed id answered
 * with the problem body.
 */
@MicronautTest(transactional = false)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class JpaTest implements TestPropertyProvider {

    private static final Argument<Map<String, Object>> JSON = Argument.mapOf(String.class, Object.class);

    @Inject
    @Client("/")
    HttpClient http;

    @Inject
    CustomerRepository customers;

    @Inject
    InvoiceRepository invoices;

    private BlockingHttpClient client;
    private Customer customer;
    private Invoice invoice;
    private Instant before;
    private Instant after;

    @Override
    public Map<String, String> getProperties() {
        return TestApplications.jpa();
    }

    @BeforeAll
    void saveACustomerAndAnInvoice() {
        client = http.toBlocking();
        before = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        customer = customers.save(new Customer("Ada"));
        invoice = invoices.save(new Invoice(customer.getId(), 4200));
        after = Instant.now();
    }

    @Test
    void hibernateGeneratesBothIds() {
        assertThat(customer.getId().timestamp()).isBetween(before, after);
        assertThat(invoice.getId().timestamp()).isBetween(before, after);
        assertThat(invoices.findById(invoice.getId()))
                .map(Invoice::getCustomerId)
                .contains(customer.getId());
    }

    @Test
    void theColumnsAreBinary() throws SQLException {
        TestDatabase database = TestApplications.jpaDatabase();
        for (String[] column : new String[][] {{"customers", "id"}, {"invoices", "id"}, {"invoices", "customer_id"}}) {
            ColumnType type = ColumnTypes.of(database.dataSource(), column[0], column[1]);
            assertThat(database.isObjectIdColumn(type.name(), type.size()))
                    .as(column[0] + "." + column[1] + ": " + type)
                    .isTrue();
        }
    }

    @Test
    void findsByTime() {
        assertThat(customers.findByIdBetween(ObjectId.minFor(before), ObjectId.maxFor(after)))
                .extracting(Customer::getId)
                .contains(customer.getId());
        assertThat(invoices.findByIdBetween(InvoiceId.minFor(before), InvoiceId.maxFor(after)))
                .extracting(Invoice::getId)
                .contains(invoice.getId());
        assertThat(invoices.findByIdBetween(
                        InvoiceId.minFor(after.plusSeconds(3600)), InvoiceId.maxFor(after.plusSeconds(7200))))
                .isEmpty();
    }

    @Test
    void servesJsonAndBindsIdsFromUrls() {
        assertThat(client.retrieve(HttpRequest.GET("/customers/" + customer.getId()), JSON))
                .containsEntry("id", customer.getId().toHexString())
                .containsEntry("name", "Ada");
        assertThat(client.retrieve(HttpRequest.GET("/invoices/" + invoice.getId()), JSON))
                .containsEntry("id", invoice.getId().toString())
                .containsEntry("customerId", customer.getId().toHexString());
        List<Map<String, Object>> ofCustomer =
                client.retrieve(HttpRequest.GET("/invoices?customer=" + customer.getId()), Argument.listOf(JSON));
        assertThat(ofCustomer)
                .extracting(json -> json.get("id"))
                .containsExactly(invoice.getId().toString());
    }

    @Test
    void readsATypedIdFromJson() {
        Map<String, Object> created = client.retrieve(
                HttpRequest.POST(
                        "/invoices", Map.of("customerId", customer.getId().toHexString(), "amountCents", 100)),
                JSON);
        InvoiceId id = InvoiceId.valueOf((String) created.get("id"));
        assertThat(invoices.findById(id)).map(Invoice::getAmountCents).contains(100L);
    }

    @Test
    void malformedIdsAreProblems() {
        assertProblem(
                client,
                HttpRequest.GET("/invoices/nope"),
                "parameter",
                "id",
                "nope",
                "Path variable 'id': " + parserMessage("nope", InvoiceId.class));
        assertProblem(
                client,
                HttpRequest.GET("/customers/12345"),
                "parameter",
                "id",
                "12345",
                "Path variable 'id': " + parserMessage("12345"));
        assertProblem(
                client,
                HttpRequest.GET("/invoices?customer=x"),
                "parameter",
                "customer",
                "x",
                "Request parameter 'customer': " + parserMessage("x"));
    }
}
