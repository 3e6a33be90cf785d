package dev.objectid.micronaut.it.jdbc;

import dev.objectid.ObjectId;
import io.micronaut.context.annotation.Requires;
import io.micronaut.data.jdbc.annotation.JdbcRepository;
import io.micronaut.data.model.query.builder.sql.Dialect;
import io.micronaut.data.repository.CrudRepository;
import java.util.List;

/**
 * The authors. Micronaut Data JDBC writes a repository's SQL for one dialect at compile time, so the suites, which
 * run on H2, PostgreSQL and MariaDB, have one repository per dialect below, chosen by the data source's dialect; an
 * application has one.
 */
// tag::author-repository[]
public interface AuthorRepository extends CrudRepository<Author, ObjectId> {

    /** The authors created in the seconds of {@code from} .. {@code to}: {@code minFor(a)} .. {@code maxFor(b)}. */
    List<Author> findByIdBetween(ObjectId from, ObjectId to);

    /** The authors created in {@code [from, to)}: {@code minFor(from)} .. {@code minFor(to)}, half open. */
    List<Author> findByIdGreaterThanEqualsAndIdLessThan(ObjectId from, ObjectId to);
    // end::author-repository[]

    @Requires(property = "datasources.default.dialect", value = "H2")
    @JdbcRepository(dialect = Dialect.H2)
    interface OnH2 extends AuthorRepository {}

    @Requires(property = "datasources.default.dialect", value = "POSTGRES")
    @JdbcRepository(dialect = Dialect.POSTGRES)
    interface OnPostgres extends AuthorRepository {}

    @Requires(property = "datasources.default.dialect", value = "MYSQL")
    @JdbcRepository(dialect = Dialect.MYSQL)
    interface OnMySql extends AuthorRepository {}
}
