package dev.objectid.jdbcclinic.model;

import dev.objectid.TypedObjectId;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;

/** The id, declared once: the repositories give a new entity one generated in the application before inserting it. */
@MappedSuperclass
public abstract class BaseEntity<ID extends TypedObjectId<ID>> {

    @Id
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
