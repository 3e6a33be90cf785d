package dev.objectid.mapstruct.shop;

import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** A customer; objectid-processor generates its {@code CustomerId}. */
@Entity
public class Customer {

    @Id
    @ObjectIdGenerated(allowAssigned = true)
    private CustomerId id;

    private String name;

    protected Customer() {}

    public Customer(CustomerId id, String name) {
        this.id = id;
        this.name = name;
    }

    public CustomerId getId() {
        return id;
    }

    public String getName() {
        return name;
    }
}
