package dev.objectid.jdbcclinic.repository.jdbc;

import dev.objectid.jdbcclinic.model.OwnerId;
import dev.objectid.jdbcclinic.model.PetId;
import dev.objectid.jdbcclinic.model.PetType;
import dev.objectid.jdbcclinic.model.Visit;
import dev.objectid.jdbcclinic.model.VisitId;
import dev.objectid.jdbcclinic.repository.VisitRepository;
import dev.objectid.jdbcclinic.repository.VisitRow;
import dev.objectid.jdbcclinic.repository.VisitSummary;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.sql.DataSource;
import org.springframework.boot.sql.init.dependency.DependsOnDatabaseInitialization;
import org.springframework.jdbc.core.BeanPropertyRowMapper;
import org.springframework.jdbc.core.DataClassRowMapper;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.jdbc.core.namedparam.SqlParameterSourceUtils;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.jdbc.core.simple.SimpleJdbcInsert;
import org.springframework.stereotype.Repository;

/**
 * Visits through a {@code NamedParameterJdbcTemplate} and a {@code SimpleJdbcInsert} built from the data source, and the
 * {@code JdbcClient} bean: single inserts, a batch of beans, records read with {@code DataClassRowMapper} and
 * {@code JdbcClient}, and a time range of ids.
 */
@DependsOnDatabaseInitialization
@Repository
public class JdbcVisitRepositoryImpl implements VisitRepository {

    private final NamedParameterJdbcTemplate namedParameterJdbcTemplate;
    private final SimpleJdbcInsert insertVisit;
    private final JdbcClient jdbcClient;

    public JdbcVisitRepositoryImpl(DataSource dataSource, JdbcClient jdbcClient) {
        this.namedParameterJdbcTemplate = new NamedParameterJdbcTemplate(dataSource);
        this.insertVisit = new SimpleJdbcInsert(dataSource).withTableName("visits");
        this.jdbcClient = jdbcClient;
    }

    /** The visit's columns. */
    private MapSqlParameterSource createVisitParameterSource(Visit visit) {
        return new MapSqlParameterSource()
                .addValue("id", visit.getId())
                .addValue("visit_date", visit.getDate())
                .addValue("description", visit.getDescription())
                .addValue("pet_id", visit.getPet().getId());
    }

    @Override
    public List<Visit> findByPetId(PetId petId) {
        Map<String, Object> params = new HashMap<>();
        params.put("id", petId);
        JdbcPet pet = this.namedParameterJdbcTemplate.queryForObject(
                "SELECT id AS pets_id, name, birth_date, type_id, owner_id FROM pets WHERE id = :id",
                params,
                new JdbcPetRowMapper());
        List<Visit> visits = this.namedParameterJdbcTemplate.query(
                "SELECT id AS visit_id, visit_date, description FROM visits WHERE pet_id = :id ORDER BY id",
                params,
                new JdbcVisitRowMapper());
        visits.forEach(visit -> visit.setPet(pet));
        return visits;
    }

    @Override
    public Optional<Visit> findById(VisitId id) {
        return this.namedParameterJdbcTemplate
                .query(
                        "SELECT id AS visit_id, pet_id AS pets_id, visit_date, description FROM visits WHERE id = :id",
                        Map.of("id", id),
                        new JdbcVisitRowMapperExt())
                .stream()
                .findFirst();
    }

    @Override
    public Collection<Visit> findAll() {
        return this.namedParameterJdbcTemplate.query(
                "SELECT visits.id AS visit_id, pets.id AS pets_id, visit_date, description"
                        + " FROM visits LEFT JOIN pets ON visits.pet_id = pets.id ORDER BY visits.id",
                Map.of(),
                new JdbcVisitRowMapperExt());
    }

    @Override
    public void save(Visit visit) {
        if (visit.isNew()) {
            visit.setId(VisitId.generate());
            this.insertVisit.execute(createVisitParameterSource(visit));
        } else {
            this.namedParameterJdbcTemplate.update(
                    "UPDATE visits SET visit_date = :visit_date, description = :description, pet_id = :pet_id"
                            + " WHERE id = :id",
                    createVisitParameterSource(visit));
        }
    }

    @Override
    public void insertAll(Collection<Visit> visits) {
        for (Visit visit : visits) {
            if (visit.isNew()) {
                visit.setId(VisitId.generate());
            }
        }
        this.namedParameterJdbcTemplate.batchUpdate(
                "INSERT INTO visits (id, pet_id, visit_date, description) VALUES (:id, :pet.id, :date, :description)",
                SqlParameterSourceUtils.createBatch(visits));
    }

    @Override
    public List<VisitRow> findCreatedBetween(Instant from, Instant to) {
        return this.namedParameterJdbcTemplate.query(
                "SELECT id, pet_id, visit_date, description FROM visits WHERE id >= :from AND id < :to ORDER BY id",
                new MapSqlParameterSource("from", VisitId.minFor(from)).addValue("to", VisitId.minFor(to)),
                new DataClassRowMapper<>(VisitRow.class));
    }

    @Override
    public List<VisitSummary> findSummariesOf(OwnerId owner) {
        return this.jdbcClient
                .sql("SELECT visits.id AS visit_id, pets.id AS pet_id, pets.name AS pet_name, visit_date, description"
                        + " FROM visits JOIN pets ON visits.pet_id = pets.id"
                        + " WHERE pets.owner_id = :owner ORDER BY visits.id")
                .param("owner", owner)
                .query(VisitSummary.class)
                .list();
    }

    @Override
    public void delete(Visit visit) {
        this.namedParameterJdbcTemplate.update("DELETE FROM visits WHERE id = :id", Map.of("id", visit.getId()));
    }

    /** A visit with its pet, the pet's type and owner, each read by a query of its own. */
    private class JdbcVisitRowMapperExt implements RowMapper<Visit> {

        @Override
        public Visit mapRow(ResultSet rs, int rowNum) throws SQLException {
            Visit visit = new JdbcVisitRowMapper().mapRow(rs, rowNum);
            Map<String, Object> params = new HashMap<>();
            params.put("id", rs.getObject("pets_id", PetId.class));
            JdbcPet pet = namedParameterJdbcTemplate.queryForObject(
                    "SELECT pets.id AS pets_id, name, birth_date, type_id, owner_id FROM pets WHERE pets.id = :id",
                    params,
                    new JdbcPetRowMapper());
            params.put("type_id", pet.getTypeId());
            pet.setType(namedParameterJdbcTemplate.queryForObject(
                    "SELECT id, name FROM types WHERE id = :type_id",
                    params,
                    BeanPropertyRowMapper.newInstance(PetType.class)));
            visit.setPet(pet);
            return visit;
        }
    }
}
