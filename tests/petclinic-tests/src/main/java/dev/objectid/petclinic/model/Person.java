package dev.objectid.petclinic.model;

import dev.objectid.TypedObjectId;
import jakarta.persistence.Column;
import jakarta.persistence.MappedSuperclass;
import jakarta.validation.constraints.NotBlank;

/** A person, as in PetClinic: owners and vets. */
@MappedSuperclass
public abstract class Person<ID extends TypedObjectId<ID>> extends BaseEntity<ID> {

    @Column(name = "first_name")
    @NotBlank
    private String firstName;

    @Column(name = "last_name")
    @NotBlank
    private String lastName;

    public String getFirstName() {
        return firstName;
    }

    public void setFirstName(String firstName) {
        this.firstName = firstName;
    }

    public String getLastName() {
        return lastName;
    }

    public void setLastName(String lastName) {
        this.lastName = lastName;
    }
}
