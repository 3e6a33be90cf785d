package dev.objectid.clinic;

import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** A form-backing entity, as in PetClinic: the form binds every property, the id from a hidden field. */
@Entity
public class Pet {

    @Id
    @ObjectIdGenerated
    private PetId id;

    private String name;

    /** The owner, chosen in a select box whose first option is "none" (an empty value). */
    private OwnerId ownerId;

    public PetId getId() {
        return id;
    }

    public void setId(PetId id) {
        this.id = id;
    }

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    public OwnerId getOwnerId() {
        return ownerId;
    }

    public void setOwnerId(OwnerId ownerId) {
        this.ownerId = ownerId;
    }
}
