package com.example.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.objectid.ObjectId;
import jakarta.persistence.criteria.CriteriaBuilder;
import jakarta.persistence.criteria.CriteriaQuery;
import jakarta.persistence.criteria.Root;
import java.time.Instant;
import java.util.List;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.Configuration;
import org.junit.jupiter.api.Test;

/** Everything a user gets from the BOM, objectid-generator and objectid-processor, on H2, with no configuration. */
class LibraryTest {

    @Test
    void typedIdsAreGeneratedStoredAsBinary12AndQueriedByTime() {
        try (SessionFactory sessionFactory = new Configuration()
                .addAnnotatedClass(Author.class)
                .addAnnotatedClass(Book.class)
                .setProperty("hibernate.connection.url", "jdbc:h2:mem:library;DB_CLOSE_DELAY=-1")
                .setProperty("hibernate.hbm2ddl.auto", "create-drop")
                .buildSessionFactory()) {
            Instant before = Instant.now().minusSeconds(1);
            Author ada = new Author("Ada Lovelace");
            Book notes = new Book(ada, "Notes on the Analytical Engine");
            sessionFactory.inTransaction(session -> {
                session.persist(ada);
                session.persist(notes);
            });

            BookId id = notes.getId();
            assertNotNull(id);
            assertEquals(id, BookId.valueOf(id.toString()));
            assertEquals(notes.getTitle(), sessionFactory.fromTransaction(s -> s.find(Book.class, id)).getTitle());

            List<Book> created = sessionFactory.fromTransaction(session -> {
                CriteriaBuilder cb = session.getCriteriaBuilder();
                CriteriaQuery<Book> query = cb.createQuery(Book.class);
                Root<Book> book = query.from(Book.class);
                query.where(BookCreatedPredicates.createdBetween(cb, book.get("id"), before,
                        Instant.now().plusSeconds(2)));
                return session.createSelectionQuery(query).getResultList();
            });
            assertEquals(List.of(id), created.stream().map(Book::getId).toList());

            List<?> types = sessionFactory.fromTransaction(session -> session.createNativeQuery(
                    "select data_type || '(' || character_maximum_length || ')' from information_schema.columns"
                            + " where table_name = 'BOOK' and column_name in ('ID', 'AUTHOR_ID')", Object.class)
                    .getResultList());
            assertEquals(List.of("BINARY(12)", "BINARY(12)"), types);

            ObjectId plain = ObjectId.parse(id.toString());
            assertEquals(id.toObjectId(), plain);
        }
    }
}
