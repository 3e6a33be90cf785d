package com.example.shop;

import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;

@Entity
@Table(name = "orders")
public class Order {

    @Id
    @ObjectIdGenerated
    private OrderId id;

    @ManyToOne
    private Customer customer;

    public OrderId getId() {
        return id;
    }
}
