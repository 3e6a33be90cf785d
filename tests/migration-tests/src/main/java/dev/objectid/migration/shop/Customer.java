package dev.objectid.migration.shop;

import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Column;
import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

/** A customer; its id is the {@code _id} of its MongoDB document. */
// tag::customer[]
@Entity
@Table(name = "customers")
public class Customer {

    @Id
    @ObjectIdGenerated(allowAssigned = true) // keeps the _id an import gives, generates the others
    private CustomerId id;
    // end::customer[]

    private String name;

    private String email;

    @Column(name = "loyalty_points")
    private long loyaltyPoints;

    @Embedded
    private Address address;

    private String note;

    @Column(name = "created_at")
    private Instant createdAt;

    protected Customer() {}

    public Customer(
            CustomerId id,
            String name,
            String email,
            long loyaltyPoints,
            Address address,
            String note,
            Instant createdAt) {
        this.id = id;
        this.name = name;
        this.email = email;
        this.loyaltyPoints = loyaltyPoints;
        this.address = address;
        this.note = note;
        this.createdAt = createdAt;
    }

    public CustomerId getId() {
        return id;
    }

    public String getName() {
        return name;
    }

    public String getEmail() {
        return email;
    }

    public long getLoyaltyPoints() {
        return loyaltyPoints;
    }

    public Address getAddress() {
        return address;
    }

    public String getNote() {
        return note;
    }

    public Instant getCreatedAt() {
        return createdAt;
    }
}
