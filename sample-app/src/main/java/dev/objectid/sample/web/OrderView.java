package dev.objectid.sample.web;

import dev.objectid.sample.shop.CustomerId;
import dev.objectid.sample.shop.Order;
import dev.objectid.sample.shop.OrderId;
import dev.objectid.sample.shop.OrderStatus;
import java.math.BigDecimal;
import java.time.Instant;

/** An order as JSON. {@code createdAt} is read from the id: the table has no such column. */
public record OrderView(OrderId id, CustomerId customerId, BigDecimal amount, OrderStatus status, Instant createdAt) {

    static OrderView of(Order order) {
        // getCustomer() is a lazy proxy; asking it for its id loads nothing
        return new OrderView(
                order.getId(),
                order.getCustomer().getId(),
                order.getAmount(),
                order.getStatus(),
                order.getId().timestamp());
    }
}
