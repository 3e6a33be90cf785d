package dev.objectid.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The code the README and docs/getting-started.md show, run for real. */
class GettingStartedTest {

    private H2Hibernate h2;

    @BeforeEach
    void start() {
        h2 = H2Hibernate.start(Customer.class);
    }

    @AfterEach
    void stop() {
        h2.close();
    }

    @Test
    void persistFindAndQueryByCreationTime() {
        SessionFactory sessionFactory = h2.sessionFactory;
        Instant from = Instant.now().minus(Duration.ofHours(1));
        Instant to = Instant.now().plus(Duration.ofMinutes(1));

        // tag::usage[]
        Customer ada = new Customer("Ada");
        sessionFactory.inTransaction(session -> session.persist(ada)); // id generated before the insert
        ObjectId id = ada.getId(); // e.g. 6740c5e1a3f29b04c7000001
        Instant created = id.timestamp(); // creation time, to the second

        // Rows created in [from, to): a range scan on the primary key, no timestamp column needed
        List<Customer> recent = sessionFactory.fromTransaction(session -> session.createSelectionQuery(
                        "from Customer where id >= :from and id < :to order by id", Customer.class)
                .setParameter("from", ObjectId.minFor(from))
                .setParameter("to", ObjectId.minFor(to))
                .getResultList());
        // end::usage[]

        assertThat(created).isBetween(from, to);
        assertThat(recent).extracting(Customer::getId).containsExactly(id);
    }

    @Test
    void backDatedIdsFallIntoTheirTimeRangeOnly() {
        try (H2Hibernate imports = H2Hibernate.start(ImportedRecord.class)) {
            SessionFactory sessionFactory = imports.sessionFactory;
            // tag::back-dated[]
            ObjectId id = ObjectId.generate(Instant.parse("2026-10-15T12:00:00Z")); // created last month
            sessionFactory.inTransaction(session -> session.persist(new ImportedRecord(id, "from the old system")));
            // end::back-dated[]

            List<ImportedRecord> october = sessionFactory.fromTransaction(session -> session.createSelectionQuery(
                            "from ImportedRecord where id >= :from and id < :to", ImportedRecord.class)
                    .setParameter("from", ObjectId.minFor(Instant.parse("2026-10-01T00:00:00Z")))
                    .setParameter("to", ObjectId.minFor(Instant.parse("2026-11-01T00:00:00Z")))
                    .getResultList());
            List<ImportedRecord> november = sessionFactory.fromTransaction(session -> session.createSelectionQuery(
                            "from ImportedRecord where id >= :from", ImportedRecord.class)
                    .setParameter("from", ObjectId.minFor(Instant.parse("2026-11-01T00:00:00Z")))
                    .getResultList());

            assertThat(october).extracting(ImportedRecord::getId).containsExactly(id);
            assertThat(november).isEmpty();
        }
    }
}
