package dev.objectid.it.clinic;

import jakarta.persistence.Entity;

/** Another person, with a typed id of its own: a {@code VetId} is never an {@code OwnerId}. */
@Entity
public class Vet extends Person<VetId> {

    protected Vet() {}

    public Vet(String name) {
        setName(name);
    }
}
