package dev.objectid.hibernate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Named queries are parsed when the session factory starts, before {@code max}, {@code min} and {@code str} take ids:
 * {@code objectid_max} works there, {@code str} is parsed again (not left printing raw bytes), and {@code max} of an
 * id fails the startup check as it always did, naming the query.
 */
class NamedQueriesTest {

    @Test
    void objectIdFunctionsAndStrWorkInNamedQueries() {
        try (H2Hibernate h2 = H2Hibernate.start(Shipment.class)) {
            Shipment shipment = new Shipment();
            h2.inTransaction(session -> session.persist(shipment));

            Object latest = h2.fromTransaction(
                    session -> session.createNamedQuery("Shipment.latest").getSingleResult());
            Object hex = h2.fromTransaction(
                    session -> session.createNamedQuery("Shipment.hex").getSingleResult());

            assertThat(latest).isEqualTo(shipment.getId());
            assertThat(hex).isEqualTo(shipment.getId().toHexString());
        }
    }

    @Test
    void maxOfAnIdInANamedQueryFailsTheStartupCheck() {
        assertThatThrownBy(() -> H2Hibernate.start(MaxInNamedQuery.class).close())
                .hasMessageContaining("Error in query named 'MaxInNamedQuery.latest': Parameter 1 of function 'max()'"
                        + " has type 'COMPARABLE', but argument is of type 'dev.objectid.ObjectId'");

        try (H2Hibernate h2 =
                H2Hibernate.start(Map.of("hibernate.query.startup_check", false), MaxInNamedQuery.class)) {
            MaxInNamedQuery row = new MaxInNamedQuery();
            h2.inTransaction(session -> session.persist(row));
            Object latest = h2.fromTransaction(session ->
                    session.createNamedQuery("MaxInNamedQuery.latest").getSingleResult());

            assertThat(latest).as("without the startup check, max takes the id").isEqualTo(row.getId());
        }
    }
}
