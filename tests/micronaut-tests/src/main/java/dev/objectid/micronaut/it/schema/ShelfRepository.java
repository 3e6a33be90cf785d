package dev.objectid.micronaut.it.schema;

import dev.objectid.ObjectId;
import io.micronaut.context.annotation.Requires;
import io.micronaut.data.jdbc.annotation.JdbcRepository;
import io.micronaut.data.model.query.builder.sql.Dialect;
import io.micronaut.data.repository.CrudRepository;

/** The shelfs; one repository per dialect, as {@code AuthorRepository} explains. */
public interface ShelfRepository extends CrudRepository<Shelf, ObjectId> {

    @Requires(property = "datasources.default.dialect", value = "H2")
    @JdbcRepository(dialect = Dialect.H2)
    interface OnH2 extends ShelfRepository {}

    @Requires(property = "datasources.default.dialect", value = "POSTGRES")
    @JdbcRepository(dialect = Dialect.POSTGRES)
    interface OnPostgres extends ShelfRepository {}

    @Requires(property = "datasources.default.dialect", value = "MYSQL")
    @JdbcRepository(dialect = Dialect.MYSQL)
    interface OnMySql extends ShelfRepository {}
}
