package dev.objectid.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The hand-written DDL of docs/databases.md is what Hibernate expects: {@code hbm2ddl.auto=validate} accepts
 * it, and the mapping works on it. (The PostgreSQL and MariaDB files are validated on those servers by the
 * integration tests.)
 */
class HandWrittenDdlTest {

    @Test
    void hibernateValidatesTheHandWrittenH2Schema() throws Exception {
        String url = H2Hibernate.newUrl();
        try (Connection connection = DriverManager.getConnection(url)) {
            SqlScripts.run(connection, "handwritten/h2.sql");
        }

        try (H2Hibernate h2 = H2Hibernate.onExistingDatabase(
                url, Map.of("hibernate.hbm2ddl.auto", "validate"), Customer.class, PurchaseOrder.class)) {
            Customer customer = new Customer("validated");
            PurchaseOrder order = new PurchaseOrder(customer);
            order.getRelatedOrders().add(ObjectId.generate());
            h2.inTransaction(session -> {
                session.persist(customer);
                session.persist(order);
            });
            Long count = h2.fromTransaction(
                    session -> session.createSelectionQuery("select count(o) from PurchaseOrder o", Long.class)
                            .getSingleResult());
            assertThat(count).isEqualTo(1);
        }
    }
}
