package dev.objectid.sample.web;

import dev.objectid.sample.shop.CustomerId;
import dev.objectid.sample.shop.OrderStatus;
import jakarta.validation.constraints.Digits;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Positive;
import java.math.BigDecimal;

/**
 * The body of {@code POST /orders}. {@code customerId} is read by the generated {@code CustomerId.valueOf}
 * ({@code @JsonCreator}); a string that is not an id is a 400 naming it. {@code status} defaults to {@code NEW}.
 */
// tag::order-request[]
public record OrderRequest(
        @NotNull CustomerId customerId,

        @NotNull @Positive @Digits(integer = 10, fraction = 2)
        BigDecimal amount,

        OrderStatus status) {}
// end::order-request[]
