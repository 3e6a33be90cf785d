package dev.objectid.starter.shop;

import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** An order of a customer, referenced by typed id. */
@Entity
public class PurchaseOrder {

    @Id
    @ObjectIdGenerated
    private PurchaseOrderId id;

    private CustomerId customerId;

    private String item;

    protected PurchaseOrder() {}

    public PurchaseOrder(CustomerId customerId, String item) {
        this.customerId = customerId;
        this.item = item;
    }

    public PurchaseOrderId getId() {
        return id;
    }

    public CustomerId getCustomerId() {
        return customerId;
    }

    public String getItem() {
        return item;
    }

    public void setItem(String item) {
        this.item = item;
    }
}
