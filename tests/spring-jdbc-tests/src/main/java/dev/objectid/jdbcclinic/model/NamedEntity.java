package dev.objectid.jdbcclinic.model;

import dev.objectid.TypedObjectId;
import jakarta.persistence.MappedSuperclass;

/** An entity with a name: pet types, specialties, pets. */
@MappedSuperclass
public abstract class NamedEntity<ID extends TypedObjectId<ID>> extends BaseEntity<ID> {

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
