package dev.objectid.micronaut.it.schema;

import io.micronaut.context.annotation.Requires;
import io.micronaut.data.annotation.Join;
import io.micronaut.data.jdbc.annotation.JdbcRepository;
import io.micronaut.data.model.query.builder.sql.Dialect;
import io.micronaut.data.repository.CrudRepository;
import java.util.Optional;

/** The notes; one repository per dialect, as {@code AuthorRepository} explains. */
public interface NoteRepository extends CrudRepository<Note, NoteId> {

    /** The note with its shelf, read in the same query. */
    @Join("shelf")
    Optional<Note> findById(NoteId id);

    @Requires(property = "datasources.default.dialect", value = "H2")
    @JdbcRepository(dialect = Dialect.H2)
    interface OnH2 extends NoteRepository {}

    @Requires(property = "datasources.default.dialect", value = "POSTGRES")
    @JdbcRepository(dialect = Dialect.POSTGRES)
    interface OnPostgres extends NoteRepository {}

    @Requires(property = "datasources.default.dialect", value = "MYSQL")
    @JdbcRepository(dialect = Dialect.MYSQL)
    interface OnMySql extends NoteRepository {}
}
