package dev.objectid.sample.web;

import dev.objectid.sample.shop.Customer;
import dev.objectid.sample.shop.CustomerId;
import java.time.Instant;

/** A customer as JSON: the id is its 24-character hex form ({@code @JsonValue} on the generated {@link CustomerId}). */
public record CustomerView(CustomerId id, String name, String email, Instant createdAt) {

    static CustomerView of(Customer customer) {
        return new CustomerView(
                customer.getId(),
                customer.getName(),
                customer.getEmail(),
                customer.getId().timestamp());
    }
}
