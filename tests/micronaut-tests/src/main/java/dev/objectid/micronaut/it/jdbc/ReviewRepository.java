package dev.objectid.micronaut.it.jdbc;

import dev.objectid.ObjectId;
import io.micronaut.context.annotation.Requires;
import io.micronaut.data.jdbc.annotation.JdbcRepository;
import io.micronaut.data.model.query.builder.sql.Dialect;
import io.micronaut.data.repository.CrudRepository;
import java.util.List;

/** The reviews, found by the typed id of their book; one repository per dialect, as {@link AuthorRepository} explains. */
public interface ReviewRepository extends CrudRepository<Review, ObjectId> {

    List<Review> findByBookId(BookId bookId);

    @Requires(property = "datasources.default.dialect", value = "H2")
    @JdbcRepository(dialect = Dialect.H2)
    interface OnH2 extends ReviewRepository {}

    @Requires(property = "datasources.default.dialect", value = "POSTGRES")
    @JdbcRepository(dialect = Dialect.POSTGRES)
    interface OnPostgres extends ReviewRepository {}

    @Requires(property = "datasources.default.dialect", value = "MYSQL")
    @JdbcRepository(dialect = Dialect.MYSQL)
    interface OnMySql extends ReviewRepository {}
}
