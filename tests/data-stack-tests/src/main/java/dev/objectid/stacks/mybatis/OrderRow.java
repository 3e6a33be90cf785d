package dev.objectid.stacks.mybatis;

import com.example.shop.CustomerId;
import com.example.shop.OrderId;

/** A row of {@code orders}, as MyBatis maps it: by constructor parameter name, typed ids included. */
public record OrderRow(OrderId id, CustomerId customerId, String item) {}
