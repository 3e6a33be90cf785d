package dev.objectid.mapstruct.shop;

import dev.objectid.ObjectId;

/** A command read from an {@link OrderDto}: the ids typed again. */
public record PlaceOrder(
        OrderId id, CustomerId customerId, CustomerId referredBy, ObjectId shipment, String item, long quantity) {}
