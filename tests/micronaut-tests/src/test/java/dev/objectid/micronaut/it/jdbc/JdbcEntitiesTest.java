package dev.objectid.micronaut.it.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import dev.objectid.ObjectId;
import dev.objectid.TypedIdType;
import dev.objectid.it.db.ColumnTypes;
import dev.objectid.it.db.ColumnTypes.ColumnType;
import dev.objectid.it.db.TestDatabase;
import dev.objectid.jdbc.ObjectIdJdbc;
import dev.objectid.micronaut.it.TestApplications;
import dev.objectid.spi.TypedIdIndex;
import io.micronaut.data.model.DataType;
import io.micronaut.data.model.runtime.RuntimeEntityRegistry;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.micronaut.test.support.TestPropertyProvider;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Micronaut Data JDBC entities with ObjectIds and typed ids, and nothing configured per entity: the column type set at
 * compile time, ids generated before the insert, stored as the 12 bytes of the id, found again by id, by a typed id
 * column and by time.
 */
@MicronautTest(startApplication = false, transactional = false)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class JdbcEntitiesTest implements TestPropertyProvider {

    @Inject
    AuthorRepository authors;

    @Inject
    BookRepository books;

    @Inject
    ReviewRepository reviews;

    @Inject
    RuntimeEntityRegistry entities;

    @Override
    public Map<String, String> getProperties() {
        return TestApplications.jdbc();
    }

    @BeforeEach
    void emptyTables() {
        reviews.deleteAll();
        books.deleteAll();
        authors.deleteAll();
    }

    @Test
    void idPropertiesAreBinaryForMicronautData() {
        assertThat(entities.getEntity(Author.class).getIdentity().getDataType()).isEqualTo(DataType.BYTE_ARRAY);
        assertThat(entities.getEntity(Book.class).getIdentity().getDataType()).isEqualTo(DataType.BYTE_ARRAY);
        assertThat(entities.getEntity(Book.class).getPropertyByName("authorId").getDataType())
                .isEqualTo(DataType.BYTE_ARRAY);
        assertThat(entities.getEntity(Review.class).getPropertyByName("bookId").getDataType())
                .isEqualTo(DataType.BYTE_ARRAY);
        assertThat(entities.getEntity(Review.class).getPropertyByName("text").getDataType())
                .isEqualTo(DataType.STRING);
    }

    @Test
    void anImmutableEntityGetsItsIdBeforeTheInsert() {
        Instant before = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        Author saved = authors.save(new Author(null, "Ursula"));
        Instant after = Instant.now();

        assertThat(saved.id()).isNotNull();
        assertThat(saved.id().timestamp()).isBetween(before, after);
        assertThat(authors.findById(saved.id())).contains(saved);
    }

    @Test
    void anIdTheApplicationChoseIsKept() {
        ObjectId chosen = ObjectId.generate(Instant.parse("2024-05-01T10:00:00Z"));
        assertThat(authors.save(new Author(chosen, "Octavia")).id()).isEqualTo(chosen);
        assertThat(authors.findById(chosen)).map(Author::name).contains("Octavia");
    }

    /**
     * Book is a pure {@code @MappedEntity}: objectid-processor generated its typed id and listed it, and none of the
     * JPA helpers it writes for an {@code @Entity}.
     */
    @Test
    void aMappedEntityGetsItsTypedIdAndNoJpaHelpers() {
        assertThat(Book.class.getAnnotations())
                .extracting(annotation -> annotation.annotationType().getPackageName())
                .doesNotContain("jakarta.persistence");
        List<Class<?>> typedIds =
                TypedIdIndex.load().stream().<Class<?>>map(TypedIdType::type).toList();
        assertThat(typedIds).contains(BookId.class);
        assertThatExceptionOfType(ClassNotFoundException.class)
                .isThrownBy(() -> Class.forName(Book.class.getName() + "CreatedPredicates"));
    }

    @Test
    void aTypedIdIsGeneratedAndFoundAgain() {
        Author author = authors.save(new Author(null, "Stanisław"));
        Book book = books.save(new Book(author.id(), "Solaris"));

        assertThat(book.getId()).isNotNull();
        Book found = books.findById(book.getId()).orElseThrow();
        assertThat(found.getId()).isEqualTo(book.getId());
        assertThat(found.getAuthorId()).isEqualTo(author.id());
        assertThat(books.findByAuthorId(author.id())).extracting(Book::getTitle).containsExactly("Solaris");
    }

    @Test
    void aTypedIdColumnOfAMappedEntity() {
        Author author = authors.save(new Author(null, "Iain"));
        Book book = books.save(new Book(author.id(), "Excession"));
        Review review = reviews.save(new Review(null, book.getId(), "Outside context"));

        assertThat(reviews.findByBookId(book.getId())).containsExactly(review);
        assertThat(reviews.findByBookId(BookId.of(ObjectId.generate()))).isEmpty();
    }

    @Test
    void columnsHoldTheTwelveBytesOfTheId() throws SQLException {
        TestDatabase database = TestApplications.jdbcDatabase();
        for (String[] column :
                new String[][] {{"authors", "id"}, {"books", "id"}, {"books", "author_id"}, {"reviews", "book_id"}}) {
            ColumnType type = ColumnTypes.of(database.dataSource(), column[0], column[1]);
            assertThat(database.isObjectIdColumn(type.name(), type.size()))
                    .as(column[0] + "." + column[1] + ": " + type)
                    .isTrue();
        }
        Author author = authors.save(new Author(null, "Mary"));
        Book book = books.save(new Book(author.id(), "Frankenstein"));
        try (Connection connection = database.dataSource().getConnection();
                PreparedStatement select = connection.prepareStatement("select id, author_id from books")) {
            try (ResultSet row = select.executeQuery()) {
                assertThat(row.next()).isTrue();
                assertThat(row.getBytes(1)).isEqualTo(book.getId().toByteArray());
                assertThat(ObjectIdJdbc.getObjectId(row, 2)).isEqualTo(author.id());
            }
        }
    }

    @Test
    void findsByTimeThroughTheIdRange() {
        Instant t0 = Instant.parse("2025-03-01T08:00:00Z");
        Author first = authors.save(new Author(ObjectId.generate(t0), "first"));
        Author second = authors.save(new Author(ObjectId.generate(t0.plusSeconds(60)), "second"));
        Author third = authors.save(new Author(ObjectId.generate(t0.plusSeconds(120)), "third"));

        assertThat(authors.findByIdBetween(ObjectId.minFor(t0), ObjectId.maxFor(t0.plusSeconds(60))))
                .containsExactlyInAnyOrder(first, second);
        assertThat(authors.findByIdGreaterThanEqualsAndIdLessThan(
                        ObjectId.minFor(t0.plusSeconds(60)), ObjectId.minFor(t0.plusSeconds(120))))
                .containsExactly(second);
        assertThat(authors.findByIdGreaterThanEqualsAndIdLessThan(
                        ObjectId.minFor(t0.plusSeconds(60)), ObjectId.minFor(t0.plusSeconds(121))))
                .containsExactlyInAnyOrder(second, third);
    }

    @Test
    void findsTypedIdsByTime() {
        Instant t0 = Instant.parse("2025-03-01T08:00:00Z");
        Author author = authors.save(new Author(null, "Ann"));
        Book early = new Book(author.id(), "early");
        early.setId(BookId.of(ObjectId.generate(t0)));
        Book late = new Book(author.id(), "late");
        late.setId(BookId.of(ObjectId.generate(t0.plusSeconds(3600))));
        books.saveAll(List.of(early, late));

        assertThat(books.findByIdBetween(BookId.minFor(t0), BookId.maxFor(t0.plusSeconds(60))))
                .extracting(Book::getTitle)
                .containsExactly("early");
    }
}
