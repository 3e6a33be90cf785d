package dev.objectid.jdbcclinic.repository.jdbc;

import dev.objectid.jdbcclinic.model.PetType;
import dev.objectid.jdbcclinic.model.PetTypeId;
import dev.objectid.jdbcclinic.repository.PetTypeRepository;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import javax.sql.DataSource;
import org.springframework.boot.sql.init.dependency.DependsOnDatabaseInitialization;
import org.springframework.jdbc.core.BeanPropertyRowMapper;
import org.springframework.jdbc.core.namedparam.BeanPropertySqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.jdbc.core.simple.SimpleJdbcInsert;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.annotation.Transactional;

/** Pet types through a {@code NamedParameterJdbcTemplate} and a {@code SimpleJdbcInsert} built from the data source. */
@DependsOnDatabaseInitialization
@Repository
public class JdbcPetTypeRepositoryImpl implements PetTypeRepository {

    private final NamedParameterJdbcTemplate namedParameterJdbcTemplate;
    private final SimpleJdbcInsert insertPetType;

    public JdbcPetTypeRepositoryImpl(DataSource dataSource) {
        this.namedParameterJdbcTemplate = new NamedParameterJdbcTemplate(dataSource);
        this.insertPetType = new SimpleJdbcInsert(dataSource).withTableName("types");
    }

    @Override
    public Optional<PetType> findById(PetTypeId id) {
        return this.namedParameterJdbcTemplate
                .query(
                        "SELECT id, name FROM types WHERE id = :id",
                        Map.of("id", id),
                        BeanPropertyRowMapper.newInstance(PetType.class))
                .stream()
                .findFirst();
    }

    @Override
    public Optional<PetType> findByName(String name) {
        return this.namedParameterJdbcTemplate
                .query(
                        "SELECT id, name FROM types WHERE name = :name",
                        Map.of("name", name),
                        BeanPropertyRowMapper.newInstance(PetType.class))
                .stream()
                .findFirst();
    }

    @Override
    public Collection<PetType> findAll() {
        return this.namedParameterJdbcTemplate.query(
                "SELECT id, name FROM types ORDER BY name", Map.of(), BeanPropertyRowMapper.newInstance(PetType.class));
    }

    @Override
    public void save(PetType petType) {
        BeanPropertySqlParameterSource parameterSource = new BeanPropertySqlParameterSource(petType);
        if (petType.isNew()) {
            petType.setId(PetTypeId.generate());
            this.insertPetType.execute(parameterSource);
        } else {
            this.namedParameterJdbcTemplate.update("UPDATE types SET name = :name WHERE id = :id", parameterSource);
        }
    }

    @Override
    @Transactional
    public void delete(PetType petType) {
        Map<String, Object> params = Map.of("id", petType.getId());
        this.namedParameterJdbcTemplate.update(
                "DELETE FROM visits WHERE pet_id IN (SELECT id FROM pets WHERE type_id = :id)", params);
        this.namedParameterJdbcTemplate.update("DELETE FROM pets WHERE type_id = :id", params);
        this.namedParameterJdbcTemplate.update("DELETE FROM types WHERE id = :id", params);
    }
}
