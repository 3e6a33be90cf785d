package dev.objectid.stacks.springdata;

import com.example.shop.CustomerId;
import com.example.shop.OrderId;
import org.springframework.data.annotation.Id;
import org.springframework.data.jdbc.core.mapping.AggregateReference;
import org.springframework.data.relational.core.mapping.Column;
import org.springframework.data.relational.core.mapping.Table;

// tag::aggregate[]
@Table("orders")
public record Order(
        @Id OrderId id, // generated before the insert
        @Column("customer_id") AggregateReference<Customer, CustomerId> customer, // another aggregate, by typed id
        String item) {}
// end::aggregate[]
