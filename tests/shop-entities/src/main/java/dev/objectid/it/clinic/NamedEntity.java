package dev.objectid.it.clinic;

import dev.objectid.TypedObjectId;
import jakarta.persistence.MappedSuperclass;

/** A second level of base class: entities with a name. */
@MappedSuperclass
public abstract class NamedEntity<ID extends TypedObjectId<ID>> extends BaseEntity<ID> {

    private String name;

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }
}
