package dev.objectid.jdbcclinic.repository;

import dev.objectid.jdbcclinic.model.PetType;
import dev.objectid.jdbcclinic.model.PetTypeId;
import java.util.Collection;
import java.util.Optional;

/** The kinds of pets. */
public interface PetTypeRepository {

    Optional<PetType> findById(PetTypeId id);

    Optional<PetType> findByName(String name);

    Collection<PetType> findAll();

    /** Inserts a new type, with an id made here, or renames one. */
    void save(PetType petType);

    /** Deletes the type, its pets and their visits. */
    void delete(PetType petType);
}
