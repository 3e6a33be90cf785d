package dev.objectid.hibernate;

import dev.objectid.ObjectId;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.util.HashSet;
import java.util.Set;

/** An id, a foreign key to another ObjectId id, a generated plain attribute, a plain one and a collection. */
@Entity
@Table(name = "purchase_order")
public class PurchaseOrder {

    @Id
    @ObjectIdGenerated
    private ObjectId id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    private Customer customer;

    @ObjectIdGenerated
    private ObjectId trackingNumber;

    private ObjectId externalReference;

    @ElementCollection
    @Column(nullable = false)
    private Set<ObjectId> relatedOrders = new HashSet<>();

    protected PurchaseOrder() {}

    public PurchaseOrder(Customer customer) {
        this.customer = customer;
    }

    public ObjectId getId() {
        return id;
    }

    public Customer getCustomer() {
        return customer;
    }

    public ObjectId getTrackingNumber() {
        return trackingNumber;
    }

    public void setTrackingNumber(ObjectId trackingNumber) {
        this.trackingNumber = trackingNumber;
    }

    public ObjectId getExternalReference() {
        return externalReference;
    }

    public void setExternalReference(ObjectId externalReference) {
        this.externalReference = externalReference;
    }

    public Set<ObjectId> getRelatedOrders() {
        return relatedOrders;
    }
}
