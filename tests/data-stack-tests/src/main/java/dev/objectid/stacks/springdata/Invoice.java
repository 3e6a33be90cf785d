package dev.objectid.stacks.springdata;

import com.example.shop.OrderId;
import org.springframework.data.annotation.Id;
import org.springframework.data.jdbc.core.mapping.AggregateReference;
import org.springframework.data.relational.core.mapping.Column;
import org.springframework.data.relational.core.mapping.Table;

/** An invoice, whose id is a typed id written by hand ({@link InvoiceId}) and registered by name. */
@Table("invoices")
public record Invoice(@Id InvoiceId id, @Column("order_id") AggregateReference<Order, OrderId> order, int amount) {}
