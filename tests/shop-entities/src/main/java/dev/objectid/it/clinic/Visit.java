package dev.objectid.it.clinic;

import dev.objectid.ObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.ManyToOne;

/**
 * A visit: a plain {@link ObjectId} id, from the base class without a type variable (the typed ids' base class is
 * bounded by them), and foreign keys to a pet and a vet.
 */
// tag::visit[]
@Entity
public class Visit extends AuditedEntity {

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    private Pet pet;

    @ManyToOne(fetch = FetchType.LAZY)
    private Vet vet;
    // end::visit[]

    private String description;

    protected Visit() {}

    public Visit(Pet pet, Vet vet, String description) {
        this.pet = pet;
        this.vet = vet;
        this.description = description;
    }

    public Pet getPet() {
        return pet;
    }

    public Vet getVet() {
        return vet;
    }

    public String getDescription() {
        return description;
    }
}
