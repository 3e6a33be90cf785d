package dev.objectid.metamodel;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import org.hibernate.SessionFactory;
import org.hibernate.StatelessSession;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What Hibernate's metamodel generator wrote in a build with Lombok and objectid-processor beside it: the typed id
 * attribute in {@code Order_} and {@code _Order}, usable in type-safe Criteria and a Jakarta Data repository, run on
 * H2. (Compiling this module is half the test: {@code OrderQueries} and {@code Orders} do not compile without it.)
 */
class MetamodelTest {

    private static final Instant T = Instant.parse("2024-05-01T12:00:00Z");

    private static SessionFactory hibernate;

    @BeforeAll
    static void start() {
        hibernate = new MetadataSources(new StandardServiceRegistryBuilder()
                        .applySetting("jakarta.persistence.jdbc.url", "jdbc:h2:mem:metamodel;DB_CLOSE_DELAY=-1")
                        .applySetting("hibernate.hbm2ddl.auto", "create-drop")
                        .build())
                .addAnnotatedClass(Customer.class)
                .addAnnotatedClass(Order.class)
                .addAnnotatedClass(Invoice.class)
                .addAnnotatedClass(AuditEvent.class)
                .buildMetadata()
                .buildSessionFactory();
    }

    @AfterAll
    static void stop() {
        hibernate.close();
    }

    @Test
    void theJpaMetamodelHasTheTypedIdAttributes() throws Exception {
        assertThat(attributeType(Order_.class, "id")).isEqualTo("SingularAttribute<Order, OrderId>");
        assertThat(attributeType(Customer_.class, "id")).isEqualTo("SingularAttribute<Customer, CustomerId>");
        assertThat(attributeType(AuditEvent_.class, "id")).isEqualTo("SingularAttribute<AuditEvent, ObjectId>");
        assertThat(Order_.ID).isEqualTo("id");
    }

    @Test
    void theJakartaDataMetamodelHasTheTypedIdAttribute() throws Exception {
        assertThat(_Order.ID).isEqualTo("id");
        assertThat(_Order.class.getField("id").getType().getSimpleName()).endsWith("Attribute");
        assertThat(_Customer.ID).isEqualTo("id");
    }

    @Test
    void typeSafeCriteriaOnTheTypedIdRunsOnTheDatabase() {
        Customer ada = new Customer("Ada");
        hibernate.inTransaction(session -> {
            session.persist(ada);
            for (int second = 0; second < 3; second++) {
                session.persist(new Order(OrderId.of(T.plusSeconds(second), 0, 1), ada, "order " + second));
            }
        });

        List<String> since =
                hibernate.fromTransaction(session -> OrderQueries.createdSince(session, T.plusSeconds(1)).stream()
                        .map(Order::getItem)
                        .toList());
        List<String> between =
                hibernate.fromTransaction(session -> OrderQueries.createdBetween(session, T, T.plusSeconds(2)).stream()
                        .map(Order::getItem)
                        .sorted()
                        .toList());

        assertThat(since).containsExactly("order 1", "order 2");
        assertThat(between).containsExactly("order 0", "order 1");
        assertThat(Order_.id).as("populated by Hibernate at boot").isNotNull();
    }

    @Test
    void theJakartaDataRepositoryFindsByTheTypedId() {
        Customer grace = new Customer("Grace");
        OrderId id = OrderId.of(T.plusSeconds(60), 0, 7);
        hibernate.inTransaction(session -> {
            session.persist(grace);
            session.persist(new Order(id, grace, "notebook"));
        });

        try (StatelessSession session = hibernate.openStatelessSession()) {
            Orders orders = new Orders_(session);

            assertThat(orders.byId(id)).map(Order::getItem).contains("notebook");
            assertThat(orders.byItem("notebook")).extracting(Order::getId).containsExactly(id);
        }
    }

    @Test
    void anIdFromAGenericBaseClassIsQueriedThroughItsName() {
        Invoice invoice = new Invoice();
        invoice.setNumber("2024-0001");
        hibernate.inTransaction(session -> session.persist(invoice));

        List<InvoiceId> ids = hibernate.fromTransaction(session -> OrderQueries.invoiceIds(session, "2024-0001"));

        assertThat(ids).containsExactly(invoice.getId());
        assertThat(invoice.getId()).isInstanceOf(InvoiceId.class);
    }

    /** The declared type of a metamodel field, such as {@code SingularAttribute<Order, OrderId>}, by simple names. */
    private static String attributeType(Class<?> metamodel, String field) throws NoSuchFieldException {
        return metamodel.getField(field).getGenericType().getTypeName().replaceAll("[a-z.]+\\.", "");
    }
}
