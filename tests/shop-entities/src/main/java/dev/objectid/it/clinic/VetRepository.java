package dev.objectid.it.clinic;

import org.springframework.data.jpa.repository.JpaRepository;

/** Vets by their typed id. */
public interface VetRepository extends JpaRepository<Vet, VetId>, VetCreatedQueries {}
