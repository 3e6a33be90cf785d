package dev.objectid.jdbcclinic.repository;

import dev.objectid.jdbcclinic.model.PetId;
import dev.objectid.jdbcclinic.model.VisitId;
import java.time.LocalDate;

/** A row of {@code visits}, as it is. */
public record VisitRow(VisitId id, PetId petId, LocalDate visitDate, String description) {}
