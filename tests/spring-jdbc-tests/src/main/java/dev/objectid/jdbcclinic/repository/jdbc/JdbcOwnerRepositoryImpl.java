package dev.objectid.jdbcclinic.repository.jdbc;

import dev.objectid.jdbcclinic.model.Owner;
import dev.objectid.jdbcclinic.model.OwnerId;
import dev.objectid.jdbcclinic.model.Pet;
import dev.objectid.jdbcclinic.model.PetType;
import dev.objectid.jdbcclinic.model.Visit;
import dev.objectid.jdbcclinic.repository.OwnerRepository;
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
import org.springframework.jdbc.core.namedparam.BeanPropertySqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.jdbc.core.simple.SimpleJdbcInsert;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.annotation.Transactional;

/** Owners through a {@code NamedParameterJdbcTemplate} and a {@code SimpleJdbcInsert} built from the data source. */
@DependsOnDatabaseInitialization
@Repository
public class JdbcOwnerRepositoryImpl implements OwnerRepository {

    private static final String OWNER_COLUMNS =
            "SELECT id, first_name, last_name, address, city, telephone FROM owners";

    private final NamedParameterJdbcTemplate namedParameterJdbcTemplate;
    private final SimpleJdbcInsert insertOwner;

    public JdbcOwnerRepositoryImpl(DataSource dataSource) {
        this.insertOwner = new SimpleJdbcInsert(dataSource).withTableName("owners");
        this.namedParameterJdbcTemplate = new NamedParameterJdbcTemplate(dataSource);
    }

    @Override
    public Collection<Owner> findByLastName(String lastName) {
        Map<String, Object> params = new HashMap<>();
        params.put("lastName", lastName + "%");
        List<Owner> owners = this.namedParameterJdbcTemplate.query(
                OWNER_COLUMNS + " WHERE last_name LIKE :lastName ORDER BY id",
                params,
                BeanPropertyRowMapper.newInstance(Owner.class));
        owners.forEach(this::loadPetsAndVisits);
        return owners;
    }

    @Override
    public Optional<Owner> findById(OwnerId id) {
        Owner owner;
        try {
            Map<String, Object> params = new HashMap<>();
            params.put("id", id);
            owner = this.namedParameterJdbcTemplate.queryForObject(
                    OWNER_COLUMNS + " WHERE id = :id", params, BeanPropertyRowMapper.newInstance(Owner.class));
        } catch (EmptyResultDataAccessException ex) {
            return Optional.empty();
        }
        loadPetsAndVisits(owner);
        return Optional.of(owner);
    }

    @Override
    public Collection<Owner> findAll() {
        List<Owner> owners = this.namedParameterJdbcTemplate.query(
                OWNER_COLUMNS + " ORDER BY id", Map.of(), BeanPropertyRowMapper.newInstance(Owner.class));
        owners.forEach(this::loadPetsAndVisits);
        return owners;
    }

    /** The owner's pets and their visits, in one left join. */
    private void loadPetsAndVisits(Owner owner) {
        Map<String, Object> params = new HashMap<>();
        params.put("id", owner.getId());
        List<JdbcPet> pets = this.namedParameterJdbcTemplate.query(
                "SELECT pets.id AS pets_id, name, birth_date, type_id, owner_id, visits.id AS visit_id, visit_date,"
                        + " description, visits.pet_id AS visits_pet_id"
                        + " FROM pets LEFT OUTER JOIN visits ON pets.id = visits.pet_id"
                        + " WHERE owner_id = :id ORDER BY pets.id, visits.id",
                params,
                new JdbcPetVisitExtractor());
        Collection<PetType> petTypes = getPetTypes();
        for (JdbcPet pet : pets) {
            pet.setType(EntityUtils.getById(petTypes, PetType.class, pet.getTypeId()));
            owner.addPet(pet);
        }
    }

    @Override
    public void save(Owner owner) {
        BeanPropertySqlParameterSource parameterSource = new BeanPropertySqlParameterSource(owner);
        if (owner.isNew()) {
            owner.setId(OwnerId.generate());
            this.insertOwner.execute(parameterSource);
        } else {
            this.namedParameterJdbcTemplate.update(
                    "UPDATE owners SET first_name = :firstName, last_name = :lastName, address = :address,"
                            + " city = :city, telephone = :telephone WHERE id = :id",
                    parameterSource);
        }
    }

    private Collection<PetType> getPetTypes() {
        return this.namedParameterJdbcTemplate.query(
                "SELECT id, name FROM types ORDER BY name", Map.of(), BeanPropertyRowMapper.newInstance(PetType.class));
    }

    @Override
    @Transactional
    public void delete(Owner owner) {
        for (Pet pet : owner.getPets()) {
            for (Visit visit : pet.getVisits()) {
                this.namedParameterJdbcTemplate.update(
                        "DELETE FROM visits WHERE id = :id", Map.of("id", visit.getId()));
            }
            this.namedParameterJdbcTemplate.update("DELETE FROM pets WHERE id = :id", Map.of("id", pet.getId()));
        }
        this.namedParameterJdbcTemplate.update("DELETE FROM owners WHERE id = :id", Map.of("id", owner.getId()));
    }
}
