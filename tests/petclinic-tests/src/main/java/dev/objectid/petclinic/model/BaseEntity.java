package dev.objectid.petclinic.model;

import dev.objectid.TypedObjectId;
import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;

/**
 * PetClinic's base class, with the id declared once: each entity names its typed id in its {@code extends} clause. The
 * bound {@code TypedObjectId} (rather than {@code Serializable}) is what lets JAXB write the id of every entity.
 */
@MappedSuperclass
public abstract class BaseEntity<ID extends TypedObjectId<ID>> {

    @Id
    @ObjectIdGenerated
    private ID id;

    public ID getId() {
        return id;
    }

    public void setId(ID id) {
        this.id = id;
    }

    public boolean isNew() {
        return id == null;
    }
}
