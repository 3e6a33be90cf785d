package dev.objectid.petclinic.model;

import jakarta.persistence.Column;
import jakarta.persistence.MappedSuperclass;
import jakarta.validation.constraints.NotBlank;
import java.io.Serializable;

/** An entity with a name, as in PetClinic. */
@MappedSuperclass
public abstract class NamedEntity<ID extends Serializable> extends BaseEntity<ID> {

    @Column(name = "name")
    @NotBlank
    private String name;

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    @Override
    public String toString() {
        return name;
    }
}
