package dev.objectid.quarkus.shop;

import dev.objectid.ObjectId;

/** The body of {@code POST /orders}. */
public record NewOrder(ObjectId customerId, String item) {}
