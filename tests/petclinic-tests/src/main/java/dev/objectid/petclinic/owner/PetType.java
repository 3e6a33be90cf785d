package dev.objectid.petclinic.owner;

import dev.objectid.petclinic.model.NamedEntity;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

/** A kind of pet; its id is a {@code PetTypeId}. */
@Entity
@Table(name = "types")
public class PetType extends NamedEntity<PetTypeId> {}
