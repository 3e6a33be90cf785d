package dev.objectid.imports;

import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Version;

/** Assigned ids through {@code save}, told apart by a version attribute: null until the entity is stored. */
// tag::version[]
@Entity
public class Product {

    @Id
    @ObjectIdGenerated(allowAssigned = true) // keeps an id the application set; generates a missing one
    private ProductId id;

    @Version
    private Long version; // null: new (Spring Data persists it); set: stored (Spring Data merges it)
    // end::version[]

    private String name;

    protected Product() {}

    public Product(ProductId id, String name) {
        this.id = id;
        this.name = name;
    }

    public ProductId getId() {
        return id;
    }

    public Long getVersion() {
        return version;
    }

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }
}
