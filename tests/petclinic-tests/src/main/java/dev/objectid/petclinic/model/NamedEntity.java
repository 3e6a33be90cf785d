package dev.objectid.petclinic.model;

import dev.objectid.TypedObjectId;
import jakarta.persistence.Column;
import jakarta.persistence.MappedSuperclass;
import jakarta.validation.constraints.NotBlank;

/** An entity with a name, as in PetClinic. */
@MappedSuperclass
public abstract class NamedEntity<ID extends TypedObjectId<ID>> extends BaseEntity<ID> {

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
