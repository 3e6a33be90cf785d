package dev.objectid.jdbcclinic.repository.jdbc;

import dev.objectid.jdbcclinic.model.Specialty;
import dev.objectid.jdbcclinic.model.SpecialtyId;
import dev.objectid.jdbcclinic.repository.SpecialtyRepository;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.sql.DataSource;
import org.springframework.boot.sql.init.dependency.DependsOnDatabaseInitialization;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.annotation.Transactional;

/**
 * Specialties through a {@code JdbcClient} built from the data source, as a repository written today would be:
 * parameters by name and from the bean ({@code paramSource}), rows read into the bean ({@code query(Specialty.class)}).
 */
@DependsOnDatabaseInitialization
@Repository
public class JdbcSpecialtyRepositoryImpl implements SpecialtyRepository {

    private final JdbcClient jdbcClient;

    public JdbcSpecialtyRepositoryImpl(DataSource dataSource) {
        this.jdbcClient = JdbcClient.create(dataSource);
    }

    @Override
    public Optional<Specialty> findById(SpecialtyId id) {
        return this.jdbcClient
                .sql("SELECT id, name FROM specialties WHERE id = :id")
                .param("id", id)
                .query(Specialty.class)
                .optional();
    }

    @Override
    public List<Specialty> findSpecialtiesByNameIn(Set<String> names) {
        return this.jdbcClient
                .sql("SELECT id, name FROM specialties WHERE name IN (:names) ORDER BY name")
                .param("names", names)
                .query(Specialty.class)
                .list();
    }

    @Override
    public Collection<Specialty> findAll() {
        return this.jdbcClient
                .sql("SELECT id, name FROM specialties ORDER BY name")
                .query(Specialty.class)
                .list();
    }

    @Override
    public void save(Specialty specialty) {
        if (specialty.isNew()) {
            specialty.setId(SpecialtyId.generate());
            this.jdbcClient
                    .sql("INSERT INTO specialties (id, name) VALUES (:id, :name)")
                    .paramSource(specialty)
                    .update();
        } else {
            this.jdbcClient
                    .sql("UPDATE specialties SET name = :name WHERE id = :id")
                    .paramSource(specialty)
                    .update();
        }
    }

    @Override
    @Transactional
    public void delete(Specialty specialty) {
        this.jdbcClient
                .sql("DELETE FROM vet_specialties WHERE specialty_id = :id")
                .param("id", specialty.getId())
                .update();
        this.jdbcClient
                .sql("DELETE FROM specialties WHERE id = :id")
                .param("id", specialty.getId())
                .update();
    }
}
