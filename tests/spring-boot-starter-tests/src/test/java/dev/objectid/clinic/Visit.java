package dev.objectid.clinic;

import dev.objectid.ObjectId;
import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** A form-backing entity with a plain {@link ObjectId} id. */
@Entity
public class Visit {

    @Id
    @ObjectIdGenerated
    private ObjectId id;

    private PetId petId;

    private String description;

    public ObjectId getId() {
        return id;
    }

    public void setId(ObjectId id) {
        this.id = id;
    }

    public PetId getPetId() {
        return petId;
    }

    public void setPetId(PetId petId) {
        this.petId = petId;
    }

    public String getDescription() {
        return description;
    }

    public void setDescription(String description) {
        this.description = description;
    }
}
