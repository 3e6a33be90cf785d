package dev.objectid.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The hand-written DDL of docs/mapping-and-ddl.md is what Hibernate expects: {@code hbm2ddl.auto=validate} accepts
 * it, and the mapping works on it. (The PostgreSQL and MariaDB files are validated on those servers by the
 * integration tests.)
 */
class HandWrittenDdlTest {

    @Test
    void hibernateValidatesTheHandWrittenH2Schema() throws Exception {
        String url = H2Hibernate.newUrl();
        try (Connection connection = DriverManager.getConnection(url); Statement statement = connection.createStatement()) {
            for (String ddl : stripComments(script("handwritten/h2.sql")).split(";")) {
                if (!ddl.isBlank()) {
                    statement.execute(ddl);
                }
            }
        }

        try (H2Hibernate h2 = H2Hibernate.onExistingDatabase(url, Map.of("hibernate.hbm2ddl.auto", "validate"),
                Customer.class, PurchaseOrder.class)) {
            Customer customer = new Customer("validated");
            PurchaseOrder order = new PurchaseOrder(customer);
            order.getRelatedOrders().add(ObjectId.generate());
            h2.inTransaction(session -> {
                session.persist(customer);
                session.persist(order);
            });
            Long count = h2.fromTransaction(session ->
                    session.createSelectionQuery("select count(o) from PurchaseOrder o", Long.class).getSingleResult());
            assertThat(count).isEqualTo(1);
        }
    }

    static String script(String name) throws IOException {
        try (InputStream in = HandWrittenDdlTest.class.getClassLoader().getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static String stripComments(String ddl) {
        StringBuilder out = new StringBuilder();
        for (String line : ddl.split("\n")) {
            if (!line.strip().startsWith("--")) {
                out.append(line).append('\n');
            }
        }
        return out.toString();
    }
}
