package dev.objectid.it.clinic;

import jakarta.persistence.MappedSuperclass;
import java.io.Serializable;

/** A third level: people, whose type variable has a name of its own. */
@MappedSuperclass
public abstract class Person<K extends Serializable> extends NamedEntity<K> {

    private String telephone;

    public String getTelephone() {
        return telephone;
    }

    public void setTelephone(String telephone) {
        this.telephone = telephone;
    }
}
