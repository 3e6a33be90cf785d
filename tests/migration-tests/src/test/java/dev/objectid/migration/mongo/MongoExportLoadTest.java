package dev.objectid.migration.mongo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import dev.objectid.migration.mongo.CreationTimeCheck.Mismatch;
import dev.objectid.migration.shop.Customer;
import dev.objectid.migration.shop.CustomerId;
import dev.objectid.migration.shop.Order;
import dev.objectid.migration.shop.OrderId;
import dev.objectid.migration.shop.OrderLine;
import dev.objectid.migration.shop.Product;
import dev.objectid.migration.shop.ProductId;
import jakarta.persistence.EntityManagerFactory;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The loader recipe of docs/from-mongodb.md on H2, PostgreSQL and MariaDB: {@code src/test/resources/mongoexport}
 * (customers in canonical Extended JSON, products and orders in relaxed) into the tables of {@code db/shop}.
 */
class MongoExportLoadTest {

    static final Path EXPORT = TheExport.DIRECTORY;

    private static TestDatabase database;
    private static EntityManagerFactory jpa;
    private static MongoExportLoader loader;
    private static int customers;
    private static int products;
    private static int orders;

    @BeforeAll
    static void load() {
        database = TestDatabases.create();
        ShopDatabase.migrate(database);
        jpa = ShopDatabase.jpa(database);
        // tag::load[]
        MongoExportLoader loader = new MongoExportLoader(jpa, 500);
        int customers = loader.loadCustomers(EXPORT.resolve("customers.json")); // parents first
        int products = loader.loadProducts(EXPORT.resolve("products.json"));
        int orders = loader.loadOrders(EXPORT.resolve("orders.json")); // then what refers to them
        loader.problems().forEach(problem -> System.out.println("not loaded as exported: " + problem));
        // end::load[]
        MongoExportLoadTest.loader = loader;
        MongoExportLoadTest.customers = customers;
        MongoExportLoadTest.products = products;
        MongoExportLoadTest.orders = orders;
    }

    @AfterAll
    static void close() {
        jpa.close();
    }

    @Test
    void everyDocumentWithoutAProblemIsLoadedWithItsId() {
        assertThat(customers).isEqualTo(5);
        assertThat(products).isEqualTo(3);
        assertThat(orders).isEqualTo(4);
        List<String> ids = jpa.callInTransaction(entityManager ->
                entityManager
                        .createQuery("select o.id from Order o order by o.id", OrderId.class)
                        .getResultList()
                        .stream()
                        .map(OrderId::toString)
                        .toList());
        assertThat(ids).isEqualTo(TheExport.ORDER_IDS);
    }

    @Test
    void orphanedReferencesAndIdsThatAreNoObjectIdsAreReported() {
        assertThat(loader.problems()).isEqualTo(TheExport.PROBLEMS);
    }

    @Test
    void referencesAreForeignKeys() {
        jpa.runInTransaction(entityManager -> {
            Order first = entityManager.find(Order.class, OrderId.valueOf("66322ec07c1e9a04d240c001"));
            Order orphanReferral = entityManager.find(Order.class, OrderId.valueOf("663697037c1e9a04d240c1a0"));

            assertThat(first.getCustomer().getName()).isEqualTo("Ada Lovelace");
            assertThat(first.getReferredBy().getId()).isEqualTo(CustomerId.valueOf("6569aea2e350b6f81c0b17c4"));
            assertThat(first.getLines())
                    .extracting(line -> line.getProduct().getSku(), OrderLine::getQuantity, OrderLine::getUnitPrice)
                    .containsExactly(
                            org.assertj.core.groups.Tuple.tuple("TEA-ASSAM-250", 2, new BigDecimal("7.90")),
                            org.assertj.core.groups.Tuple.tuple("MUG-STONE", 1, new BigDecimal("12.00")));
            assertThat(orphanReferral.getCustomer().getName()).isEqualTo("Barbara Liskov");
            assertThat(orphanReferral.getReferredBy()).isNull();
        });
    }

    @Test
    void valuesKeepWhatTheExportSays() {
        jpa.runInTransaction(entityManager -> {
            Customer ada = entityManager.find(Customer.class, CustomerId.valueOf("655b23947c1e9a04d23f9a21"));
            Customer alan = entityManager.find(Customer.class, CustomerId.valueOf("65a560637c1e9a04d23fa0d2"));
            Customer edsger = entityManager.find(Customer.class, CustomerId.valueOf("65bb48a5e350b6f81c0b2011"));
            Customer barbara = entityManager.find(Customer.class, CustomerId.valueOf("65ed94177c1e9a04d23fb377"));
            Product tea = entityManager.find(Product.class, ProductId.valueOf("631600e0e350b6f81c000101"));
            Order alansOrder = entityManager.find(Order.class, OrderId.valueOf("6633d9937c1e9a04d240c0ff"));

            assertThat(ada.getCreatedAt()).isEqualTo(Instant.parse("2023-11-20T09:15:00.417Z"));
            assertThat(ada.getAddress().getCity()).isEqualTo("London");
            assertThat(alan.getLoyaltyPoints()).isEqualTo(9007199254740993L); // not rounded through a double
            assertThat(edsger.getNote()).isEqualTo("Imported from the \"Pipeline\" CRM (C:\\crm\\export.csv)");
            assertThat(barbara.getLoyaltyPoints()).isEqualTo(15); // {"$numberInt": "15"}
            assertThat(barbara.getEmail()).isNull();
            assertThat(barbara.getAddress()).isNull();
            assertThat(tea.getPrice()).isEqualTo(new BigDecimal("7.90"));
            assertThat(alansOrder.getCreatedAt()).isEqualTo(Instant.parse("2024-05-02T18:21:07Z"));
        });
    }

    /** The tables hold UTC, as the SQL recipe writes it, whatever the JVM's time zone (these tests run in New York). */
    @Test
    void timesAreStoredInUtc() throws Exception {
        try (Connection connection = database.dataSource().getConnection();
                PreparedStatement select =
                        connection.prepareStatement("select created_at from customers where name = 'Ada Lovelace'");
                ResultSet row = select.executeQuery()) {
            assertThat(row.next()).isTrue();
            Instant stored = database.name().equals("mariadb")
                    ? row.getObject(1, LocalDateTime.class).toInstant(ZoneOffset.UTC)
                    : row.getObject(1, OffsetDateTime.class).toInstant();
            assertThat(stored).isEqualTo(Instant.parse("2023-11-20T09:15:00.417Z"));
        }
    }

    @Test
    void everyIdCarriesItsCreationTimeButTheImportedCustomers() {
        // tag::check[]
        List<Mismatch> mismatches = jpa.callInTransaction(CreationTimeCheck::mismatches);
        // end::check[]

        assertThat(mismatches).containsExactly(TheExport.IMPORTED_CUSTOMER);
    }
}
