package dev.objectid.imports;

import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.PostLoad;
import jakarta.persistence.PostPersist;
import jakarta.persistence.Transient;
import org.springframework.data.domain.Persistable;

/** Assigned ids through {@code save}, told apart by {@link Persistable}: new until loaded or persisted. */
// tag::persistable[]
@Entity
public class Supplier implements Persistable<SupplierId> {

    @Id
    @ObjectIdGenerated(allowAssigned = true)
    private SupplierId id;

    @Transient
    private boolean stored; // false for an entity the application made, true once loaded or persisted

    @Override
    public SupplierId getId() {
        return id;
    }

    @Override
    public boolean isNew() {
        return !stored;
    }

    @PostLoad
    @PostPersist
    void markStored() {
        stored = true;
    }
    // end::persistable[]

    private String name;

    protected Supplier() {}

    public Supplier(SupplierId id, String name) {
        this.id = id;
        this.name = name;
    }

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }
}
