package dev.objectid.petclinic.vet;

import dev.objectid.petclinic.model.NamedEntity;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

/** A vet's specialty; its id is a {@code SpecialtyId}. */
@Entity
@Table(name = "specialties")
public class Specialty extends NamedEntity<SpecialtyId> {}
