package dev.objectid.it.shop;

import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;

/**
 * An order: a typed id, a foreign key to a {@link Customer} (whose id is a typed id too), and a typed id as a plain
 * attribute. {@code allowAssigned} lets imports, and the tests, give an order an id minted at a chosen time.
 */
// tag::order[]
@Entity
@Table(name = "orders")
public class Order {

    @Id
    @ObjectIdGenerated(allowAssigned = true)
    private OrderId id; // OrderId does not exist in the sources: objectid-processor generates it

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    private Customer customer; // the foreign key column is binary(12), like Customer's id

    private CustomerId referredBy; // a typed id as a plain attribute: binary(12) as well

    private String item;
    // end::order[]

    protected Order() {}

    public Order(Customer customer, String item) {
        this.customer = customer;
        this.item = item;
    }

    /** An order whose id is given, for example one minted at a chosen time with {@code ObjectId.generate(Instant)}. */
    public Order(OrderId id, Customer customer, String item) {
        this(customer, item);
        this.id = id;
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

    public void setReferredBy(CustomerId referredBy) {
        this.referredBy = referredBy;
    }

    public String getItem() {
        return item;
    }

    @Override
    public String toString() {
        return "Order[" + id + ", " + item + "]";
    }
}
