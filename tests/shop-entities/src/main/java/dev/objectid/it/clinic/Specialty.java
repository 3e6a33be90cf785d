package dev.objectid.it.clinic;

import jakarta.persistence.Entity;

/** A vet's specialty, with the plain ObjectId id of {@link AuditedEntity}. */
@Entity
public class Specialty extends AuditedEntity {

    private String name;

    protected Specialty() {}

    public Specialty(String name) {
        this.name = name;
    }

    public String getName() {
        return name;
    }
}
