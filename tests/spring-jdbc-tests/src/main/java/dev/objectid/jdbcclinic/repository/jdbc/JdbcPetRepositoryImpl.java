package dev.objectid.jdbcclinic.repository.jdbc;

import dev.objectid.jdbcclinic.model.Owner;
import dev.objectid.jdbcclinic.model.OwnerId;
import dev.objectid.jdbcclinic.model.Pet;
import dev.objectid.jdbcclinic.model.PetId;
import dev.objectid.jdbcclinic.model.PetType;
import dev.objectid.jdbcclinic.model.Visit;
import dev.objectid.jdbcclinic.repository.OwnerRepository;
import dev.objectid.jdbcclinic.repository.PetRepository;
import dev.objectid.jdbcclinic.util.EntityUtils;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.sql.DataSource;
import org.springframework.boot.sql.init.dependency.DependsOnDatabaseInitialization;
import org.springframework.dao.EmptyResultDataAccessException;
import org.springframework.jdbc.core.BeanPropertyRowMapper;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.jdbc.core.simple.SimpleJdbcInsert;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.annotation.Transactional;

/**
 * Pets through the {@code JdbcTemplate} bean, and a {@code NamedParameterJdbcTemplate} and {@code SimpleJdbcInsert}
 * built from the data source; a pet's owner is optional, its {@code owner_id} then {@code NULL}.
 */
@DependsOnDatabaseInitialization
@Repository
public class JdbcPetRepositoryImpl implements PetRepository {

    private final JdbcTemplate jdbcTemplate;
    private final NamedParameterJdbcTemplate namedParameterJdbcTemplate;
    private final SimpleJdbcInsert insertPet;
    private final OwnerRepository ownerRepository;

    public JdbcPetRepositoryImpl(DataSource dataSource, JdbcTemplate jdbcTemplate, OwnerRepository ownerRepository) {
        this.jdbcTemplate = jdbcTemplate;
        this.namedParameterJdbcTemplate = new NamedParameterJdbcTemplate(dataSource);
        this.insertPet = new SimpleJdbcInsert(dataSource).withTableName("pets");
        this.ownerRepository = ownerRepository;
    }

    @Override
    public List<PetType> findPetTypes() {
        return this.namedParameterJdbcTemplate.query(
                "SELECT id, name FROM types ORDER BY name", Map.of(), BeanPropertyRowMapper.newInstance(PetType.class));
    }

    @Override
    public Optional<Pet> findById(PetId id) {
        OwnerId ownerId;
        try {
            ownerId = this.jdbcTemplate.queryForObject("SELECT owner_id FROM pets WHERE id = ?", OwnerId.class, id);
        } catch (EmptyResultDataAccessException ex) {
            return Optional.empty();
        }
        if (ownerId != null) {
            Owner owner = this.ownerRepository.findById(ownerId).orElseThrow();
            return Optional.of(EntityUtils.getById(owner.getPets(), Pet.class, id));
        }
        List<JdbcPet> pets = this.namedParameterJdbcTemplate.query(
                "SELECT pets.id AS pets_id, name, birth_date, type_id, owner_id, visits.id AS visit_id, visit_date,"
                        + " description, visits.pet_id AS visits_pet_id"
                        + " FROM pets LEFT OUTER JOIN visits ON pets.id = visits.pet_id"
                        + " WHERE pets.id = :id ORDER BY visits.id",
                Map.of("id", id),
                new JdbcPetVisitExtractor());
        JdbcPet pet = pets.get(0);
        pet.setType(EntityUtils.getById(findPetTypes(), PetType.class, pet.getTypeId()));
        return Optional.of(pet);
    }

    @Override
    public Collection<Pet> findAll() {
        List<JdbcPet> jdbcPets = this.namedParameterJdbcTemplate.query(
                "SELECT pets.id AS pets_id, name, birth_date, type_id, owner_id FROM pets ORDER BY pets.id",
                Map.of(),
                new JdbcPetRowMapper());
        Collection<PetType> petTypes = findPetTypes();
        Collection<Owner> owners = this.namedParameterJdbcTemplate.query(
                "SELECT id, first_name, last_name, address, city, telephone FROM owners ORDER BY last_name",
                Map.of(),
                BeanPropertyRowMapper.newInstance(Owner.class));
        List<Pet> pets = new ArrayList<>();
        for (JdbcPet jdbcPet : jdbcPets) {
            jdbcPet.setType(EntityUtils.getById(petTypes, PetType.class, jdbcPet.getTypeId()));
            if (jdbcPet.getOwnerId() != null) {
                jdbcPet.setOwner(EntityUtils.getById(owners, Owner.class, jdbcPet.getOwnerId()));
            }
            pets.add(jdbcPet);
        }
        return pets;
    }

    @Override
    public void save(Pet pet) {
        if (pet.isNew()) {
            pet.setId(PetId.generate());
            this.insertPet.execute(createPetParameterSource(pet));
        } else {
            this.namedParameterJdbcTemplate.update(
                    "UPDATE pets SET name = :name, birth_date = :birth_date, type_id = :type_id,"
                            + " owner_id = :owner_id WHERE id = :id",
                    createPetParameterSource(pet));
        }
    }

    /** The pet's columns; {@code owner_id} is {@code NULL} for a pet without an owner. */
    private MapSqlParameterSource createPetParameterSource(Pet pet) {
        return new MapSqlParameterSource()
                .addValue("id", pet.getId())
                .addValue("name", pet.getName())
                .addValue("birth_date", pet.getBirthDate())
                .addValue("type_id", pet.getType().getId())
                .addValue(
                        "owner_id",
                        pet.getOwner() == null ? null : pet.getOwner().getId());
    }

    @Override
    @Transactional
    public void delete(Pet pet) {
        for (Visit visit : pet.getVisits()) {
            this.namedParameterJdbcTemplate.update("DELETE FROM visits WHERE id = :id", Map.of("id", visit.getId()));
        }
        this.namedParameterJdbcTemplate.update("DELETE FROM pets WHERE id = :id", Map.of("id", pet.getId()));
    }
}
