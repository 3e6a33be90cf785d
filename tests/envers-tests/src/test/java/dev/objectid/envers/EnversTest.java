package dev.objectid.envers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.objectid.ObjectId;
import dev.objectid.it.db.ColumnTypes;
import dev.objectid.it.db.ColumnTypes.ColumnType;
import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import jakarta.persistence.EntityManagerFactory;
import jakarta.persistence.Persistence;
import jakarta.persistence.PersistenceConfiguration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.hibernate.envers.AuditReader;
import org.hibernate.envers.AuditReaderFactory;
import org.hibernate.envers.RevisionType;
import org.hibernate.envers.boot.EnversMappingException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Envers auditing entities whose ids are a typed id ({@link Ticket}) and an ObjectId ({@link Comment}), with the
 * revision entity of docs/envers.md ({@link Revision}): three revisions, read back through the {@link AuditReader}.
 */
class EnversTest {

    private static TestDatabase database;
    private static EntityManagerFactory jpa;
    private static TicketId ticket;
    private static ObjectId comment;
    private static Instant finished;

    @BeforeAll
    static void threeRevisions() {
        database = TestDatabases.create();
        jpa = start(Ticket.class, Comment.class, Revision.class);
        RevisionAuthorListener.AUTHOR.set("ada");
        jpa.runInTransaction(entityManager -> {
            Ticket opened = new Ticket("Printer on fire", "open");
            entityManager.persist(opened);
            Comment first = new Comment(opened, "Have you tried turning it off?");
            entityManager.persist(first);
            ticket = opened.getId();
            comment = first.getId();
        });
        RevisionAuthorListener.AUTHOR.set("grace");
        jpa.runInTransaction(entityManager -> {
            entityManager.find(Ticket.class, ticket).setStatus("closed");
            entityManager.find(Comment.class, comment).setText("Turned off. Still on fire.");
        });
        RevisionAuthorListener.AUTHOR.set("ada");
        jpa.runInTransaction(entityManager -> entityManager.remove(entityManager.find(Comment.class, comment)));
        RevisionAuthorListener.AUTHOR.remove();
        finished = Instant.now();
    }

    @AfterAll
    static void close() {
        jpa.close();
    }

    @Test
    void theHistoryOfAnEntityWithATypedId() {
        jpa.runInTransaction(entityManager -> {
            // tag::history[]
            AuditReader audit = AuditReaderFactory.get(entityManager);
            List<Number> revisions = audit.getRevisions(Ticket.class, ticket); // the typed id, as find() takes it
            Ticket asOpened = audit.find(Ticket.class, ticket, revisions.get(0));
            // end::history[]
            Ticket asClosed = audit.find(Ticket.class, ticket, revisions.get(1));

            assertThat(revisions).hasSize(2);
            assertThat(asOpened.getId()).isEqualTo(ticket);
            assertThat(asOpened.getStatus()).isEqualTo("open");
            assertThat(asClosed.getStatus()).isEqualTo("closed");
        });
    }

    @Test
    void theHistoryOfAnEntityWithAnObjectIdAndItsAuditedReference() {
        jpa.runInTransaction(entityManager -> {
            AuditReader audit = AuditReaderFactory.get(entityManager);
            @SuppressWarnings("unchecked")
            List<Object[]> history = audit.createQuery()
                    .forRevisionsOfEntity(Comment.class, false, true)
                    .getResultList();

            assertThat(history)
                    .extracting(row -> ((Revision) row[1]).getAuthor(), row -> row[2])
                    .containsExactly(
                            org.assertj.core.groups.Tuple.tuple("ada", RevisionType.ADD),
                            org.assertj.core.groups.Tuple.tuple("grace", RevisionType.MOD),
                            org.assertj.core.groups.Tuple.tuple("ada", RevisionType.DEL));
            Comment added = (Comment) history.get(0)[0];
            assertThat(added.getId()).isEqualTo(comment);
            assertThat(added.getText()).isEqualTo("Have you tried turning it off?");
            assertThat(added.getTicket().getId()).isEqualTo(ticket);
            assertThat(added.getTicket().getStatus()).isEqualTo("open"); // the ticket as it was at that revision
        });
    }

    @Test
    void everyRevisionHasAnObjectIdOfItsTime() {
        List<Revision> revisions = jpa.callInTransaction(entityManager -> entityManager
                .createQuery("from Revision order by number", Revision.class)
                .getResultList());

        assertThat(revisions).hasSize(3);
        assertThat(revisions)
                .extracting(Revision::getRevisionId)
                .doesNotContainNull()
                .doesNotHaveDuplicates()
                .isSorted();
        // Envers takes the timestamp when the revision begins, the id is generated when its row is inserted (at commit)
        assertThat(revisions)
                .allSatisfy(revision -> assertThat(revision.getRevisionId().timestamp())
                        .isBetween(
                                Instant.ofEpochMilli(revision.getTimestamp()).truncatedTo(ChronoUnit.SECONDS),
                                finished));
        // tag::by-revision-id[]
        Revision found = jpa.callInTransaction(entityManager -> entityManager
                .createQuery("from Revision where revisionId = :revisionId", Revision.class)
                .setParameter("revisionId", revisions.get(1).getRevisionId())
                .getSingleResult());
        // end::by-revision-id[]
        assertThat(found.getNumber()).isEqualTo(revisions.get(1).getNumber());
        assertThat(found.getAuthor()).isEqualTo("grace");
    }

    /** The audit tables hold ids as the entity tables do: 12 bytes of binary. */
    @Test
    void auditTablesStoreIdsAsBinary() throws Exception {
        for (String[] column : new String[][] {
            {"Ticket_AUD", "id"}, {"Comment_AUD", "id"}, {"Comment_AUD", "ticket_id"}, {"revisions", "revision_id"}
        }) {
            ColumnType type = ColumnTypes.of(database.dataSource(), column[0], column[1]);
            assertThat(database.isObjectIdColumn(type.name(), type.size()))
                    .as("%s.%s: %s", column[0], column[1], type)
                    .isTrue();
        }
    }

    /** The upstream limit the guide states: a revision number must be an int or a long, never an ObjectId. */
    @Test
    void enversRefusesAnObjectIdRevisionNumber() {
        assertThatThrownBy(() ->
                        start(Ticket.class, ObjectIdNumberedRevision.class).close())
                .isInstanceOf(EnversMappingException.class)
                .hasMessage("The field 'id' annotated with '@org.hibernate.envers.RevisionNumber' must be of type:"
                        + " int, Integer, long, or Long [envers]");
    }

    private static EntityManagerFactory start(Class<?>... entities) {
        PersistenceConfiguration configuration = new PersistenceConfiguration("envers")
                .properties(database.jdbcSettings())
                .property("hibernate.hbm2ddl.auto", "create-drop");
        for (Class<?> entity : entities) {
            configuration.managedClass(entity);
        }
        return Persistence.createEntityManagerFactory(configuration);
    }
}
