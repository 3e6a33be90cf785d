package dev.objectid.openapi.pet;

import dev.objectid.ObjectId;
import dev.objectid.hibernate.ObjectIdGenerated;
import dev.objectid.openapi.owner.Owner;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;

/** A pet; its id is a plain {@code ObjectId}, its owner's an {@code OwnerId}. */
@Entity
public class Pet {

    @Id
    @ObjectIdGenerated
    private ObjectId id;

    private String name;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    private Owner owner;

    protected Pet() {}

    public Pet(String name, Owner owner) {
        this.name = name;
        this.owner = owner;
    }

    public ObjectId getId() {
        return id;
    }

    public String getName() {
        return name;
    }

    public Owner getOwner() {
        return owner;
    }
}
