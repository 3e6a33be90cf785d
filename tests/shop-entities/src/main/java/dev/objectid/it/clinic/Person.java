package dev.objectid.it.clinic;

import dev.objectid.TypedObjectId;
import jakarta.persistence.MappedSuperclass;

/** A third level: people, whose type variable has a name of its own. */
@MappedSuperclass
public abstract class Person<K extends TypedObjectId<K>> extends NamedEntity<K> {

    private String telephone;

    public String getTelephone() {
        return telephone;
    }

    public void setTelephone(String telephone) {
        this.telephone = telephone;
    }
}
