package dev.objectid.it.clinic;

import org.springframework.data.jpa.repository.JpaRepository;

/** Pets by their typed id. */
public interface PetRepository extends JpaRepository<Pet, PetId>, PetCreatedQueries {}
