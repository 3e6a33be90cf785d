package dev.objectid.jdbcclinic.repository;

import dev.objectid.jdbcclinic.model.Vet;
import dev.objectid.jdbcclinic.model.VetId;
import java.util.Collection;
import java.util.Optional;

/** The clinic's vets, with their specialties. */
public interface VetRepository {

    Collection<Vet> findAll();

    Optional<Vet> findById(VetId id);

    /** Inserts a new vet, with an id made here, or updates one; either way with its specialties. */
    void save(Vet vet);

    void delete(Vet vet);
}
