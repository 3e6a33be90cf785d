package dev.objectid.jdbcclinic.repository;

import dev.objectid.jdbcclinic.model.PetId;
import dev.objectid.jdbcclinic.model.VisitId;
import java.time.LocalDate;

/** A visit with the name of its pet. */
public record VisitSummary(VisitId visitId, PetId petId, String petName, LocalDate visitDate, String description) {}
