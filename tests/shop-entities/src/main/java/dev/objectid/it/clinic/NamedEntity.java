package dev.objectid.it.clinic;

import jakarta.persistence.MappedSuperclass;
import java.io.Serializable;

/** A second level of base class: entities with a name. */
@MappedSuperclass
public abstract class NamedEntity<ID extends Serializable> extends BaseEntity<ID> {

    private String name;

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }
}
