package dev.objectid.it.databases;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import dev.objectid.hibernate.Customer;
import dev.objectid.hibernate.PurchaseOrder;
import dev.objectid.it.HibernateBootstrap;
import dev.objectid.it.db.ColumnTypes;
import dev.objectid.it.db.ColumnTypes.ColumnType;
import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;

/**
 * Schema on this run's database: the columns Hibernate creates for ObjectId ids and foreign keys, and the hand-written
 * DDL of docs/mapping-and-ddl.md, which {@code hbm2ddl.auto=validate} accepts and the mapping works on.
 */
class HandWrittenSchemaTest {

    @Test
    void hibernateCreatesBinaryTwelveOrByteaForIdsAndForeignKeys() throws SQLException {
        TestDatabase database = TestDatabases.create();
        try (SessionFactory hibernate = HibernateBootstrap.start(getClass().getClassLoader(), database,
                Customer.class, PurchaseOrder.class)) {
            for (List<String> column : List.of(List.of("Customer", "id"), List.of("purchase_order", "id"),
                    List.of("purchase_order", "customer_id"), List.of("purchase_order", "trackingNumber"),
                    List.of("PurchaseOrder_relatedOrders", "relatedOrders"))) {
                ColumnType type = ColumnTypes.of(database.dataSource(), column.get(0), column.get(1));
                assertThat(database.isObjectIdColumn(type.name(), type.size()))
                        .as("%s.%s on %s is %s", column.get(0), column.get(1), database.name(), type).isTrue();
            }
        }
    }

    @Test
    void hibernateValidatesTheHandWrittenDdlAndWorksOnIt() throws Exception {
        TestDatabase database = TestDatabases.create();
        String script = "handwritten/" + (database.name().equals("mariadb") ? "mariadb" : database.name()) + ".sql";
        execute(database, resource(script));

        try (SessionFactory hibernate = HibernateBootstrap.start(getClass().getClassLoader(), database,
                Map.of("hibernate.hbm2ddl.auto", "validate"), Customer.class, PurchaseOrder.class)) {
            Customer customer = new Customer("validated");
            PurchaseOrder order = new PurchaseOrder(customer);
            ObjectId related = ObjectId.generate();
            order.getRelatedOrders().add(related);
            hibernate.inTransaction(session -> {
                session.persist(customer);
                session.persist(order);
            });

            PurchaseOrder found = hibernate.fromTransaction(session -> session.createSelectionQuery(
                    "from PurchaseOrder o join fetch o.customer join fetch o.relatedOrders", PurchaseOrder.class)
                    .getSingleResult());
            assertThat(found.getId()).isEqualTo(order.getId());
            assertThat(found.getCustomer().getId()).isEqualTo(customer.getId());
            assertThat(found.getRelatedOrders()).containsExactly(related);
        }
    }

    static void execute(TestDatabase database, String script) throws SQLException {
        try (Connection connection = database.dataSource().getConnection();
             Statement statement = connection.createStatement()) {
            for (String ddl : withoutComments(script).split(";")) {
                if (!ddl.isBlank()) {
                    statement.execute(ddl);
                }
            }
        }
    }

    static String resource(String name) throws IOException {
        try (InputStream in = HandWrittenSchemaTest.class.getClassLoader().getResourceAsStream(name)) {
            assertThat(in).as(name).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static String withoutComments(String script) {
        StringBuilder out = new StringBuilder();
        for (String line : script.split("\n")) {
            if (!line.strip().startsWith("--")) {
                out.append(line).append('\n');
            }
        }
        return out.toString();
    }
}
