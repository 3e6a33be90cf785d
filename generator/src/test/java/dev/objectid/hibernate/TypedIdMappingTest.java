package dev.objectid.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A typed id listed in META-INF/objectid/typed-ids is mapped and generated exactly like ObjectId. */
class TypedIdMappingTest {

    private H2Hibernate h2;

    @BeforeEach
    void start() {
        h2 = H2Hibernate.start(Ticket.class);
    }

    @AfterEach
    void stop() {
        h2.close();
    }

    @Test
    void typedIdsAreGeneratedStoredAsTwelveBytesAndFound() throws Exception {
        Ticket original = new Ticket(null);
        Ticket duplicate = new Ticket(original);
        h2.inTransaction(session -> {
            session.persist(original);
            session.persist(duplicate);
        });
        duplicate.setMentioned(original.getId());
        h2.inTransaction(session -> session.merge(duplicate));

        assertThat(duplicate.getId()).isGreaterThan(original.getId());
        Ticket found = h2.fromTransaction(session -> {
            Ticket t = session.find(Ticket.class, duplicate.getId());
            t.getDuplicateOf().getId();
            return t;
        });
        assertThat(found.getDuplicateOf().getId()).isEqualTo(original.getId());
        assertThat(found.getMentioned()).isEqualTo(original.getId());

        try (Connection connection = h2.jdbcConnection();
                Statement statement = connection.createStatement();
                ResultSet row = statement.executeQuery(
                        "select id, duplicateOf_id from Ticket where duplicateOf_id is not null")) {
            assertThat(row.next()).isTrue();
            assertThat(row.getBytes(1))
                    .containsExactly(duplicate.getId().toObjectId().toByteArray());
            assertThat(row.getBytes(2))
                    .containsExactly(original.getId().toObjectId().toByteArray());
        }
    }

    @Test
    void typedIdsCompareInQueries() {
        h2.inTransaction(session -> {
            for (int i = 0; i < 5; i++) {
                session.persist(new Ticket(null));
            }
        });
        List<TicketId> all = h2.fromTransaction(
                session -> session.createQuery("select t.id from Ticket t order by t.id desc", TicketId.class)
                        .getResultList());
        TicketId middle = all.get(2);

        List<TicketId> older = h2.fromTransaction(session -> session.createQuery(
                        "select t.id from Ticket t where t.id < :id order by t.id", TicketId.class)
                .setParameter("id", middle)
                .getResultList());

        assertThat(all).hasSize(5).isSortedAccordingTo((a, b) -> b.compareTo(a));
        assertThat(older).containsExactly(all.get(4), all.get(3));
        assertThat(ObjectId.isValid(middle.toString())).isTrue();
    }
}
