package dev.objectid.hibernate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.objectid.ObjectId;
import jakarta.persistence.EntityExistsException;
import java.lang.reflect.Field;
import java.time.Instant;
import org.hibernate.PersistentObjectException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class AssignedIdsTest {

    private H2Hibernate h2;

    @BeforeEach
    void start() {
        h2 = H2Hibernate.start(Customer.class, ImportedRecord.class);
    }

    @AfterEach
    void stop() {
        h2.close();
    }

    @Test
    void withAllowAssignedAnIdSetBeforePersistIsKept() {
        ObjectId backDated = ObjectId.generate(Instant.parse("2021-03-04T05:06:07Z"));
        ImportedRecord imported = new ImportedRecord(backDated, "from the old system");
        ObjectId batch = ObjectId.generate();
        imported.setBatch(batch);
        h2.inTransaction(session -> session.persist(imported));

        ImportedRecord found = h2.fromTransaction(session -> session.find(ImportedRecord.class, backDated));
        assertThat(found.getPayload()).isEqualTo("from the old system");
        assertThat(found.getBatch()).as("assigned attribute kept too").isEqualTo(batch);
    }

    @Test
    void withAllowAssignedANullIdIsGenerated() {
        ImportedRecord fresh = new ImportedRecord(null, "new");
        h2.inTransaction(session -> session.persist(fresh));

        assertThat(fresh.getId()).isNotNull();
        assertThat(fresh.getBatch()).as("null attribute generated").isNotNull();
        ImportedRecord found = h2.fromTransaction(session -> session.find(ImportedRecord.class, fresh.getId()));
        assertThat(found).isNotNull();
    }

    @Test
    void withoutAllowAssignedAnIdSetBeforePersistIsRefusedAndNothingIsWritten() throws Exception {
        Customer customer = new Customer("assigned");
        ObjectId assigned = ObjectId.generate();
        Field id = Customer.class.getDeclaredField("id");
        id.setAccessible(true);
        id.set(customer, assigned);

        assertThatThrownBy(() -> h2.inTransaction(session -> session.persist(customer)))
                .isInstanceOfAny(EntityExistsException.class, PersistentObjectException.class)
                .hasMessageContaining("etached entity passed to")
                .hasMessageContaining(Customer.class.getName());
        Long rows = h2.fromTransaction(session -> session.createQuery("select count(c) from Customer c", Long.class)
                .getSingleResult());
        assertThat(rows).isZero();
    }
}
