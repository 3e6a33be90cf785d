package dev.objectid.jdbcclinic.model;

import jakarta.persistence.Entity;

/** A kind of pet: cat, dog, ... */
@Entity
public class PetType extends NamedEntity<PetTypeId> {}
