package dev.objectid.it.catalog;

import dev.objectid.hibernate.ObjectIdGenerated;
import dev.objectid.it.shop.CustomerId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/**
 * An entity of a second module, compiled by SeveralJarsTest with objectid-processor into a jar of its own. It refers
 * to a typed id of the first module (the shop), which carries its own list of typed ids.
 */
@Entity
public class Product {

    @Id
    @ObjectIdGenerated
    private ProductId id;

    private String name;

    private CustomerId addedBy;

    protected Product() {
    }

    public Product(String name, CustomerId addedBy) {
        this.name = name;
        this.addedBy = addedBy;
    }

    public ProductId getId() {
        return id;
    }

    public String getName() {
        return name;
    }

    public CustomerId getAddedBy() {
        return addedBy;
    }
}
