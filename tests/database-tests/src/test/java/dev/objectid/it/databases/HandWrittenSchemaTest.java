package dev.objectid.it.databases;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import dev.objectid.hibernate.Customer;
import dev.objectid.hibernate.PurchaseOrder;
import dev.objectid.hibernate.SqlScripts;
import dev.objectid.it.HibernateBootstrap;
import dev.objectid.it.db.ColumnTypes;
import dev.objectid.it.db.ColumnTypes.ColumnType;
import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;

/**
 * Schema on this run's database: the columns Hibernate creates for ObjectId ids and foreign keys, and the hand-written
 * DDL of docs/databases.md, which {@code hbm2ddl.auto=validate} accepts and the mapping works on.
 */
class HandWrittenSchemaTest {

    @Test
    void hibernateCreatesBinaryTwelveOrByteaForIdsAndForeignKeys() throws SQLException {
        TestDatabase database = TestDatabases.create();
        try (SessionFactory hibernate =
                HibernateBootstrap.start(getClass().getClassLoader(), database, Customer.class, PurchaseOrder.class)) {
            for (List<String> column : List.of(
                    List.of("Customer", "id"),
                    List.of("purchase_order", "id"),
                    List.of("purchase_order", "customer_id"),
                    List.of("purchase_order", "trackingNumber"),
                    List.of("PurchaseOrder_relatedOrders", "relatedOrders"))) {
                ColumnType type = ColumnTypes.of(database.dataSource(), column.get(0), column.get(1));
                assertThat(database.isObjectIdColumn(type.name(), type.size()))
                        .as("%s.%s on %s is %s", column.get(0), column.get(1), database.name(), type)
                        .isTrue();
            }
        }
    }

    @Test
    void hibernateValidatesTheHandWrittenDdlAndWorksOnIt() throws SQLException {
        TestDatabase database = TestDatabases.create();
        execute(database, "handwritten/" + database.name() + ".sql");

        try (SessionFactory hibernate = HibernateBootstrap.start(
                getClass().getClassLoader(),
                database,
                Map.of("hibernate.hbm2ddl.auto", "validate"),
                Customer.class,
                PurchaseOrder.class)) {
            Customer customer = new Customer("validated");
            PurchaseOrder order = new PurchaseOrder(customer);
            ObjectId related = ObjectId.generate();
            order.getRelatedOrders().add(related);
            hibernate.inTransaction(session -> {
                session.persist(customer);
                session.persist(order);
            });

            PurchaseOrder found = hibernate.fromTransaction(session -> session.createSelectionQuery(
                            "from PurchaseOrder o join fetch o.customer join fetch o.relatedOrders",
                            PurchaseOrder.class)
                    .getSingleResult());
            assertThat(found.getId()).isEqualTo(order.getId());
            assertThat(found.getCustomer().getId()).isEqualTo(customer.getId());
            assertThat(found.getRelatedOrders()).containsExactly(related);
        }
    }

    /** Runs a SQL file of the test class path (see {@link SqlScripts}) on {@code database}. */
    static void execute(TestDatabase database, String resource) throws SQLException {
        try (Connection connection = database.dataSource().getConnection()) {
            SqlScripts.run(connection, resource);
        }
    }
}
