package dev.objectid.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** ObjectId as id, foreign key, plain attribute and collection element, on H2, with nothing configured. */
class ObjectIdMappingTest {

    private H2Hibernate h2;

    @BeforeEach
    void start() {
        h2 = H2Hibernate.start(
                Map.of("hibernate.jdbc.batch_size", 50, "hibernate.order_inserts", true),
                Customer.class,
                PurchaseOrder.class,
                HexKeyed.class,
                BytesKeyed.class);
    }

    @AfterEach
    void stop() {
        h2.close();
    }

    @Test
    void persistFindMergeRemove() {
        ObjectId before = ObjectId.generate();
        Customer customer = new Customer("Ada");
        h2.inTransaction(session -> session.persist(customer));
        ObjectId id = customer.getId();
        assertThat(id)
                .as("generated at persist, after every id generated before")
                .isGreaterThan(before);

        Customer found = h2.fromTransaction(session -> session.find(Customer.class, id));
        assertThat(found.getId()).isEqualTo(id);
        assertThat(found.getName()).isEqualTo("Ada");

        found.setName("Ada Lovelace");
        Customer merged = h2.fromTransaction(session -> session.merge(found));
        assertThat(merged.getId()).isEqualTo(id);
        String renamed =
                h2.fromTransaction(session -> session.find(Customer.class, id).getName());
        assertThat(renamed).isEqualTo("Ada Lovelace");

        h2.inTransaction(session -> session.remove(session.find(Customer.class, id)));
        Customer removed = h2.fromTransaction(session -> session.find(Customer.class, id));
        assertThat(removed).isNull();
    }

    @Test
    void idsAreStoredAsTheirTwelveBytes() throws Exception {
        Customer customer = new Customer("Grace");
        h2.inTransaction(session -> session.persist(customer));

        try (Connection connection = h2.jdbcConnection();
                Statement statement = connection.createStatement();
                ResultSet row = statement.executeQuery("select id from Customer")) {
            assertThat(row.next()).isTrue();
            assertThat(row.getBytes(1)).containsExactly(customer.getId().toByteArray());
        }
    }

    @Test
    void foreignKeysPlainAttributesAndCollectionsAreObjectIdsToo() {
        Customer customer = new Customer("Linus");
        ObjectId reference = ObjectId.generate();
        ObjectId related = ObjectId.generate();
        PurchaseOrder order = new PurchaseOrder(customer);
        order.setExternalReference(reference);
        order.getRelatedOrders().add(related);
        h2.inTransaction(session -> {
            session.persist(customer);
            session.persist(order);
        });

        assertThat(order.getTrackingNumber())
                .as("generated on a plain attribute")
                .isNotNull()
                .isNotEqualTo(order.getId());
        PurchaseOrder loaded = h2.fromTransaction(session -> {
            PurchaseOrder o = session.createQuery(
                            "select o from PurchaseOrder o join fetch o.customer left join fetch o.relatedOrders "
                                    + "where o.customer.id = :customer",
                            PurchaseOrder.class)
                    .setParameter("customer", customer.getId())
                    .getSingleResult();
            return o;
        });
        assertThat(loaded.getId()).isEqualTo(order.getId());
        assertThat(loaded.getCustomer().getId()).isEqualTo(customer.getId());
        assertThat(loaded.getTrackingNumber()).isEqualTo(order.getTrackingNumber());
        assertThat(loaded.getExternalReference()).isEqualTo(reference);
        assertThat(loaded.getRelatedOrders()).containsExactly(related);
    }

    @Test
    void aGeneratedPlainAttributeIsGeneratedEvenWhenTheApplicationSetIt() {
        Customer customer = new Customer("Barbara");
        ObjectId assigned = ObjectId.generate();
        PurchaseOrder order = new PurchaseOrder(customer);
        order.setTrackingNumber(assigned);
        h2.inTransaction(session -> {
            session.persist(customer);
            session.persist(order);
        });

        assertThat(order.getTrackingNumber())
                .as("allowAssigned is false: the value is generated")
                .isNotEqualTo(assigned);
    }

    @Test
    void stringAndByteArrayIdsHoldTheHexFormAndTheBytes() {
        HexKeyed hex = new HexKeyed("hex");
        BytesKeyed bytes = new BytesKeyed("bytes");
        h2.inTransaction(session -> {
            session.persist(hex);
            session.persist(bytes);
        });

        assertThat(ObjectId.isValid(hex.getId())).isTrue();
        assertThat(hex.getId()).isEqualTo(hex.getId().toLowerCase());
        assertThat(ObjectId.fromBytes(bytes.getId()).timestamp())
                .isEqualTo(ObjectId.parse(hex.getId()).timestamp());
        String hexLabel = h2.fromTransaction(
                session -> session.find(HexKeyed.class, hex.getId()).getLabel());
        String bytesLabel = h2.fromTransaction(
                session -> session.find(BytesKeyed.class, bytes.getId()).getLabel());
        assertThat(hexLabel).isEqualTo("hex");
        assertThat(bytesLabel).isEqualTo("bytes");
    }

    @Test
    void insertsAreBatched() {
        List<Customer> customers = new ArrayList<>();
        for (int i = 0; i < 120; i++) {
            customers.add(new Customer("customer " + i));
        }
        h2.jdbc.reset();
        h2.sql.clear();

        h2.inTransaction(session -> customers.forEach(session::persist));

        assertThat(h2.sql).as("no statement runs to fetch ids").allMatch(s -> s.startsWith("insert"));
        assertThat(h2.jdbc.addBatch).hasValue(120);
        assertThat(h2.jdbc.executeBatch).as("120 rows in batches of 50").hasValue(3);
        assertThat(h2.jdbc.executeUpdate).hasValue(0);
        assertThat(customers)
                .extracting(Customer::getId)
                .doesNotContainNull()
                .doesNotHaveDuplicates()
                .isSorted();
    }
}
