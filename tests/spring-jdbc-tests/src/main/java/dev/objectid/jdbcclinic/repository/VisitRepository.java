package dev.objectid.jdbcclinic.repository;

import dev.objectid.jdbcclinic.model.OwnerId;
import dev.objectid.jdbcclinic.model.PetId;
import dev.objectid.jdbcclinic.model.Visit;
import dev.objectid.jdbcclinic.model.VisitId;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/** The pets' visits. */
public interface VisitRepository {

    List<Visit> findByPetId(PetId petId);

    Optional<Visit> findById(VisitId id);

    Collection<Visit> findAll();

    /** Inserts a new visit, with an id made here, or updates one. */
    void save(Visit visit);

    /**
     * Inserts visits in one batch: the new ones get an id made here, the others keep theirs (visits brought from
     * another system, whose ids carry the second they were made).
     */
    void insertAll(Collection<Visit> visits);

    /** The visits created from {@code from} (inclusive) to {@code to} (exclusive), by the time in their ids. */
    List<VisitRow> findCreatedBetween(Instant from, Instant to);

    /** What an owner's pets had done, oldest first. */
    List<VisitSummary> findSummariesOf(OwnerId owner);

    void delete(Visit visit);
}
