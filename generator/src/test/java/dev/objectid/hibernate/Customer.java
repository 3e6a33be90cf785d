package dev.objectid.hibernate;

import dev.objectid.ObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

// tag::entity[]
@Entity
public class Customer {

    @Id
    @ObjectIdGenerated
    private ObjectId id;

    private String name;

    protected Customer() {}

    public Customer(String name) {
        this.name = name;
    }

    public ObjectId getId() {
        return id;
    }
    // end::entity[]

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }
}
