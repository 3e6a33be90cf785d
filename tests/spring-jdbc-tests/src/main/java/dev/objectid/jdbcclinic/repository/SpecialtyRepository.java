package dev.objectid.jdbcclinic.repository;

import dev.objectid.jdbcclinic.model.Specialty;
import dev.objectid.jdbcclinic.model.SpecialtyId;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** The vets' specialties. */
public interface SpecialtyRepository {

    Optional<Specialty> findById(SpecialtyId id);

    List<Specialty> findSpecialtiesByNameIn(Set<String> names);

    Collection<Specialty> findAll();

    /** Inserts a new specialty, with an id made here, or renames one. */
    void save(Specialty specialty);

    /** Deletes the specialty and takes it from the vets that have it. */
    void delete(Specialty specialty);
}
