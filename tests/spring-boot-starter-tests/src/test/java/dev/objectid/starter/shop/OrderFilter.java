package dev.objectid.starter.shop;

/**
 * The GraphQL input {@code OrderFilter}, bound through its constructor.
 *
 * @param customerId whose orders
 * @param item only orders of this item, if given
 */
public record OrderFilter(CustomerId customerId, String item) {}
