package dev.objectid.petclinic.model;

import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;
import java.io.Serializable;

/** PetClinic's base class, with the id declared once: each entity names its typed id in its {@code extends} clause. */
@MappedSuperclass
public abstract class BaseEntity<ID extends Serializable> {

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
