package dev.objectid.jdbcclinic.repository.jdbc;

import dev.objectid.jdbcclinic.model.Specialty;
import dev.objectid.jdbcclinic.model.SpecialtyId;
import dev.objectid.jdbcclinic.model.Vet;
import dev.objectid.jdbcclinic.model.VetId;
import dev.objectid.jdbcclinic.repository.VetRepository;
import dev.objectid.jdbcclinic.util.EntityUtils;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.sql.DataSource;
import org.springframework.boot.sql.init.dependency.DependsOnDatabaseInitialization;
import org.springframework.dao.EmptyResultDataAccessException;
import org.springframework.jdbc.core.BeanPropertyRowMapper;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.SingleColumnRowMapper;
import org.springframework.jdbc.core.namedparam.BeanPropertySqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.jdbc.core.simple.SimpleJdbcInsert;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.annotation.Transactional;

/**
 * Vets through the {@code JdbcTemplate} bean with positional parameters (a single-column mapper, a batch of rows), and
 * a {@code NamedParameterJdbcTemplate} and {@code SimpleJdbcInsert} built from the data source.
 */
@DependsOnDatabaseInitialization
@Repository
public class JdbcVetRepositoryImpl implements VetRepository {

    private final JdbcTemplate jdbcTemplate;
    private final NamedParameterJdbcTemplate namedParameterJdbcTemplate;
    private final SimpleJdbcInsert insertVet;

    public JdbcVetRepositoryImpl(DataSource dataSource, JdbcTemplate jdbcTemplate) {
        this.jdbcTemplate = jdbcTemplate;
        this.insertVet = new SimpleJdbcInsert(dataSource).withTableName("vets");
        this.namedParameterJdbcTemplate = new NamedParameterJdbcTemplate(dataSource);
    }

    @Override
    public Collection<Vet> findAll() {
        List<Vet> vets = this.jdbcTemplate.query(
                "SELECT id, first_name, last_name FROM vets ORDER BY last_name, first_name",
                BeanPropertyRowMapper.newInstance(Vet.class));
        List<Specialty> specialties = this.jdbcTemplate.query(
                "SELECT id, name FROM specialties", BeanPropertyRowMapper.newInstance(Specialty.class));
        for (Vet vet : vets) {
            List<SpecialtyId> vetSpecialtiesIds = this.jdbcTemplate.query(
                    "SELECT specialty_id FROM vet_specialties WHERE vet_id = ?",
                    SingleColumnRowMapper.newInstance(SpecialtyId.class),
                    vet.getId());
            for (SpecialtyId specialtyId : vetSpecialtiesIds) {
                vet.addSpecialty(EntityUtils.getById(specialties, Specialty.class, specialtyId));
            }
        }
        return vets;
    }

    @Override
    public Optional<Vet> findById(VetId id) {
        Map<String, Object> vetParams = new HashMap<>();
        vetParams.put("id", id);
        Vet vet;
        try {
            vet = this.namedParameterJdbcTemplate.queryForObject(
                    "SELECT id, first_name, last_name FROM vets WHERE id = :id",
                    vetParams,
                    BeanPropertyRowMapper.newInstance(Vet.class));
        } catch (EmptyResultDataAccessException ex) {
            return Optional.empty();
        }
        List<Specialty> specialties = this.namedParameterJdbcTemplate.query(
                "SELECT id, name FROM specialties", vetParams, BeanPropertyRowMapper.newInstance(Specialty.class));
        List<SpecialtyId> vetSpecialtiesIds = this.jdbcTemplate.queryForList(
                "SELECT specialty_id FROM vet_specialties WHERE vet_id = ?", SpecialtyId.class, id);
        for (SpecialtyId specialtyId : vetSpecialtiesIds) {
            vet.addSpecialty(EntityUtils.getById(specialties, Specialty.class, specialtyId));
        }
        return Optional.of(vet);
    }

    @Override
    @Transactional
    public void save(Vet vet) {
        BeanPropertySqlParameterSource parameterSource = new BeanPropertySqlParameterSource(vet);
        if (vet.isNew()) {
            vet.setId(VetId.generate());
            this.insertVet.execute(parameterSource);
        } else {
            this.namedParameterJdbcTemplate.update(
                    "UPDATE vets SET first_name = :firstName, last_name = :lastName WHERE id = :id", parameterSource);
        }
        updateVetSpecialties(vet);
    }

    @Override
    @Transactional
    public void delete(Vet vet) {
        this.jdbcTemplate.update("DELETE FROM vet_specialties WHERE vet_id = ?", vet.getId());
        this.jdbcTemplate.update("DELETE FROM vets WHERE id = ?", vet.getId());
    }

    /** The vet's rows of {@code vet_specialties}, replaced in one batch. */
    private void updateVetSpecialties(Vet vet) {
        this.jdbcTemplate.update("DELETE FROM vet_specialties WHERE vet_id = ?", vet.getId());
        List<Object[]> rows = vet.getSpecialties().stream()
                .map(specialty -> new Object[] {vet.getId(), specialty.getId()})
                .toList();
        this.jdbcTemplate.batchUpdate("INSERT INTO vet_specialties (vet_id, specialty_id) VALUES (?, ?)", rows);
    }
}
