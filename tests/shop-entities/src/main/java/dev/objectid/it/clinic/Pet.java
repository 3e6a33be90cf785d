package dev.objectid.it.clinic;

import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.ManyToOne;

/** A pet: a typed id from a two-level hierarchy, and a foreign key to its {@link Owner}. */
@Entity
public class Pet extends NamedEntity<PetId> {

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    private Owner owner;

    protected Pet() {}

    public Pet(String name, Owner owner) {
        setName(name);
        this.owner = owner;
    }

    public Owner getOwner() {
        return owner;
    }
}
