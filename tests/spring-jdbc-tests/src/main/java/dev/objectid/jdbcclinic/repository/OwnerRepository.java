package dev.objectid.jdbcclinic.repository;

import dev.objectid.jdbcclinic.model.Owner;
import dev.objectid.jdbcclinic.model.OwnerId;
import java.util.Collection;
import java.util.Optional;

/** The clinic's owners, each with its pets and their visits. */
public interface OwnerRepository {

    /** The owners whose last name starts with {@code lastName}. */
    Collection<Owner> findByLastName(String lastName);

    Optional<Owner> findById(OwnerId id);

    Collection<Owner> findAll();

    /** Inserts a new owner, with an id made here, or updates one. */
    void save(Owner owner);

    /** Deletes the owner, its pets and their visits. */
    void delete(Owner owner);
}
