package dev.objectid.sample.shop;

/** Where an {@link Order} stands; stored by name. */
public enum OrderStatus {
    NEW,
    PAID,
    SHIPPED,
    CANCELLED
}
