package dev.objectid.it.clinic;

import dev.objectid.ObjectId;
import org.springframework.data.jpa.repository.JpaRepository;

/** Visits by their plain ObjectId id. */
public interface VisitRepository extends JpaRepository<Visit, ObjectId>, VisitCreatedQueries {}
