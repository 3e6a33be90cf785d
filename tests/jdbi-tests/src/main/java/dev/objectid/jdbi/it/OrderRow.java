package dev.objectid.jdbi.it;

/**
 * A row of {@code orders} as a record: Jdbi binds its accessors ({@code bindMethods}, {@code @BindMethods}) and maps
 * rows to its canonical constructor, by column name.
 *
 * @param id         the order's id
 * @param customerId the customer who placed it
 * @param item       what was ordered
 * @param referredBy the customer who referred it, or {@code null}: a nullable id column
 */
public record OrderRow(OrderId id, CustomerId customerId, String item, CustomerId referredBy) {}
