package dev.objectid.micronaut.it.jdbc;

import dev.objectid.ObjectId;
import io.micronaut.context.annotation.Requires;
import io.micronaut.data.jdbc.annotation.JdbcRepository;
import io.micronaut.data.model.query.builder.sql.Dialect;
import io.micronaut.data.repository.CrudRepository;
import java.util.List;

/** The books, by their typed id; one repository per dialect, as {@link AuthorRepository} explains. */
public interface BookRepository extends CrudRepository<Book, BookId> {

    List<Book> findByAuthorId(ObjectId authorId);

    List<Book> findByIdBetween(BookId from, BookId to);

    @Requires(property = "datasources.default.dialect", value = "H2")
    @JdbcRepository(dialect = Dialect.H2)
    interface OnH2 extends BookRepository {}

    @Requires(property = "datasources.default.dialect", value = "POSTGRES")
    @JdbcRepository(dialect = Dialect.POSTGRES)
    interface OnPostgres extends BookRepository {}

    @Requires(property = "datasources.default.dialect", value = "MYSQL")
    @JdbcRepository(dialect = Dialect.MYSQL)
    interface OnMySql extends BookRepository {}
}
