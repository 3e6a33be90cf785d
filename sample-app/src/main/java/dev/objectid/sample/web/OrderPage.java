package dev.objectid.sample.web;

import dev.objectid.sample.shop.OrderId;
import java.time.Instant;
import java.util.List;

/**
 * A page of {@code GET /orders}: the orders created in {@code [createdFrom, createdTo)}, to the second, in creation
 * order, and the id range the query used ({@code id >= idRange.from and id < idRange.to}).
 */
public record OrderPage(
        Instant createdFrom,
        Instant createdTo,
        IdRange idRange,
        int page,
        int size,
        long totalElements,
        int totalPages,
        List<OrderView> orders) {

    /** The bounds of the id column that select the time range: {@code OrderId.minFor(from)}, {@code minFor(to)}. */
    public record IdRange(OrderId from, OrderId to) {}
}
