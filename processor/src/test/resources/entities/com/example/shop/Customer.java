package com.example.shop;

import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

@Entity
public class Customer {

    @Id
    @ObjectIdGenerated
    private CustomerId id;

    private String name;

    public CustomerId getId() {
        return id;
    }
}
