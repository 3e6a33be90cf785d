package dev.objectid.jdbcclinic.repository;

import dev.objectid.jdbcclinic.model.Pet;
import dev.objectid.jdbcclinic.model.PetId;
import dev.objectid.jdbcclinic.model.PetType;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/** The clinic's pets, with their type, owner (if any) and visits. */
public interface PetRepository {

    List<PetType> findPetTypes();

    Optional<Pet> findById(PetId id);

    Collection<Pet> findAll();

    /** Inserts a new pet, with an id made here, or updates one. */
    void save(Pet pet);

    /** Deletes the pet and its visits. */
    void delete(Pet pet);
}
