package dev.objectid.jdbcclinic.model;

import dev.objectid.TypedObjectId;
import jakarta.persistence.MappedSuperclass;

/** An owner or a vet. */
@MappedSuperclass
public abstract class Person<ID extends TypedObjectId<ID>> extends BaseEntity<ID> {

    private String firstName;
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
