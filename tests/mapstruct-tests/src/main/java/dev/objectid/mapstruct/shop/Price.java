package dev.objectid.mapstruct.shop;

import java.io.Serializable;
import java.math.BigDecimal;

/** A value type that is comparable and serializable like a typed id, but is not one. */
public record Price(BigDecimal amount) implements Comparable<Price>, Serializable {

    @Override
    public int compareTo(Price other) {
        return amount.compareTo(other.amount);
    }
}
