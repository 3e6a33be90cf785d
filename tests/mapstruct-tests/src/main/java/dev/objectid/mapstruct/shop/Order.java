package dev.objectid.mapstruct.shop;

import dev.objectid.ObjectId;
import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;

/** An order: a typed id, a customer (whose id is typed), a typed id as an attribute and a plain ObjectId. */
@Entity
@Table(name = "orders")
public class Order {

    @Id
    @ObjectIdGenerated(allowAssigned = true)
    private OrderId id;

    @ManyToOne
    private Customer customer;

    private CustomerId referredBy;

    private ObjectId shipment;

    private String item;

    private Long quantity;

    protected Order() {}

    public Order(OrderId id, Customer customer, CustomerId referredBy, ObjectId shipment, String item, Long quantity) {
        this.id = id;
        this.customer = customer;
        this.referredBy = referredBy;
        this.shipment = shipment;
        this.item = item;
        this.quantity = quantity;
    }

    public OrderId getId() {
        return id;
    }

    public Customer getCustomer() {
        return customer;
    }

    public CustomerId getReferredBy() {
        return referredBy;
    }

    public ObjectId getShipment() {
        return shipment;
    }

    public String getItem() {
        return item;
    }

    public Long getQuantity() {
        return quantity;
    }
}
