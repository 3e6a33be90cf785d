package dev.objectid.migration.shop;

import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.OrderColumn;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * An order. The references of its MongoDB document ({@code customer}, {@code referredBy}, {@code items[].product})
 * are foreign keys here.
 */
// tag::order[]
@Entity
@Table(name = "orders")
public class Order {

    @Id
    @ObjectIdGenerated(allowAssigned = true)
    private OrderId id;

    @ManyToOne(optional = false, fetch = FetchType.LAZY)
    @JoinColumn(name = "customer_id") // was {"customer": {"$oid": ...}}
    private Customer customer;

    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "referred_by") // was {"referredBy": {"$oid": ...}}, or missing
    private Customer referredBy;

    @ElementCollection
    @CollectionTable(name = "order_lines", joinColumns = @JoinColumn(name = "order_id"))
    @OrderColumn(name = "line_no")
    private List<OrderLine> lines = new ArrayList<>(); // was the array items
    // end::order[]

    private String status;

    @Column(name = "created_at")
    private Instant createdAt;

    protected Order() {}

    public Order(
            OrderId id,
            Customer customer,
            Customer referredBy,
            List<OrderLine> lines,
            String status,
            Instant createdAt) {
        this.id = id;
        this.customer = customer;
        this.referredBy = referredBy;
        this.lines = new ArrayList<>(lines);
        this.status = status;
        this.createdAt = createdAt;
    }

    public OrderId getId() {
        return id;
    }

    public Customer getCustomer() {
        return customer;
    }

    public Customer getReferredBy() {
        return referredBy;
    }

    public List<OrderLine> getLines() {
        return lines;
    }

    public String getStatus() {
        return status;
    }

    public Instant getCreatedAt() {
        return createdAt;
    }
}
