package dev.objectid.starter.shop;

import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

@Entity
public class Customer {

    @Id
    @ObjectIdGenerated
    private CustomerId id;

    private String name;

    protected Customer() {}

    public Customer(String name) {
        this.name = name;
    }

    public CustomerId getId() {
        return id;
    }

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }
}
