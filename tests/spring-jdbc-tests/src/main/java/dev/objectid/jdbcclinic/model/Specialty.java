package dev.objectid.jdbcclinic.model;

import jakarta.persistence.Entity;

/** What a vet is trained in: radiology, surgery, ... */
@Entity
public class Specialty extends NamedEntity<SpecialtyId> {}
