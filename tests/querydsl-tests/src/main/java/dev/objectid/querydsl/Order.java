package dev.objectid.querydsl;

import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.time.Instant;

/**
 * An order keyed by its typed id, {@code OrderId}, which objectid-processor generates from this class; Querydsl's
 * processor, run a round late, writes {@code ComparablePath<OrderId> id} into {@code QOrder}.
 */
@Entity
@Table(name = "orders")
public class Order {

    @Id
    @ObjectIdGenerated
    private OrderId id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    private Customer customer;

    private String item;

    protected Order() {}

    public Order(Customer customer, String item) {
        this.customer = customer;
        this.item = item;
    }

    public OrderId getId() {
        return id;
    }

    public Customer getCustomer() {
        return customer;
    }

    public String getItem() {
        return item;
    }

    /** When the order was created, to the second: read from the id. */
    public Instant getCreated() {
        return id.timestamp();
    }
}
