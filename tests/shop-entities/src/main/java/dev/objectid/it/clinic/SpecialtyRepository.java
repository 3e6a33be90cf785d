package dev.objectid.it.clinic;

import dev.objectid.ObjectId;
import org.springframework.data.jpa.repository.JpaRepository;

/** Specialties by their plain ObjectId id. */
public interface SpecialtyRepository extends JpaRepository<Specialty, ObjectId>, SpecialtyCreatedQueries {}
